import { useDataProvider, type DataProvider } from '@refinedev/core';
import { useQueries } from '@tanstack/react-query';
import type { ReferenceSpec, Values } from '../../../model/types';
import { referencedIds } from '../../../model/references';
import { isBlank } from '../../format';
import { referenceBatch } from './referenceBatch';
import { useLabelKey } from './useLabelKey';

/** How long a fetched label is reused before it is asked again. */
export const REFERENCE_STALE_MS = 30_000;

// One batch per data provider, so every cell of a page shares it.
const batches = new WeakMap<DataProvider, ReturnType<typeof referenceBatch>>();

function batchOf(dataProvider: DataProvider) {
  let batch = batches.get(dataProvider);
  if (!batch) {
    const getMany = dataProvider.getMany;
    if (!getMany) throw new Error('the data provider has no getMany');
    batch = referenceBatch(
      async (resource, ids) => (await getMany({ resource, ids })).data as unknown as Values[],
    );
    batches.set(dataProvider, batch);
  }
  return batch;
}

/** One referenced record's label: undefined while it loads or when no record has its id. */
export interface ReferencedLabel {
  id: string;
  label: string | undefined;
}

/**
 * The labels of the records a reference holds (one id, or a multiple reference's list;
 * useLabelKey), each fetched with the other references asked for in the same moment: the labels
 * of a page come in one call, and an id already fetched is not asked again for a while.
 */
export function useReferenceLabels(spec: ReferenceSpec, value: unknown) {
  const load = batchOf(useDataProvider()());
  const labelKey = useLabelKey(spec);
  const ids = referencedIds(value);
  const answers = useQueries({
    queries: ids.map((id) => ({
      queryKey: ['reference', spec.resource, id],
      queryFn: async () => (await load(spec.resource, id)) ?? null,
      staleTime: REFERENCE_STALE_MS,
    })),
  });
  const labels: ReferencedLabel[] = ids.map((id, index) => {
    const label = answers[index].data?.[labelKey];
    return { id, label: isBlank(label) ? undefined : String(label) };
  });
  return { labels, loading: answers.some((answer) => answer.isFetching) };
}
