import { useCustom } from '@refinedev/core';
import type { NamedNode } from '../../fields/kinds/tree/menuTree';

/** A tree from the API (menu tree or a data tree), fetched while `enabled`. */
export function useTree(path: string, query: Record<string, unknown> | undefined, enabled: boolean) {
  const { query: state, result } = useCustom<{ data?: NamedNode[] }>({
    url: path,
    method: 'get',
    config: { query },
    queryOptions: { enabled, staleTime: 0, gcTime: 0 },
    errorNotification: false,
  });
  const nodes = (result.data as { data?: NamedNode[] } | undefined)?.data ?? [];
  return { nodes, loading: state.isLoading && enabled };
}
