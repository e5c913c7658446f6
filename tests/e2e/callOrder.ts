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

/**
 * After "Log in" (`logIn` sends the form), the Activity Log's probe (its list call, which decides
 * whether the host offers the entry: menuProbes.ts) goes out before GET /menu has answered: beside
 * it, not a third round trip after it.
 */
export async function expectProbeBesideMenu(page: Page, logIn: () => Promise<void>): Promise<void> {
  const calls = recordCallOrder(page, ['/menu', '/ssp_publisher/activity/list']);
  await logIn();
  await expect.poll(() => calls.get('/ssp_publisher/activity/list')?.answered).toBeDefined();
  const menu = calls.get('/menu');
  expect(menu?.answered).toBeDefined();
  expect(calls.get('/ssp_publisher/activity/list')?.sent).toBeLessThan(menu?.answered ?? 0);
}
