import { useCustom } from '@refinedev/core';
import type { Values } from '../../../model/types';

/** One article with its body (GET /ssp_publisher/news/{id}); list rows carry no body. */
export function useArticle(id: unknown, enabled: boolean) {
  const { query, result } = useCustom<{ data?: Values }>({
    url: `/ssp_publisher/news/${encodeURIComponent(String(id ?? ''))}`,
    method: 'get',
    queryOptions: { enabled: enabled && id !== undefined, staleTime: 0, gcTime: 0 },
  });
  return {
    article: (result.data as { data?: Values } | undefined)?.data,
    loading: query.isLoading,
    failed: query.isError,
  };
}
