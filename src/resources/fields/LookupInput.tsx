import { useCustom } from '@refinedev/core';
import { Form, Select } from 'antd';
import { useEffect, useState } from 'react';
import type { LookupSpec, Values } from '../../model/types';

/**
 * Typing waits this long before it searches; each page brings this many more (management spec
 * section 9: 'suggestions 20 or 50 per page'; the reports' filters take 10, src/reports/LookupSelect).
 */
export const LOOKUP_DEBOUNCE_MS = 300;
export const LOOKUP_PAGE_SIZE = 20;

interface LookupInputProps {
  id?: string;
  spec: LookupSpec;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  placeholder?: string;
}

function rowsOf(envelope: unknown): Values[] {
  const data = (envelope as { data?: unknown } | undefined)?.data as
    { list?: unknown } | unknown[] | undefined;
  if (Array.isArray(data)) return data as Values[];
  return Array.isArray(data?.list) ? (data.list as Values[]) : [];
}

/** The search text, settled after the debounce. */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), LOOKUP_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * A remote search (kind 'lookup'): 300 ms after typing stops it asks the list call, 10 a page,
 * more when the list is scrolled to its end; the chosen record can fill other form fields.
 */
export function LookupInput({ spec, value, onChange, ...props }: LookupInputProps) {
  const form = Form.useFormInstance();
  const values = (Form.useWatch([], { form, preserve: true }) ?? {}) as Values;
  const [typed, setTyped] = useState('');
  const [size, setSize] = useState(LOOKUP_PAGE_SIZE);
  const term = useSettled(typed);
  const extra = typeof spec.query === 'function' ? spec.query(values) : spec.query;
  const { query, result } = useCustom({
    url: spec.path,
    method: 'get',
    config: { query: { ...extra, [spec.searchParam ?? 'keyword']: term, page_index: 1, page_size: size } },
    meta: { base: spec.base },
    queryOptions: { enabled: !props.disabled, staleTime: 30_000 },
    errorNotification: false,
  });
  const rows = rowsOf(result.data);
  const labelKey = spec.labelKey ?? spec.valueKey;
  const options = rows.map((row) => ({ value: row[spec.valueKey] as string, label: String(row[labelKey]) }));
  if (value !== undefined && value !== null && !options.some((option) => option.value === value)) {
    options.unshift({ value: value as string, label: spec.chosenLabel?.(values) ?? String(value) });
  }
  const choose = (chosen: unknown) => {
    onChange?.(chosen);
    const row = rows.find((candidate) => candidate[spec.valueKey] === chosen);
    const filled = Object.entries(spec.fills ?? {}).map(([formKey, recordKey]) => [
      formKey,
      row?.[recordKey],
    ]);
    if (filled.length) form.setFieldsValue(Object.fromEntries(filled) as Values);
  };
  // Form.Item's aria-required would land on Select's role-less root (axe); the label marks it.
  delete (props as Record<string, unknown>)['aria-required'];
  return (
    <Select
      {...props}
      value={value as string | undefined}
      showSearch
      allowClear
      filterOption={false}
      options={options}
      loading={query.isFetching}
      onSearch={(text) => {
        setTyped(text);
        setSize(LOOKUP_PAGE_SIZE);
      }}
      onChange={choose}
      onPopupScroll={(event) => {
        const list = event.currentTarget;
        const total = Number((result.data as { data?: { total?: number } } | undefined)?.data?.total ?? 0);
        if (list.scrollTop + list.clientHeight >= list.scrollHeight - 8 && rows.length < total) {
          setSize((current) => current + LOOKUP_PAGE_SIZE);
        }
      }}
      style={{ minWidth: 180 }}
    />
  );
}
