import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  changeOf,
  daysOf,
  homePeriods,
  spanning,
  sumOver,
  trendRange,
  type Period,
} from '../../../src/pages/home/periods';

const at = (day: string) => dayjs(`${day}T15:30:00`);
const byKey = (periods: Period[]) => Object.fromEntries(periods.map((period) => [period.key, period]));

describe("Home's periods", () => {
  it('compares yesterday with the day before, and today (a day still running) with nothing', () => {
    const { today, yesterday } = byKey(homePeriods(at('2026-03-01')));
    expect(today.current).toEqual({ start: '2026-03-01', end: '2026-03-01' });
    // Its revenue so far against all of yesterday would be a drop every morning; the report has
    // whole days only, so there are no same hours of yesterday to compare with.
    expect(today.previous).toBeUndefined();
    expect(today.comparedWith).toBe('So far today · no change until the day is over');
    expect(yesterday.current).toEqual({ start: '2026-02-28', end: '2026-02-28' });
    expect(yesterday.previous).toEqual({ start: '2026-02-27', end: '2026-02-27' });
  });

  it('compares the last 7 whole days (to yesterday: today is still running) with the 7 days before them', () => {
    const { last7 } = byKey(homePeriods(at('2026-11-26')));
    expect(last7.current).toEqual({ start: '2026-11-19', end: '2026-11-25' });
    expect(last7.previous).toEqual({ start: '2026-11-12', end: '2026-11-18' });
    expect(last7.comparedPart).toBeUndefined();
    expect(daysOf(last7.current)).toHaveLength(7);
    expect(daysOf(last7.previous ?? last7.current)).toHaveLength(7);
  });

  it('shows this month so far, and measures its change over its whole days against the same days of the previous month', () => {
    const { month } = byKey(homePeriods(at('2026-11-26')));
    expect(month.current).toEqual({ start: '2026-11-01', end: '2026-11-26' });
    expect(month.comparedPart).toEqual({ start: '2026-11-01', end: '2026-11-25' });
    expect(month.previous).toEqual({ start: '2026-10-01', end: '2026-10-25' });
    expect(month.comparedWith).toBe('vs. the same days last month, today aside');
  });

  it('ends the previous month at its last day when it is shorter than yesterday is far into this one', () => {
    expect(byKey(homePeriods(at('2026-03-31'))).month.previous).toEqual({
      start: '2026-02-01',
      end: '2026-02-28',
    });
    expect(byKey(homePeriods(at('2026-03-30'))).month.previous).toEqual({
      start: '2026-02-01',
      end: '2026-02-28',
    });
    expect(byKey(homePeriods(at('2028-03-31'))).month.previous).toEqual({
      start: '2028-02-01',
      end: '2028-02-29',
    });
    expect(byKey(homePeriods(at('2026-01-02'))).month.previous).toEqual({
      start: '2025-12-01',
      end: '2025-12-01',
    });
  });

  it('shows no change for this month on its 1st, when no whole day of it has passed, and says why', () => {
    const { month } = byKey(homePeriods(at('2026-12-01')));
    expect(month.current).toEqual({ start: '2026-12-01', end: '2026-12-01' });
    expect(month.previous).toBeUndefined();
    expect(month.comparedWith).toBe('So far this month · no change until its first day is over');
  });

  it('names the cards and what each is compared with, in order', () => {
    expect(homePeriods(at('2026-11-26')).map((period) => [period.label, period.comparedWith])).toEqual([
      ['Today', 'So far today · no change until the day is over'],
      ['Yesterday', 'vs. the day before'],
      ['Last 7 days', 'vs. the 7 days before'],
      ['This month', 'vs. the same days last month, today aside'],
    ]);
  });

  it('draws the trend over today and the 29 days before it', () => {
    const trend = trendRange(at('2026-11-26'));
    expect(trend).toEqual({ start: '2026-10-28', end: '2026-11-26' });
    expect(daysOf(trend)).toHaveLength(30);
  });

  it('asks for one range holding every card and the trend: from the 1st of the previous month at most', () => {
    const today = at('2026-11-26');
    const periods = homePeriods(today);
    const ranges = [
      ...periods.flatMap((period) => [period.current, period.previous ?? period.current]),
      trendRange(today),
    ];
    expect(spanning(ranges)).toEqual({ start: '2026-10-01', end: '2026-11-26' });
    const early = at('2026-11-03');
    const earlyRanges = [
      ...homePeriods(early).flatMap((period) => [period.current, period.previous ?? period.current]),
      trendRange(early),
    ];
    expect(spanning(earlyRanges)).toEqual({ start: '2026-10-01', end: '2026-11-03' });
  });
});

describe("Home's sums and changes", () => {
  const byDay = new Map([
    ['2026-11-24', 10.1],
    ['2026-11-25', 20.2],
    ['2026-11-26', 30.3],
  ]);

  it('sums the days within a range, both ends included, to the cent', () => {
    expect(sumOver(byDay, { start: '2026-11-25', end: '2026-11-26' })).toBe(50.5);
    expect(sumOver(byDay, { start: '2026-11-24', end: '2026-11-24' })).toBe(10.1);
    expect(sumOver(byDay, { start: '2026-11-01', end: '2026-11-23' })).toBe(0);
  });

  it('gives the change as a fraction of the previous period, and none when there was nothing before', () => {
    expect(changeOf(150, 100)).toBe(0.5);
    expect(changeOf(75, 100)).toBe(-0.25);
    expect(changeOf(0, 100)).toBe(-1);
    expect(changeOf(10, 0)).toBeUndefined();
  });
});
