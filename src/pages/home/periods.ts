import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMAT } from '../../reports/filters/dateLimits';

/** A range of whole days, both ends included ('YYYY-MM-DD'). */
export interface DayRange {
  start: string;
  end: string;
}

export type PeriodKey = 'today' | 'yesterday' | 'last7' | 'month';

/** A card of Home: its period and the period it is compared with. */
export interface Period {
  key: PeriodKey;
  /** The card's title (translated where shown). */
  label: string;
  /**
   * What the change is measured against, in words (translated where shown); for a period still
   * running without a period to compare with, why it shows no change.
   */
  comparedWith: string;
  current: DayRange;
  /** The period compared with; none for today, which is not compared (see homePeriods). */
  previous?: DayRange;
  /** The whole days of `current` the change measures against `previous`, where not all of it. */
  comparedPart?: DayRange;
}

const range = (start: Dayjs, end: Dayjs): DayRange => ({
  start: start.format(DATE_FORMAT),
  end: end.format(DATE_FORMAT),
});

/**
 * The periods of Home's cards, today being `today` (the browser's day, as the reports use):
 *
 * - Today, a day still running, against nothing: its revenue so far against all of yesterday would
 *   show a drop every morning, and the Revenue report has whole days only (no hours to compare
 *   the same hours of yesterday with). Tomorrow the Yesterday card compares the whole day.
 * - Yesterday against the day before it.
 * - Last 7 days (yesterday and the 6 days before it, whole days) against the 7 days before those.
 * - This month (the 1st to today) shows its revenue so far; its change measures its whole days
 *   (the 1st to yesterday) against the same days of the previous month: its 1st to the same day
 *   of the month, or to its last day when it is shorter (31 March compares 1 to 30 March with
 *   1 to 28 February). On the 1st no whole day has passed: no change, and it says why.
 */
export function homePeriods(today: Dayjs): Period[] {
  const day = today.startOf('day');
  const monthStart = day.startOf('month');
  const previousMonthStart = monthStart.subtract(1, 'month');
  const previousMonthEnd = monthStart.subtract(1, 'day');
  const yesterday = day.subtract(1, 'day');
  const sameDay = previousMonthStart.add(yesterday.date() - 1, 'day');
  const monthSoFar = range(monthStart, day);
  return [
    {
      key: 'today',
      label: 'Today',
      comparedWith: 'So far today · no change until the day is over',
      current: range(day, day),
    },
    {
      key: 'yesterday',
      label: 'Yesterday',
      comparedWith: 'vs. the day before',
      current: range(day.subtract(1, 'day'), day.subtract(1, 'day')),
      previous: range(day.subtract(2, 'day'), day.subtract(2, 'day')),
    },
    {
      key: 'last7',
      label: 'Last 7 days',
      comparedWith: 'vs. the 7 days before',
      current: range(day.subtract(7, 'day'), yesterday),
      previous: range(day.subtract(14, 'day'), day.subtract(8, 'day')),
    },
    day.date() === 1
      ? {
          key: 'month',
          label: 'This month',
          comparedWith: 'So far this month · no change until its first day is over',
          current: monthSoFar,
        }
      : {
          key: 'month',
          label: 'This month',
          comparedWith: 'vs. the same days last month, today aside',
          current: monthSoFar,
          comparedPart: range(monthStart, yesterday),
          previous: range(previousMonthStart, sameDay.isAfter(previousMonthEnd) ? previousMonthEnd : sameDay),
        },
  ];
}

/** The days of the revenue trend: today and the 29 days before it. */
export const TREND_DAYS = 30;

export function trendRange(today: Dayjs): DayRange {
  const day = today.startOf('day');
  return range(day.subtract(TREND_DAYS - 1, 'day'), day);
}

/** The one range that holds every given range (the dates are ISO days, so text order is date order). */
export function spanning(ranges: DayRange[]): DayRange {
  return {
    start: ranges.map((item) => item.start).reduce((a, b) => (a < b ? a : b)),
    end: ranges.map((item) => item.end).reduce((a, b) => (a > b ? a : b)),
  };
}

/** The sum of the days of a range; a day without a figure counts as nothing. */
export function sumOver(byDay: ReadonlyMap<string, number>, within: DayRange): number {
  let total = 0;
  for (const [day, value] of byDay) if (day >= within.start && day <= within.end) total += value;
  return Math.round(total * 100) / 100;
}

/** The change from `previous` to `current` as a fraction (0.25 is +25%); none when there was nothing before. */
export function changeOf(current: number, previous: number): number | undefined {
  return previous ? (current - previous) / previous : undefined;
}

/** Every day of a range, oldest first. */
export function daysOf(within: DayRange): string[] {
  const days: string[] = [];
  for (let day = dayjs(within.start); !day.isAfter(dayjs(within.end), 'day'); day = day.add(1, 'day'))
    days.push(day.format(DATE_FORMAT));
  return days;
}
