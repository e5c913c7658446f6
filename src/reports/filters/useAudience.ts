import { useCustom, useGetIdentity } from '@refinedev/core';
import { useEffect } from 'react';
import { COOPERATION_LINE_KEY } from '../../config';
import type { StoredUser } from '../../providers/session/session';
import type { CooperationLine, ReportAudience } from '../types';

/**
 * Who is looking at the report: the signed-in company, and for search ads the cooperation line
 * (GET /search_ad/cooperation_line, kept under SEARCH_COMPANY_BUSINESS_LINE once read).
 */
export function useAudience(needsLine: boolean): { audience: ReportAudience; ready: boolean } {
  const identity = useGetIdentity<StoredUser>();
  const { query, result } = useCustom<{ data?: { cooperation_line?: string } }>({
    url: '/ssp_publisher/search_ad/cooperation_line',
    method: 'get',
    meta: { base: 'v2' },
    queryOptions: { enabled: needsLine },
    errorNotification: false,
  });
  const answered = (result.data as { data?: { cooperation_line?: string } } | undefined)?.data
    ?.cooperation_line;
  const cooperationLine: CooperationLine | undefined = answered
    ? answered === 'SSP'
      ? 'SSP'
      : 'other'
    : undefined;
  useEffect(() => {
    if (cooperationLine) localStorage.setItem(COOPERATION_LINE_KEY, cooperationLine);
  }, [cooperationLine]);

  const ready = !identity.isLoading && (!needsLine || !query.isLoading);
  return {
    audience: {
      companyId: identity.data?.company_id,
      cooperationLine: needsLine ? (cooperationLine ?? 'other') : undefined,
    },
    ready,
  };
}
