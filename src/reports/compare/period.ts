import dayjs from 'dayjs';
import { DATE_FORMAT, isRangeAllowed } from '../filters/dateLimits';
import type { DateLimit } from '../types';

/** A range of whole days, both ends included ('YYYY-MM-DD'). */
export interface Period {
  start: string;
  end: string;
}

/** How many days a range holds, both ends included (one for a single day). */
export const periodDays = ({ start, end }: Period): number => dayjs(end).diff(dayjs(start), 'day') + 1;

/**
 * The period a range is compared with: the same number of days, ending the day before it starts
 * (1 to 31 March, 31 days, compares with 29 January to 28 February; a single day with the day
 * before). Counted in calendar days, so month ends and leap days need nothing special.
 */
export function previousPeriod(period: Period): Period {
  const days = periodDays(period);
  const start = dayjs(period.start);
  return {
    start: start.subtract(days, 'day').format(DATE_FORMAT),
    end: start.subtract(1, 'day').format(DATE_FORMAT),
  };
}

/** A day of the previous period moved onto the day of the range it is compared with (`days` later). */
export const shiftDay = (day: string, days: number): string =>
  dayjs(day).add(days, 'day').format(DATE_FORMAT);

/** Whether the report's date limit lets the previous period be asked (a 90-day report keeps 90 days). */
export const previousAllowed = (limit: DateLimit, previous: Period, today = dayjs()): boolean =>
  isRangeAllowed(limit, dayjs(previous.start), dayjs(previous.end), today);
