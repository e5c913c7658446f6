import { EXPORT_PAGING, reportPayload } from '../payload';
import type { ReportState, ReportView } from '../types';
import { useReportData } from '../useReportData';
import { periodDays, previousAllowed, previousPeriod } from './period';

/**
 * The previous period of what the report shows, when the switch is on: the same body with the
 * previous period's dates (the same filters, dimensions and sort), asked whole (page 1 of 9999,
 * as an export) so that every row of any page finds its match. A previous period the report's
 * date limit does not allow is not asked (`allowed` false), as the picker would not allow it.
 */
export function useComparison(
  view: ReportView,
  state: ReportState,
  options: { lockedTimeZone?: string; enabled: boolean },
) {
  const on = Boolean(state.compare);
  const previous = previousPeriod(state);
  const allowed = previousAllowed(view.dateLimit, previous);
  const payload = reportPayload(
    view,
    { ...state, ...previous },
    {
      lockedTimeZone: options.lockedTimeZone,
      paging: EXPORT_PAGING,
    },
  );
  const answer = useReportData(view.request.path, payload, on && allowed && options.enabled);
  return {
    on,
    /** The previous period (shown beside the switch). */
    previous,
    /** How many days the range holds: a previous period's date moves this far onto its match. */
    days: periodDays(state),
    allowed,
    /** The previous period's call body (the Report API's second call, the export's second call). */
    payload,
    data: on && allowed ? answer.data : undefined,
    loading: on && allowed && answer.loading,
  };
}

export type Comparison = ReturnType<typeof useComparison>;
