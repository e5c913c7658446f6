import { useCan } from '@refinedev/core';
import { reportPayload } from '../../reports/payload';
import type { ReportRow } from '../../reports/types';
import { useReportData } from '../../reports/useReportData';
import { defaultState } from '../../reports/urlState';
import type { DayRange } from './periods';
import type { ReportSource } from './homeSources';

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

/** What Home asks a report for: dates, grouping, a sort by the source's metric or by date, a page. */
export interface RowsRequest {
  dates: DayRange;
  dimensions: string[];
  sortByMetric?: boolean;
  size: number;
  /** Asked for only when true (default). */
  enabled?: boolean;
}

/**
 * Rows of a report through its own call (the body its screen would send for that state), or
 * nothing while they load, with its Total row (`total`). A refusal's text (`permission_msg`) is
 * returned for the part to show; any other failure as `failed`, for the part to say so in place of
 * its figures and offer `retry` (`retrying` while the call is asked again).
 */
export function useReportRows(source: ReportSource, request: RowsRequest) {
  const state = {
    ...defaultState(source.config),
    start: request.dates.start,
    end: request.dates.end,
    dimensions: request.dimensions,
    sort: request.sortByMetric
      ? { field: source.metric, order: 'desc' as const }
      : { field: 'Date', order: 'desc' as const },
  };
  const payload = reportPayload(source.view, state, { paging: { page: 1, size: request.size } });
  const { data, loading, permissionText, failed, failureText, retrying, refetch } = useReportData(
    source.view.request.path,
    payload,
    request.enabled ?? true,
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
