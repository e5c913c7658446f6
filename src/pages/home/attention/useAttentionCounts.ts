import { useDataProvider } from '@refinedev/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { accessControlProvider } from '../../../providers/access/accessControlProvider';
import type { AttentionKind } from './attentionKinds';

/** One kind's answer: how many records (none while asked), or the failure's text. */
export interface AttentionCount {
  kind: AttentionKind;
  total: number | undefined;
  failed: boolean;
  failureText: string | undefined;
}

/** Whether the user's menu grants each kind's list (its route guard's check), in order; none while read. */
function useGranted(kinds: AttentionKind[], enabled: boolean): AttentionKind[] | undefined {
  const paths = kinds.map((kind) => kind.accessPath);
  const { data } = useQuery({
    queryKey: ['home-attention', 'access', ...paths],
    queryFn: () =>
      Promise.all(
        kinds.map(
          async (kind) =>
            (
              await accessControlProvider.can!({
                resource: kind.resource,
                action: 'list',
                params: { path: kind.accessPath },
              })
            ).can,
        ),
      ),
    enabled,
  });
  return data && kinds.filter((_, index) => data[index]);
}

/**
 * How many records of each kind need attention, for the kinds whose list the user's menu grants
 * (the others are not asked for): each through its list's own call in the data provider, filtered
 * by the kind's status, one row a page, its `total` read. `counts` is undefined until every call
 * has answered or failed; `retry` asks the failed ones again (`retrying` while it does).
 */
export function useAttentionCounts(kinds: AttentionKind[], enabled: boolean) {
  const dataProvider = useDataProvider();
  const granted = useGranted(kinds, enabled);
  const queries = useQueries({
    queries: (granted ?? []).map((kind) => ({
      queryKey: ['home-attention', kind.resource, kind.param, kind.value],
      queryFn: () =>
        dataProvider().getList({
          resource: kind.resource,
          filters: [{ field: kind.param, operator: 'eq' as const, value: kind.value }],
          pagination: { currentPage: 1, pageSize: 1 },
        }),
    })),
  });
  const settled = granted !== undefined && queries.every((query) => query.isSuccess || query.isError);
  const counts: AttentionCount[] | undefined = settled
    ? granted.map((kind, index) => ({
        kind,
        total: queries[index].isError ? undefined : queries[index].data?.total,
        failed: queries[index].isError,
        failureText: queries[index].error?.message,
      }))
    : undefined;
  const failedQueries = queries.filter((query) => query.isError);
  return {
    counts,
    retry: () => failedQueries.forEach((query) => void query.refetch()),
    retrying: failedQueries.some((query) => query.isFetching),
  };
}
