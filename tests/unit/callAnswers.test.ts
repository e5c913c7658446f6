import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../src/mocks/runtime/node';
import { wrongTypes } from '../../server/faults';
import { call, CallError } from '../../src/providers/http';
import { CALL_ANSWERS, declaredAnswer } from '../../src/providers/http/callAnswers';
import { MALFORMED_JSON } from '../support/answers';
import { armCallLayer, CANNOT_READ, MAIN, type CallLayerSpies } from './callLayer';
import { ADMIN_EMAIL, loginAs } from './helpers';

/** A well-formed `data` of each declared call, as the embedded API answers it. */
const SAMPLES: Record<string, unknown> = {
  'POST /login': { token: 'demo-0123' },
  'GET /saas/userinfo': {
    user_id: 1,
    user_name: 'Admin',
    company_id: 'company_100',
    is_admin: true,
    email: 'admin@demo.test',
  },
  'GET /menu': [{ id: 1, name: 'Home', path: '/home', sort: 1 }],
  'GET /ssp_publisher/search_ad/cooperation_line': { cooperation_line: 'SSP' },
  'GET /ssp_publisher/widget/creative/list': { list: [{ creative_id: 7, ready_status: 1 }], total: 1 },
  'GET /ssp_publisher/report_view': {
    list: [
      { id: 1, report: 'revenue', name: 'Mine', state: { tab: 'daily' }, created_time: '', updated_time: '' },
    ],
  },
  'POST /ssp_publisher/report_view': { id: 2, name: 'Mine' },
  'PUT /ssp_publisher/report_view/{id}': { id: 2, name: 'Renamed' },
  'GET /ssp_publisher/openapi/integration/info': {
    list: [
      {
        integration_id: 1,
        integration_name: 'Reporting API',
        update_time: '2026-09-14 10:00:00',
        document_link: 'https://docs.example/a',
        changelogs: [{ log_id: 1, version: 'v1', update_time: '2026-09-14 10:00:00', log: '# v1' }],
      },
    ],
    total: 1,
  },
  'POST /ssp_publisher/adunit/import': {
    preview_data: [{ app_name: 'A', remark: '' }],
    analysis_report_path: 'failed.xlsx',
    success_count: 1,
    error_count: 0,
  },
  'POST /ssp_publisher/adunit/import/submit': { count: 1 },
  'GET /ssp_publisher/user_group/menu_tree': [{ id: 1, name: 'Home', children: [] }],
  'GET /ssp_publisher/user_group/data_tree': [
    { id: 'company_100', name: 'company_100', children: [{ id: 3, name: 'x' }] },
  ],
  'GET /ssp_publisher/user_group/{id}/users': {
    users: [{ user_id: 1, user_name: 'Admin', email: 'admin@demo.test', is_admin: true }],
    user_ids: [1],
  },
  'PUT /ssp_publisher/user_group/{id}': { id: 3, name: 'Analysts' },
  'POST /ssp_publisher/user_group/users': null,
  'GET /ssp_publisher/openapi/app_key': { app_key: 'ak_0123' },
  'GET /ssp_publisher/news/category': [{ id: 1, name: 'News', children: [{ id: 2, name: 'Sport' }] }],
  // The site's ads.txt may come as one text; its missing lines come as a list.
  'GET /ssp_publisher/domain/{id}/cur_adstxt': { result: 'google.com, pub-1, DIRECT' },
  'POST /ssp_publisher/domain/{id}/verify_adstxt': { result: ['google.com, pub-1, DIRECT'] },
};

const rows = CALL_ANSWERS.map((row) => [`${row.method} ${row.path}`, row] as const);
const concrete = (path: string) => path.replace(/\{\w+\}/g, '3');

let toast: CallLayerSpies['toast'];
beforeEach(() => {
  ({ toast } = armCallLayer());
});

/** Makes the call with the embedded API answering `body` (JSON, or raw text when a string). */
async function answered(row: (typeof CALL_ANSWERS)[number], body: unknown) {
  const respond = () =>
    typeof body === 'string'
      ? new HttpResponse(body, { status: 200, headers: { 'Content-Type': 'application/json' } })
      : HttpResponse.json(body as never);
  server.use(http.all(`${MAIN}${concrete(row.path)}`, respond));
  return call({ method: row.method as 'GET', path: concrete(row.path), body: {} }).then(
    (envelope) => envelope,
    (error: unknown) => error,
  );
}

describe('declared answers of the calls no schema describes', () => {
  it('has a sample for every declared call, and finds each by method and concrete path', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(rows.map(([name]) => name).sort());
    for (const row of CALL_ANSWERS) expect(declaredAnswer(row.method, concrete(row.path))).toBe(row.answer);
    expect(declaredAnswer('GET', '/ssp_publisher/report_view?report=revenue')).toBeDefined();
    expect(declaredAnswer('DELETE', '/ssp_publisher/report_view/3')).toBeUndefined();
  });

  it.each(rows)('%s: a well-formed answer reads', async (name, row) => {
    const result = await answered(row, { success: true, code: 0, msg: 'ok', data: SAMPLES[name] });
    expect(result).not.toBeInstanceOf(Error);
    expect(toast).not.toHaveBeenCalled();
  });

  it.each(rows)('%s: wrong types fail with the message and one toast', async (name, row) => {
    const result = await answered(row, {
      success: true,
      code: 0,
      msg: 'ok',
      data: wrongTypes(SAMPLES[name]),
    });
    expect(result).toBeInstanceOf(CallError);
    expect((result as CallError).message).toBe(CANNOT_READ);
    expect(toast.mock.calls).toEqual([[CANNOT_READ]]);
  });

  it.each(rows)('%s: malformed JSON fails with the message', async (_name, row) => {
    const result = await answered(row, MALFORMED_JSON);
    expect((result as CallError).message).toBe(CANNOT_READ);
  });
});

describe('the embedded API answers every declared GET in its declared shape', () => {
  beforeEach(async () => {
    await loginAs(ADMIN_EMAIL);
  });

  it.each([
    ['/ssp_publisher/report_view', { report: 'revenue' }],
    ['/ssp_publisher/openapi/integration/info', { page_index: 1, page_size: 100 }],
    ['/ssp_publisher/user_group/menu_tree', {}],
    ['/ssp_publisher/user_group/data_tree', { type: 'app' }],
    ['/ssp_publisher/user_group/data_tree', { type: 'search_site' }],
    ['/ssp_publisher/user_group/3/users', {}],
    ['/ssp_publisher/openapi/app_key', {}],
    ['/ssp_publisher/news/category', { page_size: 999, language: 'en', status: 1 }],
    ['/ssp_publisher/domain/1001/cur_adstxt', {}],
  ])('GET %s %j', async (path, query) => {
    await expect(call({ path, query })).resolves.toMatchObject({ success: true });
    expect(toast).not.toHaveBeenCalled();
  });
});
