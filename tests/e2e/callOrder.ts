import { expect, type Page } from '@playwright/test';

/** Where the first call of each path was sent and answered, in the order the page saw its requests. */
export interface CallOrder {
  sent?: number;
  answered?: number;
}

/**
 * Records, for the first call whose address ends with each of `paths`, its place in the sequence
 * of the page's request events (sent, answered): which call waited for which, without timing.
 */
export function recordCallOrder(page: Page, paths: string[]): Map<string, CallOrder> {
  const calls = new Map<string, CallOrder>(paths.map((path) => [path, {}]));
  let step = 0;
  const callOf = (url: string) => {
    const pathname = new URL(url).pathname;
    const path = paths.find((candidate) => pathname.endsWith(candidate));
    return path ? calls.get(path) : undefined;
  };
  page.on('request', (request) => {
    step += 1;
    const call = callOf(request.url());
    if (call && call.sent === undefined) call.sent = step;
  });
  page.on('requestfinished', (request) => {
    step += 1;
    const call = callOf(request.url());
    if (call && call.sent !== undefined && call.answered === undefined) call.answered = step;
  });
  return calls;
}

/**
 * After "Log in" (`logIn` sends the form), GET /menu goes out beside GET /saas/userinfo: sent before
 * the user info has answered, not after it.
 */
export async function expectMenuBesideUserInfo(page: Page, logIn: () => Promise<void>): Promise<void> {
  const calls = recordCallOrder(page, ['/saas/userinfo', '/menu']);
  await logIn();
  await expect.poll(() => calls.get('/menu')?.answered).toBeDefined();

  const userInfo = calls.get('/saas/userinfo');
  expect(userInfo?.answered).toBeDefined();
  expect(calls.get('/menu')?.sent).toBeLessThan(userInfo?.answered ?? 0);
}
