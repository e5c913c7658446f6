// The API server over HTTP (a real socket): one spelling per call, so the login throttle cannot be
// walked around; faults only in fault mode and X-Fault only with the control secret; malformed
// login bodies and repeated password resets.
import type { Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { handlers } from '../../../src/mocks/handlers';
import { resetDb } from '../../../src/mocks/store/db';
import { createApiServer, FAULT_MODE_OFF, type ApiServerOptions } from '../../../server/apiServerHandler';
import { createHttpServer } from '../../../server/httpServer';
import { canonicalPath } from '../../../server/requestPath';
import { listenOnFreePort, rawRequest, type RawRequest } from './rawHttp';

const SECRET = 'hardening-secret';
const V1 = '/gamebridge-manager/v1';
const TOO_MANY_LOGINS =
  'Too many failed logins. Please try again in a minute. 登录失败次数过多，请一分钟后再试。';
const TOO_MANY_RESETS =
  'Too many password reset requests. Please try again in a minute. 找回密码请求过多，请一分钟后再试。';

let running: Server[] = [];
afterEach(async () => {
  for (const server of running) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  running = [];
  resetDb();
});

/** A fresh server on a free port; `send` makes one raw HTTP request and reads its JSON. */
async function start(options: Partial<ApiServerOptions> = {}) {
  const server = createHttpServer(createApiServer(handlers, { controlSecret: SECRET, ...options }));
  running.push(server);
  const port = await listenOnFreePort(server);
  return async (request: RawRequest) => {
    const answer = await rawRequest(port, request);
    return { status: answer.status, body: JSON.parse(answer.body) as Record<string, unknown> };
  };
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}): RawRequest => ({
  method: 'POST',
  path,
  headers: { 'Content-Type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
const login = (path: string, password: string, headers: Record<string, string> = {}) =>
  post(path, { email: 'admin@demo.test', password }, headers);

describe('one spelling per call', () => {
  it('makes paths canonical: escapes, duplicate slashes, dot segments, trailing slash', () => {
    expect(canonicalPath('/gamebridge-manager//v1/./x/../%6Cogin/')).toBe('/gamebridge-manager/v1/login');
    expect(canonicalPath('/a/%2e%2E/b')).toBe('/b');
    expect(canonicalPath('/dict/zoneType')).toBe('/dict/zoneType');
    expect(canonicalPath('/k/a%2fb%c3%a9')).toBe('/k/a%2Fb%C3%A9');
    expect(canonicalPath('/k/%zz')).toBeUndefined();
  });

  it('a locked address stays locked however the login path is spelt, and every spelling counts', async () => {
    const send = await start();
    // Failures sent to other spellings are counted...
    const spellings = [
      `${V1}/login/`,
      `${V1}//login`,
      `/gamebridge-manager/./v1/login`,
      `${V1}/x/../login`,
      `${V1}/%6cogin`,
      `${V1}/login`,
    ];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await send(login(spellings[attempt % spellings.length], 'Wrong@1234'));
      expect(answer.body.msg).toBe('Incorrect email or password');
    }
    // ...and once the address is locked, no spelling signs in.
    for (const path of [...spellings, `${V1}/login//`]) {
      const answer = await send(login(path, 'Demo@1234'));
      expect([path, answer.status, answer.body.msg]).toEqual([path, 429, TOO_MANY_LOGINS]);
    }
    for (const path of [`${V1}/LOGIN`, `${V1}/Login`]) {
      const answer = await send(login(path, 'Demo@1234'));
      expect([path, answer.status, answer.body.success]).toEqual([path, 404, false]);
    }
  });

  it('answers 404 to a path that matches a call only when letter case is ignored', async () => {
    const send = await start();
    for (const path of [`${V1}/LOGIN`, `${V1}/Login`, `/GAMEBRIDGE-MANAGER/v1/login`]) {
      const answer = await send(login(path, 'Demo@1234'));
      expect([answer.status, answer.body]).toEqual([
        404,
        { success: false, code: 404, msg: `No such call: ${path.replace(/\/$/, '')}` },
      ]);
    }
    // Failures there are not logins, so they lock nothing: the right spelling still signs in.
    const answer = await send(login(`${V1}/login/`, 'Demo@1234'));
    expect([answer.status, answer.body.success]).toEqual([200, true]);
  });

  it('keeps the case of path parameters (a dictionary name)', async () => {
    const send = await start();
    const { body } = await send(login(`${V1}/login`, 'Demo@1234'));
    const token = (body.data as { token: string }).token;
    const answer = await send({ path: `${V1}//dict/zoneType/`, headers: { Authorization: token } });
    expect([answer.status, answer.body.success]).toEqual([200, true]);
  });

  it('refuses a malformed percent-escape with 400', async () => {
    const send = await start();
    const answer = await send(login(`${V1}/log%zzin`, 'Demo@1234'));
    expect([answer.status, answer.body.msg]).toEqual([400, 'The request path is malformed']);
  });
});

describe('fault mode', () => {
  const wrongWithFault = (fault: string, headers: Record<string, string> = {}) =>
    login(`${V1}/login`, 'Wrong@1234', { 'X-Fault': fault, ...headers });

  it('off: X-Fault is ignored, a wrong password fails and is counted', async () => {
    const send = await start();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await send(wrongWithFault('wrong-types', { 'X-Control-Secret': SECRET }));
      expect([answer.status, answer.body.msg]).toEqual([200, 'Incorrect email or password']);
    }
    const locked = await send(login(`${V1}/login`, 'Demo@1234', { 'X-Fault': '500' }));
    expect([locked.status, locked.body.msg]).toEqual([429, TOO_MANY_LOGINS]);
  });

  it('off: fault rules neither act nor can be set', async () => {
    const send = await start({ rules: [{ call: '*', fault: '500' }] });
    expect((await send(login(`${V1}/login`, 'Demo@1234'))).status).toBe(200);
    const set = await send(
      post('/__faults', { rules: [{ call: '*', fault: '500' }] }, { 'X-Control-Secret': SECRET }),
    );
    expect([set.status, set.body.msg]).toEqual([403, FAULT_MODE_OFF]);
  });

  it('on: X-Fault acts only with the control secret', async () => {
    const send = await start({ faultMode: true });
    const without = await send(wrongWithFault('wrong-types'));
    expect(without.body.msg).toBe('Incorrect email or password');
    const guessed = await send(wrongWithFault('500', { 'X-Control-Secret': 'guess' }));
    expect(guessed.body.msg).toBe('Incorrect email or password');
    const faulted = await send(wrongWithFault('500', { 'X-Control-Secret': SECRET }));
    expect([faulted.status, faulted.body.msg]).toEqual([500, 'Internal server error (fault mode)']);
  });

  it('on: a fault that needs the real answer still goes through the login throttle', async () => {
    const send = await start({ faultMode: true });
    for (let attempt = 0; attempt < 10; attempt += 1) await send(login(`${V1}/login`, 'Wrong@1234'));
    const answer = await send(
      login(`${V1}/login`, 'Demo@1234', { 'X-Fault': 'wrong-types', 'X-Control-Secret': SECRET }),
    );
    // The throttle's refusal, mistyped: no token, and nothing tells the password was right.
    expect(answer.body).toEqual({ success: true, code: 0, msg: 'ok', data: 'nothing' });
  });
});

describe('login and password reset bodies', () => {
  it.each([
    ['an email that is an object', { email: { toString: 1 }, password: 'Demo@1234' }],
    ['a password that is a number', { email: 'admin@demo.test', password: 1234 }],
    ['no password', { email: 'admin@demo.test' }],
    ['a list', [1, 2]],
    ['broken JSON', '{"email":'],
  ])('answers 400 with a message to a login with %s', async (_what, body) => {
    const send = await start();
    const answer = await send(post(`${V1}/login`, body));
    expect([answer.status, answer.body]).toEqual([
      400,
      { success: false, code: 400, msg: 'Send the email and the password as text' },
    ]);
  });

  it('refuses a password reset email that is not text', async () => {
    const send = await start();
    const answer = await send(post(`${V1}/findpwd`, { email: { toString: 1 } }));
    expect([answer.status, answer.body.msg]).toEqual([200, 'Please input a valid email']);
  });

  it('throttles password resets: 10 a minute per email, and per address whatever the email', async () => {
    const send = await start();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await send(post(`${V1}/findpwd/`, { email: 'admin@demo.test' }));
      expect(answer.body.success).toBe(true);
    }
    for (const email of ['admin@demo.test', 'someone@demo.test']) {
      const refused = await send(post(`${V1}/findpwd`, { email }));
      expect([refused.status, refused.body]).toEqual([
        429,
        { success: false, code: 429, msg: TOO_MANY_RESETS },
      ]);
    }
  });
});
