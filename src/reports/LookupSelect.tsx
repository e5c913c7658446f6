import { useCustom } from '@refinedev/core';
import { Select } from 'antd';
import { useEffect, useRef, useState, type UIEvent } from 'react';
import type { LookupSource, Option } from './types';

/** Lookup timings and page size (shell spec section 9). */
export const LOOKUP_DEBOUNCE_MS = 300;
export const LOOKUP_SCROLL_DEBOUNCE_MS = 100;
export const LOOKUP_PAGE_SIZE = 10;

interface Page {
  list?: Record<string, unknown>[];
  total?: number;
}

interface LookupSelectProps {
  id?: string;
  source: LookupSource;
  value?: string[];
  onChange?: (value: string[]) => void;
  disabled?: boolean;
}

const merge = (known: Option[], more: Option[]) => {
  const seen = new Set(known.map((option) => option.value));
  return [...known, ...more.filter((option) => !seen.has(option.value))];
};

/** A multi-select fed by a paged remote search: 300 ms after typing, 10 a request, more on scroll. */
export function LookupSelect({ id, source, value, onChange, disabled }: LookupSelectProps) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [options, setOptions] = useState<Option[]>([]);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const scrolling = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(
    () => () => {
      clearTimeout(typing.current);
      clearTimeout(scrolling.current);
    },
    [],
  );

  const { query, result } = useCustom<{ data?: Page }>({
    url: source.path,
    method: 'get',
    config: {
      query: {
        ...source.query,
        [source.searchParam]: search || undefined,
        [source.pageParam]: page,
        [source.sizeParam]: LOOKUP_PAGE_SIZE,
      },
    },
    meta: { base: source.base },
    queryOptions: { staleTime: 60_000 },
    errorNotification: false,
  });
  const answer = (result.data as { data?: Page } | undefined)?.data;
  const total = Number(answer?.total ?? 0);

  useEffect(() => {
    if (!answer?.list) return;
    const fetched = answer.list.map((entry) => ({
      value: String(entry[source.valueKey]),
      label: String(entry[source.labelKey] ?? entry[source.valueKey]),
    }));
    setOptions((known) => (page === 1 ? fetched : merge(known, fetched)));
  }, [answer, page, source.valueKey, source.labelKey]);

  const onSearch = (text: string) => {
    clearTimeout(typing.current);
    typing.current = setTimeout(() => {
      setSearch(text.trim());
      setPage(1);
    }, LOOKUP_DEBOUNCE_MS);
  };

  const onPopupScroll = (event: UIEvent<HTMLDivElement>) => {
    const list = event.currentTarget;
    clearTimeout(scrolling.current);
    scrolling.current = setTimeout(() => {
      const nearEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 24;
      if (nearEnd && !query.isFetching && options.length < total) setPage((current) => current + 1);
    }, LOOKUP_SCROLL_DEBOUNCE_MS);
  };

  // Selected values stay listed (with their labels) while another search is shown.
  const selected = (value ?? []).map(
    (item) => options.find((option) => option.value === item) ?? { value: item, label: item },
  );

  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      showSearch
      filterOption={false}
      maxTagCount="responsive"
      placeholder="All"
      value={value}
      onChange={onChange}
      disabled={disabled}
      loading={query.isFetching}
      options={merge(options, selected)}
      onSearch={onSearch}
      onPopupScroll={onPopupScroll}
      onDropdownVisibleChange={(open) => {
        if (!open && search) onSearch('');
      }}
      notFoundContent={query.isFetching ? 'Loading…' : 'No Data'}
    />
  );
}
