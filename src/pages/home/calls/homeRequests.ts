import type { Dayjs } from 'dayjs';
import { reportPayload } from '../../../reports/payload';
import { defaultState } from '../../../reports/urlState';
import {
  earningsSource,
  revenueParts,
  topSources,
  type ReportSource,
  type RevenuePart,
  type TopSource,
} from '../homeSources';
import { homePeriods, spanning, trendRange, type DayRange } from '../periods';

/**
 * What Home asks its reports for, in one place: its parts' hooks (useReportRows) and the calls
 * started at login (prefetchHome.ts) build the same bodies, so the prefetched answers are the ones
 * Home's parts find in the query cache.
 */

/** How many entries a top list shows. */
export const TOP_SIZE = 5;

/** What Home asks a report for: dates, grouping, a sort by the source's metric or by date, a page. */
export interface RowsRequest {
  dates: DayRange;
  dimensions: string[];
  sortByMetric?: boolean;
  size: number;
  /** Asked for only when true (default). */
  enabled?: boolean;
}

/** The body of a report call for a request: what the report's screen would send for that state. */
export function rowsPayload(source: ReportSource, request: RowsRequest): Record<string, unknown> {
  const state = {
    ...defaultState(source.config),
    start: request.dates.start,
    end: request.dates.end,
    dimensions: request.dimensions,
    sort: request.sortByMetric
      ? { field: source.metric, order: 'desc' as const }
      : { field: 'Date', order: 'desc' as const },
  };
  return reportPayload(source.view, state, { paging: { page: 1, size: request.size } });
}

/**
 * The cards and the trend: every day from the earliest day a card compares with (at most the 1st
 * of the previous month) to today, grouped by Date.
 */
export function earningsRequest(today: Dayjs): RowsRequest {
  const periods = homePeriods(today);
  const dates = spanning([
    ...periods.flatMap((period) => (period.previous ? [period.current, period.previous] : [period.current])),
    trendRange(today),
  ]);
  return { dates, dimensions: ['Date'], size: 100 };
}

/**
 * A top list: the entries with the most revenue over `range`, one more than shown (revenue served
 * outside any zone comes as a row without a name, left out).
 */
export const topRequest = (top: TopSource, range: DayRange): RowsRequest => ({
  dates: range,
  dimensions: [top.dimension],
  sortByMetric: true,
  size: TOP_SIZE + 1,
});

/**
 * A source of the revenue split: its net revenue over `range` by its dimension, highest first, the
 * same call as the top list of that report (so the top sites and apps share theirs). Its Total row
 * is the source's figure.
 */
export const partRequest = (part: RevenuePart, range: DayRange, enabled: boolean): RowsRequest => ({
  dates: range,
  dimensions: [part.dimension],
  sortByMetric: true,
  size: TOP_SIZE + 1,
  enabled,
});

/**
 * One report call of Home: its path and body, and the call Home waits for before asking it: for its
 * answer (`once: 'answered'`, not asked when that call fails) or for any outcome (`'settled'`).
 */
export interface HomeCall {
  path: string;
  payload: Record<string, unknown>;
  after?: { call: HomeCall; once: 'answered' | 'settled' };
}

const callOf = (source: ReportSource, request: RowsRequest, after?: HomeCall['after']): HomeCall => ({
  path: source.view.request.path,
  payload: rowsPayload(source, request),
  after,
});

/** A call's identity: its path and body. */
export const callId = (call: HomeCall) => JSON.stringify([call.path, call.payload]);

/**
 * The report calls Home makes for a user whose menu grants the routes `grants` says yes to, on the
 * day `today`, as its parts decide them: the cards and the trend (Revenue report); once the cards
 * are done (their figures or their message), each top list its report grants (at once when there
 * are no cards: EarningsOverview); once the cards' answer is in, the revenue split when all three
 * of its reports are granted. Each call once (the top sites and apps share theirs with the split).
 */
export function homeReportCalls(today: Dayjs, grants: (route: string) => boolean): HomeCall[] {
  const range = trendRange(today);
  const earnings = earningsSource();
  const cards =
    earnings && grants(earnings.config.route) ? callOf(earnings, earningsRequest(today)) : undefined;
  const sources = revenueParts();
  const split =
    cards && sources.length === 3 && sources.every((part) => grants(part.config.route))
      ? sources.map((part) => callOf(part, partRequest(part, range, true), { call: cards, once: 'answered' }))
      : [];
  const tops = topSources()
    .filter((top) => grants(top.config.route))
    .map((top) => callOf(top, topRequest(top, range), cards && { call: cards, once: 'settled' }));
  // A split's call that a top list makes too is asked with the list.
  const seen = new Set<string>();
  return [...(cards ? [cards] : []), ...tops, ...split].filter((call) => {
    const id = callId(call);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
