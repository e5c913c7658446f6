import { Select } from 'antd';
import type { OptionSource } from '../../model/types';
import { useOptions } from '../useOptions';
import { t } from '../../i18n';

interface SelectInputProps {
  source?: OptionSource;
  multiple?: boolean;
  withAll?: boolean;
  /** Option values left out (e.g. categories a company may not choose). */
  exclude?: readonly (string | number)[];
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  placeholder?: string;
  'aria-label'?: string;
}

export const ALL_VALUE = '';

/**
 * The option whose value matches: values read back from the URL are strings ('1') while options
 * may hold numbers (1), and antd only shows the label of an exact match.
 */
export function asOptionValue(value: unknown, options: { value: string | number }[]): unknown {
  if (Array.isArray(value)) return value.map((one) => asOptionValue(one, options));
  const match = options.find((option) => String(option.value) === String(value));
  return value === undefined || value === null || !match ? value : match.value;
}

/** Single or multiple choice from static or dictionary options; filters may add 'All'. */
export function SelectInput({ source, multiple, withAll, exclude = [], ...props }: SelectInputProps) {
  // antd's Form.Item hands `aria-required` down, and Select copies it onto its role-less root
  // <div>, which axe flags; the required state still shows through the label's mark and rules.
  delete (props as Record<string, unknown>)['aria-required'];
  const { options: all, loading } = useOptions(source);
  const options = all.filter((option) => !exclude.includes(option.value));
  const choices = withAll ? [{ value: ALL_VALUE, label: t('All') }, ...options] : options;
  return (
    <Select
      {...props}
      value={asOptionValue(props.value, choices) as string | undefined}
      mode={multiple ? 'multiple' : undefined}
      options={choices}
      loading={loading}
      allowClear={!withAll}
      showSearch
      optionFilterProp="label"
      style={{ minWidth: 180 }}
    />
  );
}
