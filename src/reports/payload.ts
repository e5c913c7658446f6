import type { ReportState, ReportView } from './types';

/** Filter values the user set, by payload field; a time-zone tab locks TimeZone to its zone. */
function filterValues(
  view: ReportView,
  state: ReportState,
  lockedTimeZone?: string,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const filter of view.filters) {
    const value = filter.kind === 'timeZone' && lockedTimeZone ? [lockedTimeZone] : state.filters[filter.key];
    const empty = value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
    if (!empty) values[filter.param] = typeof value === 'string' ? value.trim() : value;
  }
  return values;
}

/**
 * The body of a report call (section 7): content ads nest the dates in date_range and the filters
 * in filters; every other report sends begin_date, end_date and its filter fields flat.
 * `paging` overrides the page (exports ask for page 1 of 9999).
 */
export function reportPayload(
  view: ReportView,
  state: ReportState,
  options: { lockedTimeZone?: string; paging?: { page: number; size: number } } = {},
): Record<string, unknown> {
  const filters = filterValues(view, state, options.lockedTimeZone);
  const paging = options.paging ?? { page: state.page, size: state.size };
  const common = {
    dimensions: state.dimensions,
    sorts: [{ field: state.sort.field, order: state.sort.order }],
    page_index: paging.page,
    page_size: paging.size,
  };
  if (view.request.style === 'nested') {
    return { date_range: { start: state.start, end: state.end }, filters, ...common };
  }
  return { begin_date: state.start, end_date: state.end, ...filters, ...common };
}

/** The export page: page 1 of 9999 rows (section 9). */
export const EXPORT_PAGING = { page: 1, size: 9999 };
