import { Form, Select } from 'antd';
import type { LookupSpec, NamedLookup, Option, Values } from '../../model/types';
import { useLookup } from '../useLookup';
import { chosenTags } from '../../ui/chosenTags';
import { t } from '../../i18n';

type Chosen = string | number;

interface LookupInputProps {
  id?: string;
  /** A report filter's lookup, or a schema field's naming its resource (useLookup fills its defaults). */
  spec: LookupSpec | NamedLookup;
  value?: unknown;
  onChange?: (value: never) => void;
  disabled?: boolean;
  placeholder?: string;
  /** Several values, kept as text (a report filter, its values in the URL); else one record's value. */
  multiple?: boolean;
}

const asList = (value: unknown): Chosen[] =>
  value === undefined || value === null || value === ''
    ? []
    : Array.isArray(value)
      ? value
      : [value as Chosen];

/**
 * The one remote search of the console (kind 'lookup' in forms and lists, a report's lookup
 * filter): see useLookup for its timing and paging. Chosen values are shown by their labels; in a
 * form the chosen record can fill other fields (`fills`).
 */
export function LookupInput({ spec, value, onChange, multiple, placeholder, ...props }: LookupInputProps) {
  const form = Form.useFormInstance();
  const values = (Form.useWatch([], { form, preserve: true }) ?? {}) as Values;
  const chosen = asList(value);
  const lookup = useLookup(spec, values, chosen.map(String), !props.disabled);
  const toValue = (raw: unknown): Chosen => (multiple ? String(raw) : (raw as Chosen));

  const options: Option[] = lookup.rows.map((row) => ({
    value: toValue(row[spec.valueKey]),
    label: lookup.labels.get(String(row[spec.valueKey])) ?? String(row[spec.valueKey]),
  }));
  // Chosen values stay listed, with their labels, while another search is shown.
  const listed = new Set(options.map((option) => String(option.value)));
  chosen
    .filter((item) => !listed.has(String(item)))
    .forEach((item) =>
      options.push({
        value: item,
        label: lookup.labels.get(String(item)) ?? spec.chosenLabel?.(values) ?? String(item),
      }),
    );

  const choose = (next: unknown) => {
    onChange?.(next as never);
    if (multiple || !spec.fills) return;
    const row = lookup.rows.find((candidate) => String(candidate[spec.valueKey]) === String(next));
    const filled = Object.entries(spec.fills).map(([formKey, recordKey]) => [
      formKey,
      recordKey === undefined ? undefined : row?.[recordKey],
    ]);
    form.setFieldsValue(Object.fromEntries(filled) as Values);
  };
  // Form.Item's aria-required would land on Select's role-less root (axe); the label marks it.
  delete (props as Record<string, unknown>)['aria-required'];
  return (
    <Select
      {...props}
      {...(multiple ? { mode: 'multiple' as const, ...chosenTags } : { style: { minWidth: 180 } })}
      value={(multiple ? chosen.map(String) : value) as Chosen | Chosen[] | undefined}
      placeholder={placeholder ?? (multiple ? t('All') : undefined)}
      showSearch
      allowClear
      filterOption={false}
      options={options}
      loading={lookup.loading}
      onSearch={lookup.onSearch}
      onChange={choose}
      onPopupScroll={lookup.onPopupScroll}
      onOpenChange={(open) => {
        if (!open && lookup.search) lookup.onSearch('');
      }}
      notFoundContent={lookup.loading ? t('Loading…') : t('No Data')}
    />
  );
}
