import { useGetIdentity } from '@refinedev/core';
import { Input, InputNumber, Space } from 'antd';
import type { FieldDef, Values } from '../../model/types';
import { ColorInput } from './ColorInput';
import { LinesInput } from './LinesInput';
import { LookupInput } from './LookupInput';
import { MoneyInput } from './MoneyInput';
import { PairsInput } from './PairsInput';
import { SelectInput } from './SelectInput';

interface FieldInputProps {
  field: FieldDef;
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
}

/** The form control for a field's kind; antd Form.Item passes id, value and onChange. */
export function FieldInput({ field, ...props }: FieldInputProps) {
  const spec = field.form ?? {};
  const placeholder = spec.placeholder;
  const maxRule = spec.rules?.find((rule) => rule.kind === 'max');
  const maxLength = maxRule && maxRule.kind === 'max' ? maxRule.value : undefined;
  const { data: identity } = useGetIdentity<Values>();
  const exclude = field.hiddenOptions?.(identity ?? {}) ?? [];
  switch (field.kind ?? 'text') {
    case 'select':
      return <SelectInput {...props} source={field.options} placeholder={placeholder} exclude={exclude} />;
    case 'money':
      return (
        <MoneyInput
          {...props}
          value={props.value as number | undefined}
          min={spec.min}
          max={spec.max}
          placeholder={placeholder}
        />
      );
    case 'lookup':
      return field.lookup ? <LookupInput {...props} spec={field.lookup} placeholder={placeholder} /> : null;
    case 'lines':
      return <LinesInput {...props} placeholder={placeholder} />;
    case 'pairs':
      return field.pairs ? <PairsInput {...props} spec={field.pairs} /> : null;
    case 'multiSelect':
      return <SelectInput {...props} source={field.options} placeholder={placeholder} multiple />;
    case 'color':
      return (
        <ColorInput
          {...props}
          value={props.value as string | undefined}
          onChange={props.onChange}
          placeholder={placeholder}
        />
      );
    case 'number':
      return (
        <InputNumber
          {...props}
          value={props.value as number | undefined}
          min={spec.min}
          max={spec.max}
          step={spec.step}
          style={{ width: '100%' }}
        />
      );
    case 'password':
      return (
        <Input.Password
          {...props}
          value={props.value as string | undefined}
          onChange={(event) => props.onChange?.(event.target.value)}
          placeholder={placeholder}
          autoComplete="new-password"
        />
      );
    case 'textarea':
      return (
        <Input.TextArea
          {...props}
          value={props.value as string | undefined}
          onChange={(event) => props.onChange?.(event.target.value)}
          placeholder={placeholder}
          showCount={maxLength !== undefined}
          maxLength={maxLength}
          rows={3}
        />
      );
    default: {
      const input = (
        <Input
          {...props}
          value={props.value as string | undefined}
          onChange={(event) => props.onChange?.(event.target.value)}
          placeholder={placeholder}
        />
      );
      return spec.prefix ? (
        <Space.Compact block>
          <Space.Addon>{spec.prefix}</Space.Addon>
          {input}
        </Space.Compact>
      ) : (
        input
      );
    }
  }
}
