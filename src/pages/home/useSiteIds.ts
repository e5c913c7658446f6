import { useCustom } from '@refinedev/core';
import { CONTENT_SITES } from '../../reports/sources';

/**
 * The ids of the content sites by domain, read from the list the content ads report's Site filter
 * searches (granted with the report): report rows name a site by its domain, its filter by its id.
 */
export function useSiteIds(enabled: boolean): ReadonlyMap<string, string> | undefined {
  const { result } = useCustom<{ data?: { list?: Record<string, unknown>[] } }>({
    url: CONTENT_SITES.path,
    method: 'get',
    config: {
      query: { [CONTENT_SITES.pageParam ?? 'page']: 1, [CONTENT_SITES.sizeParam ?? 'page_size']: 9999 },
    },
    queryOptions: { enabled, staleTime: 5 * 60_000 },
    errorNotification: false,
  });
  const list = (result.data as { data?: { list?: Record<string, unknown>[] } } | undefined)?.data?.list;
  return (
    list &&
    new Map(
      list.map((site) => [
        String(site[CONTENT_SITES.labelKey ?? 'domain']),
        String(site[CONTENT_SITES.valueKey]),
      ]),
    )
  );
}
