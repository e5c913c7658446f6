import { describe, expect, it } from 'vitest';
import { handlers } from '../../../src/mocks/handlers';
import { createApiServer } from '../../../server/apiServerHandler';

const SECRET = 'secret';
const TOO_MANY = {
  success: false,
  code: 429,
  msg: 'Too many failed logins. Please try again in a minute. 登录失败次数过多，请一分钟后再试。',
};

function server() {
  const clock = { now: 1_000_000 };
  const api = createApiServer(handlers, { controlSecret: SECRET, now: () => clock.now });
  const login = (email: string, password: string, address = '10.0.0.1') =>
    api.answer(
      new Request('http://localhost:8787/gamebridge-manager/v1/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      }),
      { address },
    );
  return { api, clock, login };
}

const wrong = 'Wrong@1234';

describe('login throttling', () => {
  it('refuses an email after 10 failures within a minute, with 429 and both languages, the right password too', async () => {
    const { login, clock } = server();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await login('admin@demo.test', wrong, `10.0.0.${attempt}`);
      expect(((await answer.json()) as { msg: string }).msg).toBe('Incorrect email or password');
      clock.now += 1000;
    }
    const refused = await login(' Admin@demo.test ', 'Demo@1234', '10.9.9.9');
    expect([refused.status, await refused.json()]).toEqual([429, TOO_MANY]);
    expect(Number(refused.headers.get('Retry-After'))).toBe(50);
    // Another account is not held up.
    expect((await login('publisher@demo.test', 'Demo@1234', '10.9.9.9')).status).toBe(200);
    // Once the first failure is a minute old, a login may be tried again.
    clock.now += 50_001;
    const again = await login('admin@demo.test', 'Demo@1234', '10.9.9.9');
    expect([again.status, ((await again.json()) as { success: boolean }).success]).toEqual([200, true]);
  });

  it('refuses an address after 10 failures within a minute, whatever the email', async () => {
    const { login } = server();
    for (let attempt = 0; attempt < 10; attempt += 1) await login(`nobody${attempt}@demo.test`, wrong);
    expect((await login('admin@demo.test', 'Demo@1234')).status).toBe(429);
    expect((await login('admin@demo.test', 'Demo@1234', '10.0.0.2')).status).toBe(200);
  });

  it('counts only failures within the last minute, and nine are not enough', async () => {
    const { login, clock } = server();
    for (let attempt = 0; attempt < 9; attempt += 1) await login('admin@demo.test', wrong);
    expect((await login('admin@demo.test', 'Demo@1234')).status).toBe(200);
    for (let attempt = 0; attempt < 9; attempt += 1) await login('admin@demo.test', wrong, '10.0.0.3');
    clock.now += 60_001;
    await login('admin@demo.test', wrong, '10.0.0.3');
    expect((await login('admin@demo.test', 'Demo@1234', '10.0.0.3')).status).toBe(200);
  });

  it('starts again after /__reset', async () => {
    const { api, login } = server();
    for (let attempt = 0; attempt < 10; attempt += 1) await login('admin@demo.test', wrong);
    await api.answer(
      new Request('http://localhost:8787/__reset', {
        method: 'POST',
        headers: { 'X-Control-Secret': SECRET },
      }),
    );
    expect((await login('admin@demo.test', 'Demo@1234')).status).toBe(200);
  });
});
