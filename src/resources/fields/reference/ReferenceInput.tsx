import { useList } from '@refinedev/core';
import { Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { Option, ReferenceSpec, Values } from '../../../model/types';
import { REFERENCE_SEARCH } from '../../../providers/data/dataProvider';
import { t } from '../../../i18n';
import { LOOKUP_DEBOUNCE_MS, LOOKUP_PAGE_SIZE } from '../../useLookup';
import { useLabelKey } from './useLabelKey';
import { useReferenceLabel } from './useReferenceLabel';

interface ReferenceInputProps {
  id?: string;
  spec: ReferenceSpec;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  placeholder?: string;
}

/** The page size of a reference that offers every record at once (`whole`). */
export const WHOLE_LIST_SIZE = 9999;

/**
 * Chooses a record of the referenced resource by its label (a form's field, a list's filter): the
 * first 20 records, or those whose label holds the typed text (300 ms after typing stops, sent as
 * the referenced list's own filter of that field); with `whole`, every record in one call, searched
 * as typed among them. `filter` limits the records offered. The chosen record keeps its label.
 */
export function ReferenceInput({ spec, value, onChange, placeholder, ...props }: ReferenceInputProps) {
  const [search, setSearch] = useState('');
  const labelKey = useLabelKey(spec);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);
  const fixed = Object.entries(spec.filter ?? {}).map(([field, fixedValue]) => ({
    field,
    operator: 'eq' as const,
    value: fixedValue,
  }));
  const searched =
    search && !spec.whole ? [{ field: REFERENCE_SEARCH, operator: 'eq' as const, value: search }] : [];
  const { result, query } = useList<Values>({
    resource: spec.resource,
    filters: [...fixed, ...searched],
    pagination: { currentPage: 1, pageSize: spec.whole ? WHOLE_LIST_SIZE : LOOKUP_PAGE_SIZE },
    meta: { searchKey: labelKey },
    queryOptions: { enabled: !props.disabled },
    errorNotification: false,
  });
  const chosen = useReferenceLabel(spec, value);
  const options: Option[] = (result.data ?? []).map((row) => ({
    value: row.id as string | number,
    label: String(row[labelKey] ?? row.id),
  }));
  if (
    value !== undefined &&
    value !== null &&
    value !== '' &&
    !options.some((o) => String(o.value) === String(value))
  )
    options.push({ value: value as string | number, label: chosen.label ?? String(value) });

  // Form.Item's aria-required would land on Select's role-less root (axe); the label marks it.
  delete (props as Record<string, unknown>)['aria-required'];
  return (
    <Select
      {...props}
      style={{ minWidth: 180 }}
      value={value as string | number | undefined}
      placeholder={placeholder}
      showSearch
      allowClear
      // A whole list is searched where it is; otherwise the server searches.
      optionFilterProp="label"
      filterOption={spec.whole ? true : false}
      options={options}
      loading={query.isFetching}
      onSearch={
        spec.whole
          ? undefined
          : (text) => {
              clearTimeout(typing.current);
              typing.current = setTimeout(() => setSearch(text.trim()), LOOKUP_DEBOUNCE_MS);
            }
      }
      onChange={(next) => onChange?.(next)}
      notFoundContent={query.isFetching ? t('Loading…') : t('No Data')}
    />
  );
}
