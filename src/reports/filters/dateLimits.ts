import dayjs, { type Dayjs } from 'dayjs';
import type { DateLimit } from '../types';
import { t } from '../../i18n/i18n';

export const DATE_FORMAT = 'YYYY-MM-DD';

/** The earliest start and latest end a limit allows, today being `today`. */
export function limitBounds(limit: DateLimit, today: Dayjs = dayjs()): { earliest?: Dayjs; latest: Dayjs } {
  const day = today.startOf('day');
  switch (limit.kind) {
    case 'daysBack':
      return {
        earliest: day.subtract(limit.days, 'day'),
        latest: day.subtract(limit.endDaysBeforeToday ?? 0, 'day'),
      };
    case 'window':
      return { earliest: dayjs(limit.earliest).startOf('day'), latest: day };
    case 'notFuture':
      return { latest: day };
  }
}

/**
 * Whether a date cannot be picked. `from` is the other end already picked (RangePicker's info.from):
 * a window limit also keeps the range within its maximum length.
 */
export function isDateDisabled(
  limit: DateLimit,
  date: Dayjs,
  from?: Dayjs | null,
  today: Dayjs = dayjs(),
): boolean {
  const { earliest, latest } = limitBounds(limit, today);
  const candidate = date.startOf('day');
  if (candidate.isAfter(latest)) return true;
  if (earliest && candidate.isBefore(earliest)) return true;
  if (limit.kind === 'window' && from) {
    return Math.abs(candidate.diff(from.startOf('day'), 'day')) >= limit.maxDays;
  }
  return false;
}

/** The first and last day of the month, year or decade a picker's panel shows as one cell. */
function periodOf(date: Dayjs, panel: string): [Dayjs, Dayjs] | undefined {
  if (panel === 'month' || panel === 'year') return [date.startOf(panel), date.endOf(panel).startOf('day')];
  if (panel !== 'decade') return undefined;
  const first = date.year(Math.floor(date.year() / 10) * 10).startOf('year');
  return [first, first.add(9, 'year').endOf('year').startOf('day')];
}

/**
 * Whether a cell of a range picker's panel (`panel`: rc-picker's info.type) cannot be picked: a
 * day as `isDateDisabled`; a month, year or decade only when none of its days can be. rc-picker
 * disables such a cell when its first and last days both are: with the days alone, the year of a
 * 92-day limit (its 1 January and 31 December outside) was disabled, and a user who opened the
 * years could not come back to the days they may pick.
 */
export function isCellDisabled(
  limit: DateLimit,
  date: Dayjs,
  panel: string | undefined,
  from?: Dayjs | null,
  today: Dayjs = dayjs(),
): boolean {
  const period = periodOf(date, panel ?? 'date');
  if (!period) return isDateDisabled(limit, date, from, today);
  const [first, last] = period;
  const { earliest, latest } = limitBounds(limit, today);
  if (first.isAfter(latest) || (earliest && last.isBefore(earliest))) return true;
  if (limit.kind !== 'window' || !from) return false;
  const reach = limit.maxDays - 1;
  const start = from.startOf('day');
  return first.isAfter(start.add(reach, 'day')) || last.isBefore(start.subtract(reach, 'day'));
}

/** Whether a whole range is allowed (used to refuse a hand-edited URL). */
export function isRangeAllowed(limit: DateLimit, start: Dayjs, end: Dayjs, today: Dayjs = dayjs()): boolean {
  if (end.isBefore(start, 'day')) return false;
  return !isDateDisabled(limit, start, undefined, today) && !isDateDisabled(limit, end, start, today);
}

/** The default range: `[daysBeforeStart, daysBeforeEnd]` before today (last 7 days unless told). */
export function defaultRange(range: [number, number] = [6, 0], today: Dayjs = dayjs()): [string, string] {
  const day = today.startOf('day');
  return [
    day.subtract(range[0], 'day').format(DATE_FORMAT),
    day.subtract(range[1], 'day').format(DATE_FORMAT),
  ];
}

/**
 * The spec's quick ranges: a name, its length in days, how many days before today it ends, and
 * whether the name gives exact days ('Yesterday' is one given day; 'Last 7 Days' a length).
 */
const QUICK_RANGES: [label: string, days: number, endDaysBeforeToday: number, exact: boolean][] = [
  ['Yesterday', 1, 1, true],
  ['Last 7 Days', 7, 0, false],
  ['Last 30 Days', 30, 0, false],
];

/** A quick range: what it selects, and why it cannot be chosen when the limit does not allow it. */
export interface QuickRange {
  label: string;
  value: [Dayjs, Dayjs];
  /** Set when the range's days are outside the limit: shown disabled, with this as the reason. */
  disabledBecause?: string;
}

/**
 * The spec's quick ranges Yesterday, Last 7 Days and Last 30 Days, always all three; each selects
 * what its name says or is shown disabled with the reason. A range named by its exact days
 * (Yesterday) can be chosen only when the limit allows those days: user analytics ends two days
 * before today (the spec's date limit), so its 'Yesterday' is disabled rather than showing the day
 * before. 'Last N Days' names a length: it keeps its length and ends on the latest day the limit
 * allows (the filter bar says so in a tooltip); a window limit shortens a range longer than its
 * maximum.
 */
export function quickRanges(limit: DateLimit, today: Dayjs = dayjs()): QuickRange[] {
  const day = today.startOf('day');
  const { earliest, latest } = limitBounds(limit, today);
  return QUICK_RANGES.flatMap(([label, days, endDaysBeforeToday, exact]): QuickRange[] => {
    const ownEnd = day.subtract(endDaysBeforeToday, 'day');
    if (exact && ownEnd.isAfter(latest)) {
      const value: [Dayjs, Dayjs] = [ownEnd.subtract(days - 1, 'day'), ownEnd];
      const disabledBecause = t(
        "A day's data is complete {{days}} days later: the latest day here is {{end}}.",
        {
          days: latestDayOffset(limit),
          end: latest.format(DATE_FORMAT),
        },
      );
      return [{ label: t(label), value, disabledBecause }];
    }
    const to = ownEnd.isAfter(latest) ? latest : ownEnd;
    const length = limit.kind === 'window' ? Math.min(days, limit.maxDays) : days;
    let from = to.subtract(length - 1, 'day');
    if (earliest && from.isBefore(earliest)) from = earliest;
    return from.isAfter(to) ? [] : [{ label: t(label), value: [from, to] }];
  });
}

/** How many days before today the latest allowed day is (0: today). */
export function latestDayOffset(limit: DateLimit): number {
  return limit.kind === 'daysBack' ? (limit.endDaysBeforeToday ?? 0) : 0;
}

/** A limit in words, with its exact days (the Report API screen and the typed-dates message). */
export function dateLimitText(limit: DateLimit): string {
  switch (limit.kind) {
    case 'daysBack': {
      return limit.endDaysBeforeToday
        ? t('start at most {{days}} days before today, end at most {{end}} days before today', {
            days: limit.days,
            end: limit.endDaysBeforeToday,
          })
        : t('start at most {{days}} days before today, end no later than today', { days: limit.days });
    }
    case 'window':
      return t('start on or after {{earliest}}, end no later than today, at most {{maxDays}} days long', {
        earliest: limit.earliest,
        maxDays: limit.maxDays,
      });
    case 'notFuture':
      return t('any dates up to today');
  }
}

/**
 * Why a range cannot be used, in the limit's exact words, or nothing when it is allowed: the end
 * before the start, a day outside the limit, or a range longer than its maximum.
 */
export function rangeProblem(
  limit: DateLimit,
  start: Dayjs,
  end: Dayjs,
  today: Dayjs = dayjs(),
): string | undefined {
  const span = t('{{start}} to {{end}}', { start: start.format(DATE_FORMAT), end: end.format(DATE_FORMAT) });
  if (end.isBefore(start, 'day'))
    return t('The start date {{start}} is after the end date.', { start: start.format(DATE_FORMAT) });
  if (isRangeAllowed(limit, start, end, today)) return undefined;
  const { earliest, latest } = limitBounds(limit, today);
  const inBounds = !start.isBefore(earliest ?? start, 'day') && !end.isAfter(latest, 'day');
  if (limit.kind === 'window' && inBounds)
    return t('{{span}} is {{days}} days; this report allows at most {{maxDays}} days.', {
      span,
      days: end.diff(start, 'day') + 1,
      maxDays: limit.maxDays,
    });
  const window = earliest
    ? t('{{start}} to {{end}}', { start: earliest.format(DATE_FORMAT), end: latest.format(DATE_FORMAT) })
    : t('up to {{end}}', { end: latest.format(DATE_FORMAT) });
  return t('{{span}} is outside the allowed dates ({{window}}): {{limit}}.', {
    span,
    window,
    limit: dateLimitText(limit),
  });
}
