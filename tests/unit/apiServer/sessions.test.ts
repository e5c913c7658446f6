import { getResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handlers } from '../../../src/mocks/handlers';
import { SESSION_IDLE_MS } from '../../../src/mocks/users/session';

const HOST = 'http://localhost:8787/gamebridge-manager/v1';

async function login(): Promise<string> {
  const answer = (await getResponse(
    handlers,
    new Request(`${HOST}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.test', password: 'Demo@1234' }),
    }),
  )) as Response;
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

const userinfo = async (token: string) =>
  (
    (await getResponse(
      handlers,
      new Request(`${HOST}/saas/userinfo`, { headers: { Authorization: token } }),
    )) as Response
  ).status;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('sessions', () => {
  it('get a token of 128 random bits', async () => {
    const tokens = [await login(), await login(), await login()];
    for (const token of tokens) expect(token).toMatch(/^demo-[0-9a-f]{32}$/);
    expect(new Set(tokens).size).toBe(3);
  });

  it('get their tokens from the cryptographic generator, not Math.random', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const tokens = [await login(), await login()];
    expect(tokens[0]).not.toBe(tokens[1]);
  });

  it('end after two hours without a call, and a call keeps them going', async () => {
    expect(SESSION_IDLE_MS).toBe(2 * 60 * 60 * 1000);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T08:00:00Z'));
    const idle = await login();
    const busy = await login();
    for (let hour = 1; hour <= 3; hour += 1) {
      vi.setSystemTime(Date.parse('2026-11-26T08:00:00Z') + hour * 60 * 60 * 1000);
      expect(await userinfo(busy)).toBe(200);
    }
    expect(await userinfo(idle)).toBe(401);
    vi.setSystemTime(new Date('2026-11-26T13:00:01Z'));
    expect(await userinfo(busy)).toBe(401);
  });

  it('is still open at the end of its idle time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T08:00:00Z'));
    const token = await login();
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
    expect(await userinfo(token)).toBe(200);
  });
});
