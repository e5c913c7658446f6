import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { call } from '../../../src/providers/http';
import { localToday } from '../../../src/mocks/handlers/reports/days';
import { ADMIN_EMAIL, PUBLISHER_EMAIL, loginAs } from '../helpers';

/** The search ads refusal's permission_msg (shell spec section 8), as the search ads config declares it. */
const SEARCH_PERMISSION_MSG =
  'Your account has no search ads data yet. Please contact your account manager to enable it.';

type Data = { rows: Record<string, unknown>[]; total_rows: Record<string, unknown>; total: number };
// The embedded API's days are the browser's calendar days, as the console's date limits are.
const today = localToday();
const daysAgo = (days: number) => dayjs().subtract(days, 'day').format('YYYY-MM-DD');

describe('the embedded API calendar', () => {
  it("takes today from the local calendar, not from UTC's", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(localToday(new Date(2026, 0, 6, 0, 15))).toBe('2026-01-06');
  });
});

const report = async (path: string, body: Record<string, unknown>) =>
  (await call<Data>({ base: 'v2', method: 'POST', path, body, silent: true })).data as Data;

describe('the embedded report API', () => {
  it('answers the same numbers for the same question (deterministic)', async () => {
    await loginAs(ADMIN_EMAIL);
    const body = {
      begin_date: daysAgo(6),
      end_date: today,
      dimensions: ['Date'],
      page_index: 1,
      page_size: 20,
    };
    expect(await report('/ssp_publisher/widget/report', body)).toEqual(
      await report('/ssp_publisher/widget/report', body),
    );
  });

  it('reports the widgets of the Widget list, by the ids the list shows', async () => {
    await loginAs(ADMIN_EMAIL);
    const listed = await call<{ list: { widget_id: number }[] }>({
      path: '/ssp_publisher/widget/list',
      query: { page_index: 1, page_size: 100 },
    });
    const ids = new Set(listed.data?.list.map((widget) => String(widget.widget_id)));
    const data = await report('/ssp_publisher/widget/report', {
      begin_date: daysAgo(6),
      end_date: today,
      dimensions: ['Widget'],
      page_index: 1,
      page_size: 100,
    });
    const reported = data.rows.map((row) => String(row.WidgetId));
    expect(reported.length).toBeGreaterThan(0);
    expect(reported.every((id) => ids.has(id))).toBe(true);
  });

  it('groups by the dimensions, pages, sorts, and sums the Total row', async () => {
    await loginAs(ADMIN_EMAIL);
    const body = {
      begin_date: daysAgo(6),
      end_date: today,
      dimensions: ['Date', 'Country'],
      page_index: 2,
      page_size: 10,
    };
    const data = await report('/ssp_publisher/widget/report', body);
    expect(data.total).toBe(7 * 6);
    expect(data.rows).toHaveLength(10);
    const all = await report('/ssp_publisher/widget/report', { ...body, page_index: 1, page_size: 9999 });
    const revenue = all.rows.reduce((sum, row) => sum + Number(row.Revenue), 0);
    expect(Number(all.total_rows.Revenue)).toBeCloseTo(revenue, 1);
    const sorted = await report('/ssp_publisher/widget/report', {
      ...body,
      page_index: 1,
      sorts: [{ field: 'Revenue', order: 'asc' }],
    });
    const values = sorted.rows.map((row) => Number(row.Revenue));
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  it('honours filters, including the content ads nested filters', async () => {
    await loginAs(ADMIN_EMAIL);
    const data = await report('/ssp_publisher/report', {
      date_range: { start: daysAgo(3), end: today },
      filters: { Country: ['US'], TimeZone: ['UTC+08:00'] },
      dimensions: ['Domain', 'Country'],
    });
    expect(data.rows.length).toBeGreaterThan(0);
    for (const row of data.rows) expect(row).toMatchObject({ Country: 'US', TimeZone: 'UTC+08:00' });
  });

  it('graph: xData are the dates, yData one series per dimension value', async () => {
    await loginAs(ADMIN_EMAIL);
    const answer = await call<{ xData: string[]; yData: Record<string, number[]> }>({
      base: 'v2',
      method: 'POST',
      path: '/ssp_publisher/report/graph',
      body: {
        date_range: { start: daysAgo(2), end: today },
        filters: {},
        metric: 'Clicks',
        dimension: 'Device',
      },
    });
    expect(answer.data?.xData).toEqual([daysAgo(2), daysAgo(1), today]);
    expect(Object.keys(answer.data?.yData ?? {}).sort()).toEqual([
      'Desktop',
      'Mobile',
      'Other devices',
      'Tablets',
    ]);
  });

  it('cooperation line: SSP for the admin, other for the publisher', async () => {
    await loginAs(ADMIN_EMAIL);
    const admin = await call({ base: 'v2', path: '/ssp_publisher/search_ad/cooperation_line' });
    expect(admin.data).toEqual({ cooperation_line: 'SSP' });
    await loginAs(PUBLISHER_EMAIL);
    const publisher = await call({ base: 'v2', path: '/ssp_publisher/search_ad/cooperation_line' });
    expect(publisher.data).toEqual({ cooperation_line: 'other' });
  });

  it("search ads: the publisher asking for the partner's site gets a permission_msg failure", async () => {
    await loginAs(PUBLISHER_EMAIL);
    const failure = await call({
      base: 'v2',
      method: 'POST',
      path: '/ssp_publisher/search_ad/report',
      body: { begin_date: daysAgo(6), end_date: today, domains: ['partnerdata.example'] },
      silent: true,
    }).catch((error: { body: unknown }) => error.body);
    expect(failure).toMatchObject({ success: false, permission_msg: SEARCH_PERMISSION_MSG });
  });

  it('the Revenue report refuses dates before 2025-05-01 and ranges over 90 days', async () => {
    await loginAs(ADMIN_EMAIL);
    const refused = (body: Record<string, unknown>) =>
      call({ base: 'v2', method: 'POST', path: '/ssp_publisher/revenue/report', body, silent: true }).catch(
        (error: Error) => error.message,
      );
    expect(await refused({ begin_date: '2025-04-30', end_date: '2025-05-02' })).toBe(
      'The earliest date is 2025-05-01',
    );
    expect(await refused({ begin_date: daysAgo(90), end_date: today })).toBe(
      'The date range cannot be longer than 90 days',
    );
    const data = await report('/ssp_publisher/revenue/report', {
      begin_date: daysAgo(89),
      end_date: today,
      dimensions: ['Date'],
    });
    expect(data.total).toBe(90);
  });
});
