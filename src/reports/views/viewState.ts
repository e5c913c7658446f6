import dayjs, { type Dayjs } from 'dayjs';
import type { SavedViewState, ViewDates } from '../../common/reportViews';
import { DATE_FORMAT } from '../filters/dateLimits';
import type { ReportState } from '../types';
import { COLUMNS_PARAM, DEFAULT_PAGE_SIZE, RELATIVE_PARAM, writeState } from '../urlState';
import { t } from '../../i18n/i18n';

/** The state's dates as a range relative to today: its length and how many days before today it ends. */
export function relativeDates(state: Pick<ReportState, 'start' | 'end'>, today: Dayjs = dayjs()): ViewDates {
  const start = dayjs(state.start);
  const end = dayjs(state.end);
  return {
    kind: 'relative',
    days: end.diff(start, 'day') + 1,
    endDaysBeforeToday: Math.max(0, today.startOf('day').diff(end, 'day')),
  };
}

/**
 * What a saved view keeps of a report's state: tab, dates (relative or fixed), filters, dimensions,
 * columns, sort, and whether it compares with the previous period.
 */
export function viewStateOf(
  state: ReportState,
  columns: string[],
  dates: ViewDates['kind'],
  today: Dayjs = dayjs(),
): SavedViewState {
  return {
    tab: state.tab,
    dates:
      dates === 'relative'
        ? relativeDates(state, today)
        : { kind: 'fixed', start: state.start, end: state.end },
    filters: state.filters,
    dimensions: state.dimensions,
    columns,
    sort: { ...state.sort },
    ...(state.compare ? { compare: true } : {}),
  };
}

/** '1 day', '7 days'. */
const dayCount = (count: number) => (count === 1 ? t('1 day') : t('{{number}} days', { number: count }));

/** A view's dates in words: 'Last 7 days', 'Yesterday', '7 days ending 2 days before today', or the two days. */
export function datesLabel(dates: ViewDates): string {
  if (dates.kind === 'fixed') return t('{{start}} to {{end}}', { start: dates.start, end: dates.end });
  const { days, endDaysBeforeToday: end } = dates;
  if (end === 0) return days === 1 ? t('Today') : t('Last {{days}} days', { days });
  if (end === 1 && days === 1) return t('Yesterday');
  return t('{{days}} ending {{end}} before today', { days: dayCount(days), end: dayCount(end) });
}

/**
 * The report query a view opens: a relative range as `rel` (so the link keeps meaning 'the last 7
 * days' on any later day), fixed dates as start and end, and the visible columns as `cols`.
 */
export function viewQuery(view: SavedViewState): URLSearchParams {
  const today = dayjs().format(DATE_FORMAT);
  const params = writeState({
    tab: view.tab,
    start: view.dates.kind === 'fixed' ? view.dates.start : today,
    end: view.dates.kind === 'fixed' ? view.dates.end : today,
    filters: view.filters,
    dimensions: view.dimensions,
    sort: view.sort,
    page: 1,
    size: DEFAULT_PAGE_SIZE,
    compare: view.compare,
  });
  if (view.dates.kind === 'relative') {
    params.delete('start');
    params.delete('end');
    params.set(RELATIVE_PARAM, `${view.dates.days}.${view.dates.endDaysBeforeToday}`);
  }
  params.set(COLUMNS_PARAM, view.columns.join(','));
  return params;
}

/** The address anyone with access opens to see the view: this console, the report's route, its query. */
export function viewLink(
  route: string,
  view: SavedViewState,
  base = `${location.origin}${location.pathname}`,
): string {
  return `${base}#${route}?${viewQuery(view).toString()}`;
}
