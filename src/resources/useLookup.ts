import { useCustom, useResourceParams } from '@refinedev/core';
import { useEffect, useRef, useState, type UIEvent } from 'react';
import { lookupWithDefaults, type LookupTarget } from '../model/lookups';
import type { LookupSpec, NamedLookup, Values } from '../model/types';
import { lookupAnswer } from '../providers/http';

/** Lookup timings and sizes (shell spec section 9; management spec section 9: 20 a page). */
export const LOOKUP_DEBOUNCE_MS = 300;
export const LOOKUP_SCROLL_DEBOUNCE_MS = 100;
export const LOOKUP_PAGE_SIZE = 20;
/** One wider request names the chosen values a reload or a shared link brings (ids such as a site's). */
export const LOOKUP_LABELS_SIZE = 100;

interface Page {
  rows: Values[];
  total: number;
}

/** The rows and total of an answer: `data` a list, or `data.list` with `data.total`. */
function pageOf(envelope: unknown): Page | undefined {
  const data = (envelope as { data?: unknown } | undefined)?.data as
    { list?: unknown; total?: unknown } | unknown[] | undefined;
  if (Array.isArray(data)) return { rows: data as Values[], total: data.length };
  if (!Array.isArray(data?.list)) return undefined;
  return { rows: data.list as Values[], total: Number(data.total ?? 0) };
}

/** The call of one lookup request, its answer declared: rows that are objects with the value. */
export const lookupCall = (spec: LookupSpec, query: Values) => ({
  url: spec.path,
  method: 'get' as const,
  config: { query },
  meta: { base: spec.base, answer: lookupAnswer(spec) },
});

const keyOf = (spec: LookupSpec, row: Values) => String(row[spec.valueKey]);

const mergeRows = (spec: LookupSpec, known: Values[], more: Values[]) => {
  const seen = new Set(known.map((row) => keyOf(spec, row)));
  return [...known, ...more.filter((row) => !seen.has(keyOf(spec, row)))];
};

/**
 * The lookup as it asks: one that names its resource takes that resource's list call and
 * recordLabel where it declares none, read from Refine's resource meta (App's resources), as a
 * reference reads its label (fields/reference/useLabelKey).
 */
export function useLookupSpec(declared: LookupSpec | NamedLookup): LookupSpec {
  const named = 'resource' in declared ? declared.resource : undefined;
  const { resource } = useResourceParams({ resource: named });
  return lookupWithDefaults(
    declared,
    named === undefined ? undefined : (resource?.meta as LookupTarget | undefined),
  );
}

/**
 * A paged remote search: the typed text 300 ms after typing stops, a page of rows, the next page
 * when the list is scrolled to its end (100 ms after scrolling stops), and every label seen, so a
 * chosen value keeps its name while another search shows. `chosen` values never seen are named by
 * one wider call.
 */
export function useLookup(
  declared: LookupSpec | NamedLookup,
  values: Values,
  chosen: string[],
  enabled: boolean,
) {
  const spec = useLookupSpec(declared);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<Values[]>([]);
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

  const extra = typeof spec.query === 'function' ? spec.query(values) : spec.query;
  const pageParam = spec.pageParam ?? 'page_index';
  const sizeParam = spec.sizeParam ?? 'page_size';
  const request = (query: Values, on: boolean) => ({
    ...lookupCall(spec, { ...extra, ...query }),
    queryOptions: { enabled: on, staleTime: 60_000 },
    errorNotification: false as const,
  });
  const { query, result } = useCustom(
    request(
      {
        [spec.searchParam ?? 'keyword']: search || undefined,
        [pageParam]: page,
        [sizeParam]: spec.pageSize ?? LOOKUP_PAGE_SIZE,
      },
      enabled,
    ),
  );
  const answer = pageOf(result.data);

  const remember = (fetched: Values[]) =>
    setLabels(
      (known) =>
        new Map([
          ...known,
          ...fetched.map(
            (row) =>
              [keyOf(spec, row), String(row[spec.labelKey ?? spec.valueKey] ?? keyOf(spec, row))] as const,
          ),
        ]),
    );

  useEffect(() => {
    if (!answer) return;
    setRows((known) => (page === 1 ? answer.rows : mergeRows(spec, known, answer.rows)));
    remember(answer.rows);
    // `answer` changes with every new page or search; spec is the field's fixed lookup.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result.data, page]);

  const unnamed = chosen.filter((value) => !labels.has(value));
  const { result: named } = useCustom(
    request(
      { [pageParam]: 1, [sizeParam]: LOOKUP_LABELS_SIZE },
      enabled && unnamed.length > 0 && !query.isFetching,
    ),
  );
  useEffect(() => {
    const found = pageOf(named.data);
    if (found) remember(found.rows);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [named.data]);

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
      if (nearEnd && !query.isFetching && rows.length < (answer?.total ?? 0))
        setPage((current) => current + 1);
    }, LOOKUP_SCROLL_DEBOUNCE_MS);
  };

  return { rows, labels, search, loading: query.isFetching, onSearch, onPopupScroll };
}
