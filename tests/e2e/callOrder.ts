import { expect, type Page } from '@playwright/test';
import { PASSWORD } from './helpers';

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

/**
 * Holds the page's calls whose path ends with `suffix` until `release` (the embedded API answers
 * in the page, so Playwright's routing never sees them: the page's own fetch is held instead).
 * Installed for the page's next loads.
 */
export async function holdCalls(page: Page, suffix: string) {
  await page.addInitScript((ending) => {
    const held = new Promise<void>((release) => {
      (window as unknown as { releaseHeld: () => void }).releaseHeld = release;
    });
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const address = input instanceof Request ? input.url : String(input);
      return new URL(address, location.href).pathname.endsWith(ending)
        ? held.then(() => send(input, init))
        : send(input, init);
    };
  }, suffix);
  return () => page.evaluate(() => (window as unknown as { releaseHeld: () => void }).releaseHeld());
}

/** The call of Home's cards and trend (the Revenue report). */
const CARDS_CALL = '/ssp_publisher/revenue/report';
const MONEY = /^\$\d{1,3}(,\d{3})*\.\d{2}$/;

/**
 * "Log in" as `email` from the login page while a call the login waits for is held (the caller
 * holds it; `release` lets it go): Home's cards' report call is sent while it is held, before
 * Home's code has drawn anything that asks for it, and the cards show no figure until the held call
 * is released; then they do. The signed-out page is the caller's.
 */
export async function expectCardsCallWhileHeld(
  page: Page,
  email: string,
  release: () => Promise<unknown> | unknown,
): Promise<void> {
  const cardsCall = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith(CARDS_CALL));
  await page.goto('/login.html#/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await cardsCall;
  await expect(page.locator('.home-cards .ant-statistic')).toHaveCount(0);
  await release();
  await expect(page.locator('[data-period="today"] .ant-statistic-content')).toHaveText(MONEY);
}
