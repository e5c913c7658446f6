import type { ReportQuery } from './engine';
import { isDay } from './days';

/** Largest page a report call answers (the exports ask for 9999). */
export const MAX_PAGE_SIZE = 9999;

const PAGING_AND_SHAPE = new Set([
  'begin_date',
  'end_date',
  'dimensions',
  'sorts',
  'page_index',
  'page_size',
  'date_range',
  'filters',
  'metric',
  'dimension',
]);

/** The refusals of a report body without a readable range (docs/openapi.json shows them too). */
export const REPORT_QUERY_REFUSALS = {
  noRange: 'Please select a date range',
  endBeforeStart: 'The end date cannot be before the start date',
} as const;

/**
 * A report call's body as a query, or the refusal text. Content ads send date_range{start,end}
 * and filters{...}; the others begin_date, end_date and their filter fields at the top level.
 */
export function readReportQuery(body: Record<string, unknown>): ReportQuery | string {
  const range = body.date_range as { start?: unknown; end?: unknown } | undefined;
  const start = range ? range.start : body.begin_date;
  const end = range ? range.end : body.end_date;
  if (!isDay(start) || !isDay(end)) return REPORT_QUERY_REFUSALS.noRange;
  if (end < start) return REPORT_QUERY_REFUSALS.endBeforeStart;
  const filters = range
    ? ((body.filters as Record<string, unknown> | undefined) ?? {})
    : Object.fromEntries(Object.entries(body).filter(([key]) => !PAGING_AND_SHAPE.has(key)));
  const sorts = Array.isArray(body.sorts) ? (body.sorts as { field?: unknown; order?: unknown }[]) : [];
  const sort = sorts[0] && typeof sorts[0].field === 'string' ? sorts[0] : undefined;
  return {
    start,
    end,
    filters,
    // Names only: anything else (a nested list, an object) is no dimension.
    dimensions: Array.isArray(body.dimensions)
      ? body.dimensions.filter((name): name is string => typeof name === 'string')
      : [],
    sort: sort ? { field: String(sort.field), order: sort.order === 'asc' ? 'asc' : 'desc' } : undefined,
    page: Math.max(1, Number(body.page_index) || 1),
    size: Math.min(MAX_PAGE_SIZE, Math.max(1, Number(body.page_size) || 20)),
  };
}
