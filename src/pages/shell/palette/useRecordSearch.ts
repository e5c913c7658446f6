import { useDataProvider } from '@refinedev/core';
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
 * The records whose name holds the query, a few per kind, found by each list's own call with its
 * name filter (the data provider sends the search under the `recordLabel` field's filter
 * parameter, as a reference's search; `recordSearch` where the name's own field has no filter), 300 ms after typing stops. A kind whose call fails is left
 * out. `searching` while the calls of the latest query travel.
 */
export function useRecordSearch(kinds: RecordKind[], query: string) {
  const dataProvider = useDataProvider();
  const [found, setFound] = useState<{ query: string; entries: PaletteEntry[] }>({ query: '', entries: [] });
  const wanted = query.trim();
  const searchable = wanted.length >= RECORD_QUERY_MIN && kinds.length > 0;
  useEffect(() => {
    if (!searchable) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      const searches = kinds.map((kind) =>
        dataProvider()
          .getList({
            resource: kind.schema.name,
            filters: [{ field: REFERENCE_SEARCH, operator: 'eq', value: wanted }],
            pagination: { currentPage: 1, pageSize: RECORDS_PER_KIND },
            meta: { searchKey: kind.searchKey },
          })
          .then(
            ({ data }) =>
              data.slice(0, RECORDS_PER_KIND).map((row) => recordEntry(kind, row as Record<string, unknown>)),
            () => [],
          ),
      );
      void Promise.all(searches).then((lists) => {
        if (current) setFound({ query: wanted, entries: lists.flat() });
      });
    }, LOOKUP_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [dataProvider, kinds, wanted, searchable]);
  return {
    records: searchable && found.query === wanted ? found.entries : NONE,
    searching: searchable && found.query !== wanted,
  };
}
