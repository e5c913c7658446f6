import type { ReportConfig } from '../../reports/types';
import { defaultState, writeState } from '../../reports/urlState';
import type { DayRange } from './periods';

/** What a link into a report sets beyond its defaults. */
export interface ReportLinkState {
  dates: DayRange;
  dimensions?: string[];
  filters?: Record<string, string[]>;
  /** Sorted by this metric, highest first (default: the report's own sort, Date descending). */
  sortBy?: string;
}

/**
 * The address of a report showing a figure of Home: its dates, dimensions, filters and sort in the
 * query the report reads its state from (src/reports/urlState.ts), everything else its default.
 */
export function reportLink(config: ReportConfig, link: ReportLinkState): string {
  const state = defaultState(config);
  state.start = link.dates.start;
  state.end = link.dates.end;
  if (link.dimensions) state.dimensions = link.dimensions;
  if (link.filters) state.filters = link.filters;
  if (link.sortBy) state.sort = { field: link.sortBy, order: 'desc' };
  return `${config.route}?${writeState(state).toString()}`;
}
