import { useDataProvider, type DataProvider } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import type { ReferenceSpec, Values } from '../../../model/types';
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

/**
 * The label of the record a reference holds (useLabelKey), fetched with the other references
 * asked for in the same moment: the labels of a page come in one call. Undefined while it loads,
 * when the value is empty, or when no record has that id.
 */
export function useReferenceLabel(spec: ReferenceSpec, value: unknown) {
  const load = batchOf(useDataProvider()());
  const labelKey = useLabelKey(spec);
  const id = isBlank(value) ? undefined : String(value);
  const { data, isFetching } = useQuery({
    queryKey: ['reference', spec.resource, id],
    queryFn: async () => (await load(spec.resource, id as string)) ?? null,
    enabled: id !== undefined,
    staleTime: REFERENCE_STALE_MS,
    // Another id is another record: never show the previous one's label while it loads.
    placeholderData: undefined,
  });
  const label = data ? data[labelKey] : undefined;
  return { label: isBlank(label) ? undefined : String(label), loading: isFetching };
}
