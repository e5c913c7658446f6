import { useList } from '@refinedev/core';
import { Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { Option, ReferenceSpec, Values } from '../../../model/types';
import { wholePageSize } from '../../../model/references';
import { REFERENCE_SEARCH } from '../../../providers/data/dataProvider';
import { t } from '../../../i18n';
import { LOOKUP_DEBOUNCE_MS, LOOKUP_PAGE_SIZE } from '../../useLookup';
import { isBlank } from '../../format';
import { ALL_VALUE, asOptionValue } from '../SelectInput';
import { useLabelKey } from './useLabelKey';
import { REFERENCE_STALE_MS, useReferenceLabels } from './useReferenceLabels';

interface ReferenceInputProps {
  id?: string;
  spec: ReferenceSpec;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  placeholder?: string;
  /** One record even for a multiple reference: a list's filter sends one id. */
  single?: boolean;
  /** An 'All' choice (value '') before the records: a filter's `withAll`. */
  withAll?: boolean;
}

/** The chosen values, as a list, empty ones left out. */
const chosenValues = (value: unknown): unknown[] =>
  (Array.isArray(value) ? value : [value]).filter((one) => !isBlank(one));

/**
 * Chooses a record of the referenced resource by its label (a form's field, a list's filter), or
 * several for a `multiple` reference's form field: the first 20 records, or those whose label holds
 * the typed text (300 ms after typing stops, sent as the referenced list's own filter of that
 * field); with `whole`, every record in one call, searched as typed among them. `filter` limits the
 * records offered. A chosen record the offered ones lack is named by its id (one batched call).
 */
export function ReferenceInput({
  spec,
  value,
  onChange,
  placeholder,
  single,
  withAll,
  ...props
}: ReferenceInputProps) {
  const [search, setSearch] = useState('');
  const labelKey = useLabelKey(spec);
  const wholeSize = wholePageSize(spec);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);
  const fixed = Object.entries(spec.filter ?? {}).map(([field, fixedValue]) => ({
    field,
    operator: 'eq' as const,
    value: fixedValue,
  }));
  const searched =
    search && wholeSize === undefined
      ? [{ field: REFERENCE_SEARCH, operator: 'eq' as const, value: search }]
      : [];
  const { result, query } = useList<Values>({
    resource: spec.resource,
    filters: [...fixed, ...searched],
    pagination: { currentPage: 1, pageSize: wholeSize ?? LOOKUP_PAGE_SIZE },
    meta: { searchKey: labelKey },
    // A whole list names the chosen records too (a locked field's): read even when disabled. The
    // choices are reused a while, so a list's filter and its form share one call.
    queryOptions: { enabled: wholeSize !== undefined || !props.disabled, staleTime: REFERENCE_STALE_MS },
    errorNotification: false,
  });
  const listed: Option[] = (result.data ?? []).map((row) => ({
    value: row.id as string | number,
    label: String(row[labelKey] ?? row.id),
  }));
  const missing = chosenValues(value).filter(
    (one) => !listed.some((option) => String(option.value) === String(one)),
  );
  // A whole list holds the chosen records: only those it lacks are asked, once it has been read.
  const { labels } = useReferenceLabels(spec, wholeSize !== undefined && query.isPending ? [] : missing);
  const options: Option[] = [
    ...(withAll ? [{ value: ALL_VALUE, label: t('All') }] : []),
    ...listed,
    ...labels.map(({ id, label }, index) => ({
      value: missing[index] as string | number,
      label: label ?? id,
    })),
  ];
  const multiple = Boolean(spec.multiple) && !single;

  // Form.Item's aria-required would land on Select's role-less root (axe); the label marks it.
  delete (props as Record<string, unknown>)['aria-required'];
  return (
    <Select
      {...props}
      style={{ minWidth: 180 }}
      mode={multiple ? 'multiple' : undefined}
      value={asOptionValue(value, options) as string | number | undefined}
      placeholder={placeholder}
      showSearch
      allowClear={!withAll}
      // A whole list is searched where it is; otherwise the server searches.
      optionFilterProp="label"
      filterOption={wholeSize !== undefined}
      options={options}
      loading={query.isFetching}
      onSearch={
        wholeSize !== undefined
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
