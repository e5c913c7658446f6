import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../../src/mocks/store/db';
import { handlers } from '../../../src/mocks/handlers';
import { createApiServer } from '../../../server/apiServerHandler';

const HOST = 'http://localhost:8787';
const SECRET = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const CONSOLE = 'http://localhost:5173';
const FOREIGN_ORIGIN = {
  success: false,
  code: 403,
  msg: 'Requests from this origin are not accepted (npm run api --allow-origin adds one)',
};
const CONTROL_REFUSED = {
  success: false,
  code: 403,
  msg: 'Control calls need the X-Control-Secret header printed when the API server started',
};

const api = (extra: Parameters<typeof createApiServer>[1] = { controlSecret: SECRET }, list = handlers) =>
  createApiServer(list, extra);

const call = (path: string, init: RequestInit = {}) => new Request(`${HOST}${path}`, init);
const login = (headers: Record<string, string> = {}) =>
  call('/gamebridge-manager/v1/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'Demo@1234' }),
  });
const reset = (headers: Record<string, string> = {}) => call('/__reset', { method: 'POST', headers });

/** A change /__reset would undo: the admin renamed. */
function renameAdmin() {
  db().users[0].user_name = 'Renamed';
  return () => db().users[0].user_name;
}

describe('control calls', () => {
  it('are refused without the secret, or with another, and change nothing', async () => {
    const name = renameAdmin();
    for (const headers of [
      {} as Record<string, string>,
      { 'X-Control-Secret': 'guess' },
      { 'X-Control-Secret': `${SECRET}0` },
    ]) {
      const answer = await api().answer(reset(headers));
      expect([answer.status, await answer.json()]).toEqual([403, CONTROL_REFUSED]);
      const faults = await api().answer(
        call('/__faults', {
          method: 'POST',
          headers,
          body: JSON.stringify({ rules: [{ call: '*', fault: '500' }] }),
        }),
      );
      expect(faults.status).toBe(403);
    }
    expect(name()).toBe('Renamed');
  });

  it('run with the secret', async () => {
    const name = renameAdmin();
    const answer = await api().answer(reset({ 'X-Control-Secret': SECRET }));
    expect(answer.status).toBe(200);
    expect(name()).toBe('Admin');
  });

  it('cannot be sent by a page: the preflight never allows the secret header', async () => {
    const answer = await api().answer(
      call('/__reset', {
        method: 'OPTIONS',
        headers: { Origin: CONSOLE, 'Access-Control-Request-Headers': 'x-control-secret' },
      }),
    );
    expect(answer.headers.get('Access-Control-Allow-Headers')).toBe(
      'Authorization, Content-Type, If-Unmodified-Since',
    );
  });

  it('are refused from a foreign page even with the secret', async () => {
    const name = renameAdmin();
    const answer = await api().answer(reset({ 'X-Control-Secret': SECRET, Origin: 'https://evil.example' }));
    expect([answer.status, await answer.json()]).toEqual([403, FOREIGN_ORIGIN]);
    expect(name()).toBe('Renamed');
  });
});

describe('origins', () => {
  it("answers the console's dev and preview pages with CORS for their origin", async () => {
    for (const origin of ['http://localhost:5173', 'http://localhost:4173', 'http://127.0.0.1:4173']) {
      const answer = await api().answer(login({ Origin: origin }));
      expect(answer.status).toBe(200);
      expect(answer.headers.get('Access-Control-Allow-Origin')).toBe(origin);
    }
  });

  it('refuses any other origin, null included, and reflects none', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://localhost:5174', 'http://localhost']) {
      for (const request of [
        login({ Origin: origin }),
        call('/gamebridge-manager/v1/login', { method: 'OPTIONS', headers: { Origin: origin } }),
      ]) {
        const answer = await api().answer(request);
        expect([answer.status, await answer.json()], origin).toEqual([403, FOREIGN_ORIGIN]);
        expect(answer.headers.get('Access-Control-Allow-Origin')).toBeNull();
      }
    }
  });

  it('allows the origins named with --allow-origin', async () => {
    const server = api({ controlSecret: SECRET, allowOrigins: ['http://localhost:4206'] });
    const answer = await server.answer(login({ Origin: 'http://localhost:4206' }));
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:4206');
    expect((await api().answer(login({ Origin: 'http://localhost:4206' }))).status).toBe(403);
  });

  it('serves a request without an Origin (a program, curl)', async () => {
    const answer = await api().answer(login());
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});

describe('errors', () => {
  it('a handler that throws answers JSON 500 without its stack', async () => {
    const throwing = [
      http.get('*/boom', () => {
        throw new RangeError('Maximum call stack size exceeded');
      }),
    ];
    const answer = await api({ controlSecret: SECRET }, throwing).answer(
      call('/boom', { headers: { Origin: CONSOLE } }),
    );
    const text = await answer.text();
    expect([answer.status, JSON.parse(text)]).toEqual([
      500,
      { success: false, code: 500, msg: 'Internal server error' },
    ]);
    expect(text).not.toMatch(/RangeError|at |\.ts/);
    expect(answer.headers.get('X-Frame-Options')).toBe('DENY');
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBe(CONSOLE);
  });

  it('a deeply nested body is refused with a JSON 400; report filters with __proto__ or nested dimensions answer', async () => {
    const token = ((await (await api().answer(login())).json()) as { data: { token: string } }).data.token;
    const report = (body: string) =>
      api().answer(
        call('/gamebridge/v2/ssp_publisher/report', {
          method: 'POST',
          headers: { Authorization: token, 'Content-Type': 'application/json' },
          body,
        }),
      );
    const range = '"date_range": {"start": "2026-11-01", "end": "2026-11-20"}';
    const deep = `${'['.repeat(5000)}1${']'.repeat(5000)}`;
    const nested = await report(`{${range}, "filters": {"site_id": ${deep}}}`);
    expect([nested.status, await nested.json()]).toEqual([
      400,
      { success: false, code: 400, msg: 'The request body is nested too deeply (at most 32 levels)' },
    ]);
    for (const body of [
      `{${range}, "filters": {"__proto__": {"x": 1}}}`,
      `{${range}, "filters": {"__proto__": null}}`,
      `{${range}, "dimensions": [[[["Date"]]]]}`,
    ]) {
      const answer = await report(body);
      expect([answer.status, ((await answer.json()) as { success: boolean }).success], body).toEqual([
        200,
        true,
      ]);
    }
  });
});
