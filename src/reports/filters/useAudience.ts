import { useCustom, useGetIdentity } from '@refinedev/core';
import { useEffect } from 'react';
import { COOPERATION_LINE_KEY } from '../../config';
import type { StoredUser } from '../../providers/session/session';
import type { CooperationLine, ReportAudience } from '../types';
import { cooperationLine } from '../../calls/calls';

/** The call naming the company's cooperation line, its answer declared. */
export const COOPERATION_LINE_CALL = {
  url: cooperationLine.path,
  method: 'get' as const,
  meta: { base: 'v2' as const, answer: 'cooperationLine' as const },
};

/**
 * Who is looking at the report: the signed-in company, and for search ads the cooperation line
 * (GET /search_ad/cooperation_line, kept under SEARCH_COMPANY_BUSINESS_LINE once read).
 */
export function useAudience(needsLine: boolean): { audience: ReportAudience; ready: boolean } {
  const identity = useGetIdentity<StoredUser>();
  const { query, result } = useCustom<{ data?: { cooperation_line?: string } }>({
    ...COOPERATION_LINE_CALL,
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
