import { keys, useCustom } from '@refinedev/core';
import { TOAST_SECONDS } from '../config';
import { useEffect } from 'react';
import type { CallError } from '../providers/http';
import { useMessage } from '../providers/notifications/useMessage';
import type { ReportData } from './types';

/** What Refine's useCustom is asked for one page of a report (POST, /gamebridge/v2). */
export const reportCall = (path: string, payload: Record<string, unknown>) => ({
  url: path,
  method: 'post' as const,
  config: { payload },
  meta: { base: 'v2' as const, silent: true, answer: 'report' as const },
});

/**
 * The query key useCustom files that call under (Refine's own key builder, its default data
 * provider): what a prefetch must use for useReportData to find its answer (Home's, prefetchHome.ts).
 */
export function reportQueryKey(path: string, payload: Record<string, unknown>) {
  const { url, method, config, meta } = reportCall(path, payload);
  return keys()
    .data()
    .mutation('custom')
    .params({ method, url, ...config, ...meta })
    .get();
}

/**
 * One page of a report (POST, /gamebridge/v2). A failure carrying permission_msg is returned as
 * `permissionDenied` (and its text as `permissionText`) for the page to show its alert; any other
 * failure is a toast, and is returned as `failed` (its text `failureText`) for a part that says so
 * in place (Home) and offers `refetch` (`retrying` while that call is under way). An answer younger
 * than `freshFor` ms (default none) is shown without asking again (Home's, prefetched at login).
 */
export function useReportData(
  path: string,
  payload: Record<string, unknown>,
  enabled: boolean,
  freshFor = 0,
) {
  const message = useMessage();
  const { query, result } = useCustom<{ data?: ReportData }>({
    ...reportCall(path, payload),
    queryOptions: { enabled, placeholderData: (previous) => previous, gcTime: 60_000, staleTime: freshFor },
    errorNotification: false,
  });
  const failure = query.error as unknown as CallError | null;
  const permissionText = (failure?.body as { permission_msg?: string } | undefined)?.permission_msg;
  const permissionDenied = Boolean(permissionText);
  const failureText = failure && !permissionDenied ? failure.message : undefined;
  useEffect(() => {
    if (failureText) void message.error({ content: failureText, key: failureText, duration: TOAST_SECONDS });
  }, [failureText, query.errorUpdatedAt, message]);

  const data = query.isError ? undefined : (result.data as { data?: ReportData } | undefined)?.data;
  return {
    data,
    loading: query.isFetching,
    permissionDenied,
    permissionText,
    failed: query.isError && !permissionDenied,
    failureText,
    retrying: query.isError && query.isFetching,
    refetch: () => void query.refetch(),
  };
}
