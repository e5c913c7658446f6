import { expect, request, type Page } from '@playwright/test';
import type { FaultKind, FaultRule } from '../../server/faults';
import { API, HOST_CALL_TIMEOUT_MS } from '../../playwright.host.config';
import { CONTROL_SECRET_HEADER } from '../../server/control';
import { controlSecret } from '../support/controlSecret';

/** This worker's API server (each worker has its own: playwright.host.config.ts). */
export { API };
export const CANNOT_READ = 'The server sent an answer the console cannot read';

/** What the console says for each fault (401 logs out instead). */
export const FAULT_TEXT: Record<Exclude<FaultKind, '401'>, string> = {
  '500': 'Internal server error (fault mode)',
  '502-html': 'service error',
  'malformed-json': CANNOT_READ,
  'wrong-types': CANNOT_READ,
  hang: `The server did not answer within ${HOST_CALL_TIMEOUT_MS / 1000} seconds`,
};

/** A control call of the API server, with the secret the config started it with. */
async function admin(path: string, data?: unknown): Promise<void> {
  const context = await request.newContext({
    extraHTTPHeaders: { [CONTROL_SECRET_HEADER]: controlSecret() },
  });
  const response = await context.post(`${API}${path}`, { data });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  await context.dispose();
}

/** Makes the API server answer the named calls with these faults (replacing earlier rules). */
export const setFaults = (rules: FaultRule[]) => admin('/__faults', { rules });

/** Fresh seeded data and no faults. */
export const resetApi = () => admin('/__reset');

/** A token for a user, straight from the API (as a portal handing over ?token= would have). */
export async function tokenFor(email: string, password = 'Demo@1234'): Promise<string> {
  const context = await request.newContext();
  const response = await context.post(`${API}/gamebridge-manager/v1/login`, { data: { email, password } });
  const body = (await response.json()) as { data: { token: string } };
  await context.dispose();
  return body.data.token;
}

/** The shell is still there: the side menu and the header with the user's name. */
export async function expectShell(page: Page, userName = 'Admin'): Promise<void> {
  await expect(page.locator('.ant-layout-sider').getByRole('menu', { name: 'Main menu' })).toBeVisible();
  await expect(page.locator('.ant-layout-header').getByText(userName, { exact: true })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
}

/** Logged out once to the login page (login.html): the form shows and no token is kept. */
export async function expectLoggedOut(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/login\.html#\/login$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
}
