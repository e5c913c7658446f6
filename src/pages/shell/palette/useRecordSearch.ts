import { useDataProvider, type DataProvider } from '@refinedev/core';
import { useEffect, useState } from 'react';
import { REFERENCE_SEARCH } from '../../../providers/data/dataProvider';
import { LOOKUP_DEBOUNCE_MS } from '../../../resources/useLookup';
import {
  RECORD_QUERY_MIN,
  RECORDS_PER_KIND,
  recordEntry,
  type PaletteEntry,
  type RecordKind,
} from './paletteEntries';

const NONE: PaletteEntry[] = [];

/**
 * A kind's records whose name holds the query: each of its name fields searched by the list's own
 * call with that field's filter (the data provider sends the search under the filter's parameter,
 * as a reference's search), the rows found by several told apart by id, the first few kept.
 */
async function searchKind(provider: DataProvider, kind: RecordKind, wanted: string): Promise<PaletteEntry[]> {
  const lists = await Promise.all(
    kind.search.map(({ key }) =>
      provider.getList({
        resource: kind.schema.name,
        filters: [{ field: REFERENCE_SEARCH, operator: 'eq', value: wanted }],
        pagination: { currentPage: 1, pageSize: RECORDS_PER_KIND },
        meta: { searchKey: key },
      }),
    ),
  );
  const rows = new Map(
    lists.flatMap(({ data }) => data.map((row) => [String(row[kind.schema.idKey]), row] as const)),
  );
  return [...rows.values()]
    .slice(0, RECORDS_PER_KIND)
    .map((row) => recordEntry(kind, row as Record<string, unknown>));
}

interface Found {
  query: string;
  entries: PaletteEntry[];
  /** Why a kind's search failed (the first failure's text), when one did. */
  failure?: string;
}

/**
 * The records whose name holds the query, a few per kind (searchKind), 300 ms after typing stops.
 * A kind whose call fails is left out and `failure` says why (its toast goes, this stays while the
 * query does). `searching` while the calls of the latest query travel.
 */
export function useRecordSearch(kinds: RecordKind[], query: string) {
  const dataProvider = useDataProvider();
  const [found, setFound] = useState<Found>({ query: '', entries: [] });
  const wanted = query.trim();
  const searchable = wanted.length >= RECORD_QUERY_MIN && kinds.length > 0;
  useEffect(() => {
    if (!searchable) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      const searches = kinds.map((kind) => searchKind(dataProvider(), kind, wanted));
      void Promise.allSettled(searches).then((results) => {
        if (!current) return;
        const failed = results.find((result) => result.status === 'rejected');
        setFound({
          query: wanted,
          entries: results.flatMap((result) => (result.status === 'fulfilled' ? result.value : [])),
          failure: failed && (failed.reason instanceof Error ? failed.reason.message : String(failed.reason)),
        });
      });
    }, LOOKUP_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [dataProvider, kinds, wanted, searchable]);
  const answered = searchable && found.query === wanted;
  return {
    records: answered ? found.entries : NONE,
    searching: searchable && !answered,
    failure: answered ? found.failure : undefined,
  };
}
