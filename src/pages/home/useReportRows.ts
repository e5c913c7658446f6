import { useCan } from '@refinedev/core';
import type { ReportRow } from '../../reports/types';
import { useReportData } from '../../reports/useReportData';
import type { ReportSource } from './homeSources';
import { rowsPayload, type RowsRequest } from './calls/homeRequests';

/** Whether the user's menu grants a report's screen (what its route guard asks), and whether that is still being checked. */
export function useReportAccess(source: ReportSource | undefined): { can: boolean; checking: boolean } {
  const route = source?.config.route ?? '';
  const { data, isLoading } = useCan({
    resource: route,
    action: 'list',
    params: { path: route },
    queryOptions: { enabled: Boolean(source) },
  });
  return { can: Boolean(source && data?.can), checking: Boolean(source) && isLoading };
}

/**
 * Home's report answers younger than this are shown without asking again: the ones the login
 * prefetched (prefetchHome.ts) while Home's code came, or a Home left a moment ago.
 */
export const HOME_FRESH_MS = 30_000;

/**
 * Rows of a report through its own call (the body its screen would send for that state), or
 * nothing while they load, with its Total row (`total`). A refusal's text (`permission_msg`) is
 * returned for the part to show; any other failure as `failed`, for the part to say so in place of
 * its figures and offer `retry` (`retrying` while the call is asked again).
 */
export function useReportRows(source: ReportSource, request: RowsRequest) {
  const { data, loading, permissionText, failed, failureText, retrying, refetch } = useReportData(
    source.view.request.path,
    rowsPayload(source, request),
    request.enabled ?? true,
    HOME_FRESH_MS,
  );
  const rows: ReportRow[] | undefined = data?.rows;
  // One summary row; some services wrap it in a list.
  const totals = data?.total_rows;
  return {
    rows,
    total: Array.isArray(totals) ? totals[0] : totals,
    loading: loading && !rows,
    permissionText,
    failed,
    failureText,
    retrying,
    retry: refetch,
  };
}
