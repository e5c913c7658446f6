import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import contentAds from '../../../src/reports/configs/contentAds';
import keywordData from '../../../src/reports/configs/keywordData';
import revenue from '../../../src/reports/configs/revenue';
import searchAds from '../../../src/reports/configs/searchAds';
import appAds from '../../../src/reports/configs/appAds';
import trackingReport from '../../../src/reports/configs/trackingReport';
import userAnalytics from '../../../src/reports/configs/userAnalytics';
import widgetRevenue from '../../../src/reports/configs/widgetRevenue';
import {
  defaultRange,
  isCellDisabled,
  isDateDisabled,
  isRangeAllowed,
  quickRanges,
} from '../../../src/reports/filters/dateLimits';
import type { DateLimit } from '../../../src/reports/types';

const today = dayjs('2026-11-22');
const ago = (days: number) => today.subtract(days, 'day');
const disabled = (limit: DateLimit, date: dayjs.Dayjs, from?: dayjs.Dayjs) =>
  isDateDisabled(limit, date, from, today);
const limitOf = (config: { views: { key: string; dateLimit: DateLimit }[] }, key = 'main') =>
  (config.views.find((view) => view.key === key) ?? config.views[0]).dateLimit;

describe('date limits per report (shell spec section 5)', () => {
  it.each([
    ['content ads', limitOf(contentAds), 120],
    ['search revenue', limitOf(searchAds), 90],
    ['app revenue', limitOf(appAds), 90],
    ['widget revenue', limitOf(widgetRevenue), 90],
    ['keyword data content page', limitOf(keywordData, 'content'), 90],
    ['keyword data middle page', limitOf(keywordData, 'middle'), 90],
    ['content page tracking', limitOf(trackingReport, 'content'), 60],
  ])('%s: back %i days from today, up to today', (_, limit, days) => {
    expect(disabled(limit, ago(days))).toBe(false);
    expect(disabled(limit, ago(days + 1))).toBe(true);
    expect(disabled(limit, today)).toBe(false);
    expect(disabled(limit, today.add(1, 'day'))).toBe(true);
  });

  it('user analytics: 92 days back, the end at most 2 days before today', () => {
    const limit = limitOf(userAnalytics);
    expect(disabled(limit, ago(92))).toBe(false);
    expect(disabled(limit, ago(93))).toBe(true);
    expect(disabled(limit, ago(2))).toBe(false);
    expect(disabled(limit, ago(1))).toBe(true);
    expect(disabled(limit, today)).toBe(true);
  });

  it('middle page tracking: no limit back, nothing in the future', () => {
    const limit = limitOf(trackingReport, 'middle');
    expect(disabled(limit, ago(2000))).toBe(false);
    expect(disabled(limit, today)).toBe(false);
    expect(disabled(limit, today.add(1, 'day'))).toBe(true);
  });

  it('the Revenue report: from 2025-05-01, not in the future, at most 90 days', () => {
    const limit = limitOf(revenue);
    expect(disabled(limit, dayjs('2025-05-01'))).toBe(false);
    expect(disabled(limit, dayjs('2025-04-30'))).toBe(true);
    expect(disabled(limit, today.add(1, 'day'))).toBe(true);
    const start = dayjs('2026-01-01');
    expect(disabled(limit, start.add(89, 'day'), start)).toBe(false);
    expect(disabled(limit, start.add(90, 'day'), start)).toBe(true);
    expect(disabled(limit, start.subtract(90, 'day'), start)).toBe(true);
    expect(isRangeAllowed(limit, start, start.add(89, 'day'), today)).toBe(true);
    expect(isRangeAllowed(limit, start, start.add(90, 'day'), today)).toBe(false);
  });

  it("a month, year or decade of the picker's panels is disabled only when none of its days can be picked", () => {
    const cell = (limit: DateLimit, date: string, panel: string, from?: dayjs.Dayjs) =>
      isCellDisabled(limit, dayjs(date), panel, from, today);
    // User analytics: 2026-08-22 to 2026-11-20 (rc-picker asks for a cell's first and last days).
    const analytics = limitOf(userAnalytics);
    expect([cell(analytics, '2026-01-01', 'year'), cell(analytics, '2026-12-31', 'year')]).toEqual([
      false,
      false,
    ]);
    expect(cell(analytics, '2025-12-31', 'year')).toBe(true);
    expect(cell(analytics, '2027-01-01', 'year')).toBe(true);
    expect(cell(analytics, '2026-08-01', 'month')).toBe(false);
    expect(cell(analytics, '2026-07-31', 'month')).toBe(true);
    expect(cell(analytics, '2026-12-01', 'month')).toBe(true);
    expect(cell(analytics, '2020-01-01', 'decade')).toBe(false);
    expect(cell(analytics, '2030-01-01', 'decade')).toBe(true);
    // A day is judged as before.
    expect(cell(analytics, ago(93).format('YYYY-MM-DD'), 'date')).toBe(true);
    expect(isCellDisabled(analytics, ago(92), undefined, undefined, today)).toBe(false);
    // The Revenue report's 90 days from the end picked first (2026-08-04 to 2026-11-01 reach it).
    const revenueLimit = limitOf(revenue);
    const from = dayjs('2026-11-01');
    expect(cell(revenueLimit, '2026-08-01', 'month', from)).toBe(false);
    expect(cell(revenueLimit, '2026-07-31', 'month', from)).toBe(true);
    expect(cell(revenueLimit, '2025-01-01', 'year', from)).toBe(true);
    expect(cell(revenueLimit, '2026-01-01', 'year', from)).toBe(false);
  });

  it('default ranges: the last 7 days; user analytics 8 days ago to 2 days ago', () => {
    expect(defaultRange(undefined, today)).toEqual(['2026-11-16', '2026-11-22']);
    expect(defaultRange(userAnalytics.views[0].defaultRange, today)).toEqual(['2026-11-14', '2026-11-20']);
  });

  it('quick ranges: all three always; each selects what its name says, or is disabled with the reason', () => {
    const format = (limit: DateLimit) =>
      quickRanges(limit, today).map(({ label, value, disabledBecause }) => [
        label,
        value.map((day) => day.format('YYYY-MM-DD')),
        ...(disabledBecause ? [disabledBecause] : []),
      ]);
    expect(format(limitOf(contentAds))).toEqual([
      ['Yesterday', ['2026-11-21', '2026-11-21']],
      ['Last 7 Days', ['2026-11-16', '2026-11-22']],
      ['Last 30 Days', ['2026-10-24', '2026-11-22']],
    ]);
    // User analytics ends 2 days before today: yesterday cannot be picked, so 'Yesterday' is shown
    // disabled with why (the spec lists it for the reports); the 'Last N Days' keep their length
    // and end on that day.
    expect(format(limitOf(userAnalytics))).toEqual([
      [
        'Yesterday',
        ['2026-11-21', '2026-11-21'],
        "A day's data is complete 2 days later: the latest day here is 2026-11-20.",
      ],
      ['Last 7 Days', ['2026-11-14', '2026-11-20']],
      ['Last 30 Days', ['2026-10-22', '2026-11-20']],
    ]);
  });
});
