import { useCustom } from '@refinedev/core';
import type { ResourceSchema, Values } from '../../../model/types';

/** One article with its body (the schema's show call); list rows carry no body. */
export function useArticle(schema: ResourceSchema, id: unknown, enabled: boolean) {
  const { query, result } = useCustom<{ data?: Values }>({
    url: (schema.api.show?.path ?? '').replace(/\{\w+\}/, encodeURIComponent(String(id ?? ''))),
    method: 'get',
    queryOptions: { enabled: enabled && id !== undefined, staleTime: 0, gcTime: 0 },
  });
  return {
    article: (result.data as { data?: Values } | undefined)?.data,
    loading: query.isLoading,
    failed: query.isError,
  };
}
