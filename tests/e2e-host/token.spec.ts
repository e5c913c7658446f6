import { expect, test, type Page, type Request } from '@playwright/test';
import { ADMIN, PUBLISHER, login, open } from '../e2e/helpers';
import { expectShell, resetApi, tokenFor } from './hostHelpers';

test.beforeEach(async () => {
  await resetApi();
});

/** The Authorization header of every GET /menu and GET /saas/userinfo the page sends from now on. */
function sessionReads(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/\/(menu|saas\/userinfo)(\?|$)/.test(request.url()))
      seen.push(`${new URL(request.url()).pathname.split('/').pop()} ${request.headers().authorization}`);
  });
  return seen;
}

/**
 * Answers the question a token of another user in the address asks: both users named, and the
 * switch only when asked for. Returns the session reads the page makes from then on.
 */
async function switchWhenAsked(page: Page): Promise<string[]> {
  const dialog = page.getByRole('dialog', { name: 'Switch user?' });
  await expect(
    dialog.getByText('You are signed in as Admin. The link in the address signs in Publisher.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Stay as Admin' })).toBeVisible();
  const reads = sessionReads(page);
  await dialog.getByRole('button', { name: 'Switch to Publisher' }).click();
  return reads;
}

test('a ?token= for another user replaces the session once the user says so: name and menu are the new user’s', async ({
  page,
}) => {
  await login(page, ADMIN);
  await expectShell(page, 'Admin');
  const publisherToken = await tokenFor(PUBLISHER);
  await page.goto(`/?token=${publisherToken}#/home`);
  const reads = await switchWhenAsked(page);
  await expect(page.getByRole('heading', { name: 'Welcome, Publisher' })).toBeVisible();
  await expectShell(page, 'Publisher');
  await expect(page.locator('.ant-layout-header').getByText('Admin', { exact: true })).toHaveCount(0);
  expect([...new Set(reads)].sort()).toEqual([`menu ${publisherToken}`, `userinfo ${publisherToken}`]);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(publisherToken);
  await expect(page).not.toHaveURL(/token=/);
});

test('a token pasted into the hash of the open console switches to that user once the user says so', async ({
  page,
}) => {
  await login(page, ADMIN);
  await expectShell(page, 'Admin');
  const publisherToken = await tokenFor(PUBLISHER);
  await open(page, `/home?token=${publisherToken}`);
  const reads = await switchWhenAsked(page);
  await expect(page.getByRole('heading', { name: 'Welcome, Publisher' })).toBeVisible();
  await expectShell(page, 'Publisher');
  expect([...new Set(reads)].sort()).toEqual([`menu ${publisherToken}`, `userinfo ${publisherToken}`]);
  await expect(page).not.toHaveURL(/token=/);
});

test('the same token in the address keeps the session and is removed from the address', async ({ page }) => {
  const token = await tokenFor(ADMIN);
  await page.goto(`/?token=${token}#/home`);
  await expectShell(page, 'Admin');
  await page.goto(`/?token=${token}#/home`);
  await expectShell(page, 'Admin');
  await expect(page).not.toHaveURL(/token=/);
});

test('a ?token= before the hash is in no Referer of the page’s requests', async ({ page }) => {
  const token = await tokenFor(PUBLISHER);
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.goto(`/?token=${token}#/home`);
  await expectShell(page, 'Publisher');

  const assets = requests.filter((request) => /\.(js|css)(\?|$)/.test(request.url()));
  expect(assets.length).toBeGreaterThan(0);
  const leaks = await Promise.all(
    requests.map(async (request) => ({
      url: request.url(),
      referer: (await request.allHeaders()).referer ?? '',
    })),
  );
  expect(leaks.filter(({ referer }) => referer.includes(token))).toEqual([]);
});
