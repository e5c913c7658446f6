import { describe, expect, it } from 'vitest';
import { handlers } from '../../src/mocks/handlers';
import { createApiServer } from '../../server/apiServerHandler';
import { parseFaultRule, ruleMatches, wrongTypes, type FaultRule } from '../../server/faults';

const HOST = 'http://localhost:8787';
const LOGIN = `${HOST}/gamebridge-manager/v1/login`;
const CREDENTIALS = JSON.stringify({ email: 'admin@demo.test', password: 'Demo@1234' });

const SECRET = 'test-secret';

/** One request through the API server, as `npm run api` answers it (control calls with the secret). */
function serve(rules: FaultRule[] = []) {
  const api = createApiServer(handlers, {
    controlSecret: SECRET,
    faultMode: true,
    rules,
    allowOrigins: ['http://localhost:4206'],
  });
  return (path: string, init: RequestInit = {}) => {
    const control: Record<string, string> = path.startsWith('/__') ? { 'X-Control-Secret': SECRET } : {};
    const headers = { ...control, ...(init.headers as Record<string, string>) };
    return api.answer(new Request(`${path.startsWith('http') ? '' : HOST}${path}`, { ...init, headers }));
  };
}

const postLogin = (init: RequestInit = {}): RequestInit => ({
  method: 'POST',
  body: CREDENTIALS,
  ...init,
  headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:4206', ...init.headers },
});

describe('fault rules', () => {
  it('reads "<call>=<fault>" and refuses an unknown fault', () => {
    expect(parseFaultRule('POST /login=500')).toEqual({ call: 'POST /login', fault: '500' });
    expect(parseFaultRule('/menu=hang')).toEqual({ call: '/menu', fault: 'hang' });
    expect(parseFaultRule('/menu=teapot')).toBeUndefined();
  });

  it('matches the method and the end of the path', () => {
    const rule: FaultRule = { call: 'POST /ssp_publisher/report', fault: '500' };
    expect(ruleMatches(rule, 'POST', '/gamebridge/v2/ssp_publisher/report')).toBe(true);
    expect(ruleMatches(rule, 'GET', '/gamebridge/v2/ssp_publisher/report')).toBe(false);
    expect(ruleMatches(rule, 'POST', '/gamebridge/v2/ssp_publisher/report/export')).toBe(false);
    expect(ruleMatches({ call: '*', fault: '401' }, 'PUT', '/anything')).toBe(true);
  });

  it('wrong types: lists become text, text a number, numbers a list', () => {
    expect(wrongTypes({ list: [1], total: 3, user_name: 'Ana', is_admin: true })).toEqual({
      list: 'not a list',
      total: [],
      user_name: 42,
      is_admin: 'yes',
    });
    expect(wrongTypes([{ id: 1 }])).toBe('not a list');
  });
});

describe('the API server handler', () => {
  it('answers a preflight with CORS headers for the calling origin', async () => {
    const response = await serve()(LOGIN, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:4206', 'Access-Control-Request-Headers': 'authorization' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:4206');
    expect(response.headers.get('Access-Control-Allow-Headers')).toBe(
      'Authorization, Content-Type, If-Unmodified-Since',
    );
  });

  it('passes a call to the real handlers when no fault names it', async () => {
    const response = await serve([{ call: '/menu', fault: '500' }])(LOGIN, postLogin());
    const body = (await response.json()) as { success: boolean; data: { token: string } };
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:4206');
    expect(body.success).toBe(true);
    expect(body.data.token).toMatch(/^demo-/);
  });

  it('answers each fault', async () => {
    const send = serve();
    const withFault = (fault: string) =>
      send(LOGIN, postLogin({ headers: { 'X-Fault': fault, 'X-Control-Secret': SECRET } }));

    const error = await withFault('500');
    expect([error.status, await error.json()]).toEqual([
      500,
      { success: false, code: 500, msg: 'Internal server error (fault mode)' },
    ]);
    const gateway = await withFault('502-html');
    expect(gateway.status).toBe(502);
    expect(await gateway.text()).toContain('<h1>502 Bad Gateway</h1>');
    const broken = await withFault('malformed-json');
    expect([broken.status, await broken.text()]).toEqual([200, '{"success": true, "data": {"list": [']);
    const mistyped = await withFault('wrong-types');
    expect(await mistyped.json()).toEqual({ success: true, code: 0, msg: 'ok', data: { token: 42 } });
    const refused = await withFault('401');
    expect([refused.status, await refused.json()]).toEqual([
      401,
      { success: false, code: 401, msg: 'Please log in again' },
    ]);
  });

  it('never answers a hanging call', async () => {
    const answer = serve()(LOGIN, postLogin({ headers: { 'X-Fault': 'hang', 'X-Control-Secret': SECRET } }));
    const first = await Promise.race([
      answer,
      new Promise((resolve) => setTimeout(() => resolve('waiting'), 300)),
    ]);
    expect(first).toBe('waiting');
  });

  it('sets, lists and clears fault rules through /__faults, refusing a bad rule', async () => {
    const send = serve();
    const rules = [{ call: 'POST /login', fault: '401' }];
    await send('/__faults', { method: 'POST', body: JSON.stringify({ rules }) });
    expect((await send(LOGIN, postLogin())).status).toBe(401);
    expect(await (await send('/__faults')).json()).toEqual({ success: true, data: { rules } });

    const bad = await send('/__faults', {
      method: 'POST',
      body: JSON.stringify({ rules: [{ call: 'x', fault: 'y' }] }),
    });
    expect([bad.status, ((await bad.json()) as { msg: string }).msg]).toEqual([
      400,
      'Send { rules: [{ call: "POST /login", fault: "500" }] }',
    ]);
    expect((await send(LOGIN, postLogin())).status).toBe(401);

    await send('/__faults', { method: 'DELETE' });
    expect((await send(LOGIN, postLogin())).status).toBe(200);
  });
});
