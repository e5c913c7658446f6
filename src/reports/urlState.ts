import dayjs from 'dayjs';
import { DATE_FORMAT, defaultRange, isRangeAllowed } from './filters/dateLimits';
import type { ReportConfig, ReportState, ReportView, SortOrder } from './types';
import { t } from '../i18n/i18n';

export const PAGE_SIZES = [10, 20, 30, 50, 100];
export const DEFAULT_PAGE_SIZE = 20;
export const DEFAULT_SORT = { field: 'Date', order: 'desc' } as const;
/** The tab of content ads that applies no single time zone. */
export const TOTAL_TAB = 'Total';

const FILTER_PREFIX = 'f.';
/** A range relative to today, `<days>.<days before today it ends>` (a saved view's link). */
export const RELATIVE_PARAM = 'rel';
/** Visible metric columns a link sets (a saved view's link); taken once, then dropped. */
export const COLUMNS_PARAM = 'cols';
/** `compare=1`: the report is compared with the previous period. */
export const COMPARE_PARAM = 'compare';

/** The start and end of a relative range, today being `today`. */
export function relativeRange(days: number, endDaysBeforeToday: number, today = dayjs()): [string, string] {
  return defaultRange([endDaysBeforeToday + days - 1, endDaysBeforeToday], today);
}

/** `rel=7.0` read as [start, end], or nothing when absent or malformed. */
function readRelative(params: URLSearchParams): [string, string] | undefined {
  const found = /^(\d{1,4})\.(\d{1,4})$/.exec(params.get(RELATIVE_PARAM) ?? '');
  if (!found || Number(found[1]) < 1) return undefined;
  return relativeRange(Number(found[1]), Number(found[2]));
}

/** The view a tab shows: a tab of its own (keyword, tracking) or the one view (time-zone tabs share it). */
export function viewOfTab(config: ReportConfig, tab: string): ReportView {
  return config.views.find((view) => view.key === tab) ?? config.views[0];
}

export function defaultTab(config: ReportConfig): string {
  return config.timeZoneTabs ? TOTAL_TAB : config.views[0].key;
}

/** The state a tab opens with: default range, no filters, default dimensions, Date descending, page 1. */
export function defaultState(config: ReportConfig, tab = defaultTab(config)): ReportState {
  const view = viewOfTab(config, tab);
  const [start, end] = defaultRange(view.defaultRange);
  return {
    tab,
    start,
    end,
    filters: {},
    dimensions: [...view.defaultDimensions],
    sort: { ...DEFAULT_SORT },
    page: 1,
    size: DEFAULT_PAGE_SIZE,
  };
}

const isDay = (text: string | null): text is string =>
  Boolean(text && /^\d{4}-\d{2}-\d{2}$/.test(text) && dayjs(text, DATE_FORMAT).isValid());

/**
 * A report's state read from the URL query; anything missing, unknown or outside the view's limits
 * falls back to the default, so a shared link shows the same report and a hand-edited one a sane one.
 */
export function readState(config: ReportConfig, params: URLSearchParams): ReportState {
  const tabParam = params.get('tab');
  const tabKnown = tabParam && (config.timeZoneTabs || config.views.some((view) => view.key === tabParam));
  const tab = tabKnown ? tabParam : defaultTab(config);
  const view = viewOfTab(config, tab);
  const state = defaultState(config, tab);

  const relative = params.has('start') || params.has('end') ? undefined : readRelative(params);
  const start = relative?.[0] ?? params.get('start');
  const end = relative?.[1] ?? params.get('end');
  if (isDay(start) && isDay(end) && isRangeAllowed(view.dateLimit, dayjs(start), dayjs(end))) {
    state.start = start;
    state.end = end;
  }

  for (const filter of view.filters) {
    const values = params.getAll(`${FILTER_PREFIX}${filter.key}`).filter(Boolean);
    if (values.length) state.filters[filter.key] = filter.kind === 'text' ? values[0] : values;
  }

  const dimensionValues = new Set(view.dimensions.map((dimension) => dimension.value));
  const dims = params.get('dims');
  if (dims !== null && !view.fixedDimensions) {
    state.dimensions = dims.split(',').filter((value) => dimensionValues.has(value));
  }

  const [field, order] = (params.get('sort') ?? '').split('.');
  const sortable = new Set(['Date', ...view.metrics.map((metric) => metric.key)]);
  if (sortable.has(field) && (order === 'asc' || order === 'desc'))
    state.sort = { field, order: order as SortOrder };

  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page >= 1) state.page = page;
  const size = Number(params.get('size'));
  if (PAGE_SIZES.includes(size)) state.size = size;
  if (params.get(COMPARE_PARAM) === '1') state.compare = true;
  return state;
}

/**
 * Why a link's dates were not used (the report then shows its default dates), or nothing when the
 * link names none or names allowed ones.
 */
export function linkDateProblem(config: ReportConfig, params: URLSearchParams): string | undefined {
  const start = params.get('start');
  const end = params.get('end');
  if (start === null && end === null) return undefined;
  const state = readState(config, params);
  if (state.start === start && state.end === end) return undefined;
  const shown = { shownStart: state.start, shownEnd: state.end };
  if (!isDay(start) || !isDay(end))
    return t("The link's dates could not be read, so it shows {{shownStart}} to {{shownEnd}}.", shown);
  if (dayjs(end).isBefore(dayjs(start), 'day'))
    return t(
      "The link's start date {{start}} is after its end date {{end}}, so it shows {{shownStart}} to {{shownEnd}}.",
      { start, end, ...shown },
    );
  return t(
    "The link's dates {{start}} to {{end}} are outside what this report allows, so it shows {{shownStart}} to {{shownEnd}}.",
    { start, end, ...shown },
  );
}

/** The URL query of a state. */
export function writeState(state: ReportState): URLSearchParams {
  const params = new URLSearchParams({
    tab: state.tab,
    start: state.start,
    end: state.end,
    dims: state.dimensions.join(','),
    sort: `${state.sort.field}.${state.sort.order}`,
    page: String(state.page),
    size: String(state.size),
  });
  for (const [key, value] of Object.entries(state.filters)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== '') params.append(`${FILTER_PREFIX}${key}`, item);
    }
  }
  if (state.compare) params.set(COMPARE_PARAM, '1');
  return params;
}
