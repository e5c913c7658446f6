import { useGetIdentity } from '@refinedev/core';
import type { FieldDef, Values } from '../../model/types';
import type { ControlProps } from './kinds/kind';
import { kindOf } from './registry';
import { t } from '../../i18n';

interface FieldInputProps extends ControlProps {
  field: FieldDef;
}

/** The form control of a field's kind (fields/registry); antd Form.Item passes id, value and onChange. */
export function FieldInput({ field, ...props }: FieldInputProps) {
  const spec = field.form ?? {};
  const maxRule = spec.rules?.find((rule) => rule.kind === 'max');
  const maxLength = maxRule && maxRule.kind === 'max' ? maxRule.value : undefined;
  const { data: identity } = useGetIdentity<Values>();
  const exclude = field.hiddenOptions?.(identity ?? {}) ?? [];
  return kindOf(field.kind).input({
    ...props,
    field,
    spec,
    placeholder: spec.placeholder && t(spec.placeholder),
    exclude,
    maxLength,
  });
}
