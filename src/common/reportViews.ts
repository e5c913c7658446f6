/**
 * A saved report view as the console and the embedded API share it (GET/POST/PUT/DELETE
 * /ssp_publisher/report_view, docs/api.md). React-free: the embedded API validates with it.
 */

/** The view's dates: a range relative to the day it is applied, or two fixed days. */
export type ViewDates =
  | { kind: 'relative'; days: number; endDaysBeforeToday: number }
  | { kind: 'fixed'; start: string; end: string };

export interface SavedViewState {
  tab: string;
  dates: ViewDates;
  filters: Record<string, string[] | string>;
  dimensions: string[];
  /** Visible metric columns. */
  columns: string[];
  sort: { field: string; order: 'asc' | 'desc' };
  /** Compared with the previous period of the same length (absent: not compared). */
  compare?: boolean;
}

export interface SavedView {
  id: number;
  /** The report's config id ('widget_revenue'). */
  report: string;
  name: string;
  state: SavedViewState;
  created_time: string;
  updated_time: string;
}

export const VIEW_NAME_MAX = 50;

const isDay = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isTexts = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
const isCount = (value: unknown, min: number) => Number.isInteger(value) && (value as number) >= min;

function datesProblem(dates: unknown): string | undefined {
  const value = (dates ?? {}) as Record<string, unknown>;
  if (value.kind === 'relative') {
    return isCount(value.days, 1) && isCount(value.endDaysBeforeToday, 0)
      ? undefined
      : 'A relative range needs days (1 or more) and endDaysBeforeToday (0 or more)';
  }
  if (value.kind === 'fixed') {
    return isDay(value.start) && isDay(value.end) && String(value.start) <= String(value.end)
      ? undefined
      : 'Fixed dates need start and end as YYYY-MM-DD, start first';
  }
  return "dates.kind must be 'relative' or 'fixed'";
}

/** Why a name cannot be used ('' trimmed), or nothing. */
export function viewNameProblem(name: unknown): string | undefined {
  if (typeof name !== 'string' || !name.trim()) return 'Please input a view name';
  if (name.trim().length > VIEW_NAME_MAX) return `A view name has at most ${VIEW_NAME_MAX} characters`;
  return undefined;
}

/** Why a body's `state` is not a view state, or nothing. */
export function viewStateProblem(state: unknown): string | undefined {
  if (!state || typeof state !== 'object') return 'state is required';
  const value = state as Record<string, unknown>;
  if (typeof value.tab !== 'string' || !value.tab) return 'state.tab is required';
  const dates = datesProblem(value.dates);
  if (dates) return dates;
  const filters = value.filters;
  if (
    !filters ||
    typeof filters !== 'object' ||
    !Object.values(filters).every((item) => typeof item === 'string' || isTexts(item))
  )
    return 'state.filters must map each filter to a text or a list of texts';
  if (!isTexts(value.dimensions) || !isTexts(value.columns))
    return 'state.dimensions and state.columns must be lists of texts';
  const sort = (value.sort ?? {}) as Record<string, unknown>;
  if (typeof sort.field !== 'string' || (sort.order !== 'asc' && sort.order !== 'desc'))
    return "state.sort needs a field and an order 'asc' or 'desc'";
  if (value.compare !== undefined && typeof value.compare !== 'boolean')
    return 'state.compare must be true or false';
  return undefined;
}
