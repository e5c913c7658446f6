import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../src/mocks/runtime/node';
import { loadUser } from '../../src/providers/auth/authProvider';
import { createDataProvider } from '../../src/providers/data/dataProvider';
import { call } from '../../src/providers/http';
import { loadMenu, forgetMenu } from '../../src/providers/access/menu';
import { getUser } from '../../src/providers/session/session';
import { registry } from '../../src/schemas';
import { malformedJson as malformed } from '../support/answers';
import { armCallLayer, CANNOT_READ, failureOf, MAIN, V2, type CallLayerSpies } from './callLayer';
import { ADMIN_EMAIL, loginAs } from './helpers';

const dataProvider = createDataProvider(registry);

let toast: CallLayerSpies['toast'];

beforeEach(() => {
  ({ toast } = armCallLayer());
  forgetMenu();
});

describe('an answer the console cannot read is a failed call', () => {
  it('unparsable JSON with HTTP 200 fails with the message and its toast', async () => {
    server.use(http.get(`${MAIN}/probe`, malformed));
    const failure = await failureOf(call({ path: '/probe' }));
    expect(failure.message).toBe(CANNOT_READ);
    expect(failure.statusCode).toBe(200);
    expect(toast.mock.calls).toEqual([[CANNOT_READ]]);
  });

  it('a body that is not an envelope object fails', async () => {
    server.use(http.get(`${MAIN}/probe`, () => HttpResponse.json(['a', 'list'])));
    expect((await failureOf(call({ path: '/probe' }))).message).toBe(CANNOT_READ);
  });

  it('a success flag that is not a boolean fails', async () => {
    server.use(http.get(`${MAIN}/probe`, () => HttpResponse.json({ success: 'yes', data: 1 })));
    expect((await failureOf(call({ path: '/probe' }))).message).toBe(CANNOT_READ);
  });

  it('a failure envelope keeps its own msg', async () => {
    server.use(http.get(`${MAIN}/probe`, () => HttpResponse.json({ success: false, msg: 'no such site' })));
    expect((await failureOf(call({ path: '/probe', answer: 'menu' }))).message).toBe('no such site');
  });
});

describe('declared shapes', () => {
  beforeEach(async () => {
    await loginAs(ADMIN_EMAIL);
    forgetMenu(); // the login asked for the menu already: a test's own server menu is read afresh
  });

  it('a list whose data.list is not a list fails; a good list still reads', async () => {
    const good = await dataProvider.getList({ resource: 'channel' });
    expect(good.data.length).toBeGreaterThan(0);
    server.use(
      http.get(`${MAIN}/ssp_publisher/channel`, () =>
        HttpResponse.json({ success: true, data: { list: 'not a list', total: 3 } }),
      ),
    );
    expect((await failureOf(dataProvider.getList({ resource: 'channel' }))).message).toBe(CANNOT_READ);
  });

  it('a list whose total is not a number fails', async () => {
    server.use(
      http.get(`${MAIN}/ssp_publisher/channel`, () =>
        HttpResponse.json({ success: true, data: { list: [], total: [] } }),
      ),
    );
    expect((await failureOf(dataProvider.getList({ resource: 'channel' }))).message).toBe(CANNOT_READ);
  });

  it('a save answered with unparsable JSON fails instead of succeeding', async () => {
    server.use(http.post(`${MAIN}/ssp_publisher/channel`, malformed));
    const failure = await failureOf(
      dataProvider.create({ resource: 'channel', variables: { name: 'Probe' } }),
    );
    expect(failure.message).toBe(CANNOT_READ);
  });

  it('a saved record whose id is a list fails', async () => {
    server.use(
      http.post(`${MAIN}/ssp_publisher/channel`, () =>
        HttpResponse.json({ success: true, data: { id: [], name: 42 } }),
      ),
    );
    const failure = await failureOf(
      dataProvider.create({ resource: 'channel', variables: { name: 'Probe' } }),
    );
    expect(failure.message).toBe(CANNOT_READ);
  });

  it('report rows that are not a list fail', async () => {
    server.use(
      http.post(`${V2}/ssp_publisher/report`, () =>
        HttpResponse.json({ success: true, data: { rows: 'not a list', total: 1 } }),
      ),
    );
    const failure = await failureOf(
      dataProvider.custom!({
        url: '/ssp_publisher/report',
        method: 'post',
        payload: {},
        meta: { base: 'v2', answer: 'report' },
      }),
    );
    expect(failure.message).toBe(CANNOT_READ);
  });

  it('a menu that is not a list of items fails', async () => {
    server.use(http.get(`${MAIN}/menu`, () => HttpResponse.json({ success: true, data: { items: [] } })));
    expect((await failureOf(loadMenu())).message).toBe(CANNOT_READ);
  });

  it('userinfo with user_name 42 fails and stores nothing, so a later load reads it again', async () => {
    localStorage.removeItem('user');
    server.use(
      http.get(`${MAIN}/saas/userinfo`, () =>
        HttpResponse.json({
          success: true,
          data: { user_name: 42, user_id: 1, company_id: 'c', is_admin: true },
        }),
      ),
    );
    expect((await failureOf(loadUser())).message).toBe(CANNOT_READ);
    expect(localStorage.getItem('user')).toBeNull();
    server.resetHandlers();
    expect((await loadUser()).user_name).toBe(getUser()?.user_name);
  });
});

describe('the stored user, read back defensively', () => {
  it('a stored user with a mistyped name reads as no user', () => {
    localStorage.setItem(
      'user',
      JSON.stringify({ user_name: 42, company_id: 'c', is_admin: true, user_id: 1 }),
    );
    expect(getUser()).toBeNull();
  });

  it('unparsable stored text reads as no user', () => {
    localStorage.setItem('user', '{"user_name":');
    expect(getUser()).toBeNull();
  });

  it('a well-formed stored user reads back as stored', () => {
    const user = { user_name: 'Ana', company_id: 'company_100', is_admin: false, user_id: 7 };
    localStorage.setItem('user', JSON.stringify(user));
    expect(getUser()).toEqual(user);
  });
});
