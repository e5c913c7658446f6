import { useCustom } from '@refinedev/core';
import { Select } from 'antd';
import { chosenTags } from './chosenTags';
import { useEffect, useRef, useState, type UIEvent } from 'react';
import type { LookupSource, Option } from './types';

/** Lookup timings and page size (shell spec section 9). */
export const LOOKUP_DEBOUNCE_MS = 300;
export const LOOKUP_SCROLL_DEBOUNCE_MS = 100;
export const LOOKUP_PAGE_SIZE = 10;
/** One wider request names the selected values a shared link brings (ids such as a site's). */
export const LOOKUP_LABELS_SIZE = 100;

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
  // Every label seen, so a chosen value keeps its name while another search is shown.
  const [labels, setLabels] = useState<ReadonlyMap<string, string>>(new Map());
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

  const toOptions = (list: Record<string, unknown>[] | undefined): Option[] =>
    (list ?? []).map((entry) => ({
      value: String(entry[source.valueKey]),
      label: String(entry[source.labelKey] ?? entry[source.valueKey]),
    }));
  const remember = (fetched: Option[]) =>
    setLabels((known) => new Map([...known, ...fetched.map((o) => [o.value, o.label] as const)]));

  useEffect(() => {
    if (!answer?.list) return;
    const fetched = toOptions(answer.list);
    setOptions((known) => (page === 1 ? fetched : merge(known, fetched)));
    remember(fetched);
    // toOptions and remember read only the source's keys, listed here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer, page, source.valueKey, source.labelKey]);

  // Values chosen before any list was loaded (a reload, a shared link) are named by one wider call.
  const unnamed = (value ?? []).filter((item) => !labels.has(item));
  const { result: named } = useCustom<{ data?: Page }>({
    url: source.path,
    method: 'get',
    config: { query: { ...source.query, [source.pageParam]: 1, [source.sizeParam]: LOOKUP_LABELS_SIZE } },
    meta: { base: source.base },
    queryOptions: { enabled: unnamed.length > 0 && !query.isFetching, staleTime: 60_000 },
    errorNotification: false,
  });
  const namedList = (named.data as { data?: Page } | undefined)?.data?.list;
  useEffect(() => {
    if (namedList) remember(toOptions(namedList));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [namedList]);

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
  const selected = (value ?? []).map((item) => ({ value: item, label: labels.get(item) ?? item }));

  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      showSearch
      filterOption={false}
      {...chosenTags}
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
