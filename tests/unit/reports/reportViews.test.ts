import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { SavedView, SavedViewState } from '../../../src/common/reportViews';
import { appKeyOf } from '../../../src/mocks/users/appKey';
import { articles } from '../../../src/mocks/handlers/inventory/information';
import { db } from '../../../src/mocks/store/db';
import { call } from '../../../src/providers/http';
import { relativeRange, readState } from '../../../src/reports/urlState';
import widgetRevenue from '../../../src/reports/configs/widgetRevenue';
import { datesLabel, viewQuery } from '../../../src/reports/views/viewState';
import { ADMIN_EMAIL, PUBLISHER_EMAIL, loginAs } from '../helpers';

const PATH = '/ssp_publisher/report_view';
const state: SavedViewState = {
  tab: 'main',
  dates: { kind: 'relative', days: 7, endDaysBeforeToday: 0 },
  filters: { country: ['US'] },
  dimensions: ['Date', 'Country'],
  columns: ['Revenue', 'Clicks'],
  sort: { field: 'Revenue', order: 'desc' },
};

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  query?: Record<string, unknown>,
) =>
  call<unknown>({ method, path, body, query, silent: true }).then(
    (answer) => answer,
    (error: { body?: unknown }) => error.body as { success: false; code: number; msg: string },
  );
const listOf = async (report = 'widget_revenue') =>
  ((await send('GET', PATH, undefined, { report })) as { data: { list: SavedView[] } }).data.list;

describe('saved report views in the embedded API', () => {
  it('keeps views per user: saved, listed, renamed, deleted', async () => {
    await loginAs(PUBLISHER_EMAIL);
    const saved = (await send('POST', PATH, { report: 'widget_revenue', name: '  US weekly ', state })) as {
      data: SavedView;
    };
    expect(saved.data).toMatchObject({ report: 'widget_revenue', name: 'US weekly', state });
    expect((await listOf()).map((view) => view.name)).toContain('US weekly');
    expect(await listOf('content_revenue')).toEqual([]);

    const renamed = (await send('PUT', `${PATH}/${saved.data.id}`, { name: 'US last week' })) as {
      data: SavedView;
    };
    expect(renamed.data.name).toBe('US last week');
    expect((await listOf()).map((view) => view.name)).toContain('US last week');

    expect(await send('DELETE', `${PATH}/${saved.data.id}`)).toMatchObject({ success: true });
    expect((await listOf()).some((view) => view.id === saved.data.id)).toBe(false);
  });

  it("refuses another user's view and never lists it", async () => {
    await loginAs(PUBLISHER_EMAIL);
    const own = (await send('POST', PATH, { report: 'widget_revenue', name: 'Mine', state })) as {
      data: SavedView;
    };
    await loginAs(ADMIN_EMAIL);
    expect((await listOf()).some((view) => view.id === own.data.id)).toBe(false);
    expect(await send('PUT', `${PATH}/${own.data.id}`, { name: 'Taken' })).toMatchObject({
      success: false,
      code: 403,
    });
    expect(await send('DELETE', `${PATH}/${own.data.id}`)).toMatchObject({ success: false, code: 403 });
    await loginAs(PUBLISHER_EMAIL);
    expect((await listOf()).find((view) => view.id === own.data.id)?.name).toBe('Mine');
  });

  it('refuses a duplicate name, an empty name and a malformed state', async () => {
    await loginAs(PUBLISHER_EMAIL);
    await send('POST', PATH, { report: 'widget_revenue', name: 'Twice', state });
    expect(await send('POST', PATH, { report: 'widget_revenue', name: 'twice', state })).toMatchObject({
      msg: 'A view named twice already exists',
    });
    expect(await send('POST', PATH, { report: 'widget_revenue', name: ' ', state })).toMatchObject({
      msg: 'Please input a view name',
    });
    expect(
      await send('POST', PATH, {
        report: 'widget_revenue',
        name: 'Bad',
        state: { ...state, dates: { kind: 'soon' } },
      }),
    ).toMatchObject({ msg: "dates.kind must be 'relative' or 'fixed'" });
  });
});

describe('a view opened from its link', () => {
  it('keeps a relative range relative and names its columns', () => {
    const query = viewQuery(state);
    expect(query.get('rel')).toBe('7.0');
    expect(query.has('start')).toBe(false);
    expect(query.get('cols')).toBe('Revenue,Clicks');
    const opened = readState(widgetRevenue, query);
    expect([opened.start, opened.end]).toEqual(relativeRange(7, 0));
    expect(opened).toMatchObject({ dimensions: ['Date', 'Country'], filters: { country: ['US'] } });
    expect(opened.sort).toEqual({ field: 'Revenue', order: 'desc' });
  });

  it('names its dates in words', () => {
    expect(datesLabel(state.dates)).toBe('Last 7 days');
    expect(datesLabel({ kind: 'relative', days: 1, endDaysBeforeToday: 1 })).toBe('Yesterday');
    expect(datesLabel({ kind: 'relative', days: 7, endDaysBeforeToday: 2 })).toBe(
      '7 days ending 2 days before today',
    );
    expect(datesLabel({ kind: 'fixed', start: '2026-01-01', end: '2026-01-07' })).toBe(
      '2026-01-01 to 2026-01-07',
    );
  });
});

describe('content revenue in the embedded API', () => {
  it('reports the published Information articles on the serving content sites', async () => {
    await loginAs(ADMIN_EMAIL);
    const answer = await call<{ rows: Record<string, unknown>[]; total_rows: Record<string, number> }>({
      base: 'v2',
      method: 'POST',
      path: '/ssp_publisher/content/report',
      body: {
        begin_date: dayjs().subtract(6, 'day').format('YYYY-MM-DD'),
        end_date: dayjs().format('YYYY-MM-DD'),
        dimensions: ['Information', 'Site'],
        page_index: 1,
        page_size: 100,
      },
    });
    const rows = answer.data!.rows;
    const published = articles()
      .filter((article) => article.status === 1)
      .map((article) => article.title);
    const serving = db()
      .sites.filter((site) => ['Active', 'Live', 'Successful'].includes(site.verify_status))
      .map((site) => site.domain);
    expect(new Set(rows.map((row) => row.Information))).toEqual(new Set(published));
    expect(new Set(rows.map((row) => row.Domain))).toEqual(new Set(serving));
    expect(rows).toHaveLength(published.length * serving.length);
    expect(answer.data!.total_rows.PageViews).toBeGreaterThan(0);
  });

  it('answers a program that sends the API Security token as its Authorization', async () => {
    const response = await fetch('http://localhost/gamebridge/v2/ssp_publisher/content/report', {
      method: 'POST',
      headers: { Authorization: appKeyOf(db().users[0]), 'Content-Type': 'application/json' },
      body: JSON.stringify({
        begin_date: dayjs().format('YYYY-MM-DD'),
        end_date: dayjs().format('YYYY-MM-DD'),
        dimensions: [],
      }),
    });
    expect(await response.json()).toMatchObject({ success: true, data: { total: 1 } });
    const refused = await fetch('http://localhost/gamebridge/v2/ssp_publisher/content/report', {
      method: 'POST',
      headers: { Authorization: 'ak_guessed', 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(refused.status).toBe(401);
  });
});
