import { expect, type Page } from '@playwright/test';

/**
 * Signing out while a delete waits for Undo (both browser suites): what the page sends, seen on the
 * network. Each API call as "METHOD path as <Authorization>" when it leaves, and "answered METHOD
 * path" when its answer has come.
 */
export function recordApiCalls(page: Page): string[] {
  const seen: string[] = [];
  const apiPath = (url: string) => {
    const { pathname } = new URL(url);
    return /\/gamebridge(-manager)?\/v\d\//.test(pathname) ? pathname : undefined;
  };
  page.on('request', (request) => {
    const path = apiPath(request.url());
    if (path) seen.push(`${request.method()} ${path} as ${request.headers()['authorization'] ?? 'nobody'}`);
  });
  page.on('requestfinished', (request) => {
    const path = apiPath(request.url());
    if (path) seen.push(`answered ${request.method()} ${path}`);
  });
  return seen;
}

/** Deletes the Publisher (2) on the user list, confirmed; the row goes and Undo counts down. */
export async function deletePublisher(page: Page): Promise<void> {
  const publisher = page.getByRole('row', { name: /publisher@demo\.test/ });
  await publisher.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(publisher).toHaveCount(0);
  await expect(page.locator('.ant-message-notice .undo-toast')).toBeVisible();
}

/** The header's Logout, from the user area's menu. */
export async function logoutFromHeader(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Admin account menu' }).hover();
  await page.getByText('Logout', { exact: true }).click();
}

/** A short, named wait for a call that must not come after the logout. */
const NOTHING_AFTER_MS = 2_000;

/**
 * The waiting DELETE left first, with the session's token, and was answered before POST /logout
 * left (with the same token); nothing was sent after it.
 */
export async function expectDeleteSentBeforeLogout(page: Page, seen: string[], token: string): Promise<void> {
  await expect(page).toHaveURL(/\/login\.html#\/login$/);
  await page.waitForTimeout(NOTHING_AFTER_MS);
  const changes = seen.filter((entry) => !/\bGET /.test(entry));
  expect(changes).toEqual([
    `DELETE /gamebridge-manager/v1/ssp_publisher/user/2 as ${token}`,
    'answered DELETE /gamebridge-manager/v1/ssp_publisher/user/2',
    `POST /gamebridge-manager/v1/logout as ${token}`,
    'answered POST /gamebridge-manager/v1/logout',
  ]);
  const logout = seen.indexOf(`POST /gamebridge-manager/v1/logout as ${token}`);
  expect(seen.slice(logout).filter((entry) => !entry.startsWith('answered'))).toEqual([
    `POST /gamebridge-manager/v1/logout as ${token}`,
  ]);
}
