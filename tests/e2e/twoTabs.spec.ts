import { expect, test, type Page } from '@playwright/test';
import { logout } from './accountHelpers';
import { ADMIN, login, open, PUBLISHER, settled, toast } from './helpers';

/*
 * Two tabs of one browser (two pages of one context: shared localStorage, IndexedDB and service
 * worker). Each tab runs its own copy of the embedded API; they must behave as one.
 */

const welcome = (page: Page, name: string) => page.getByRole('heading', { name: `Welcome, ${name}` });

async function addChannel(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Channel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Channel' });
  // On a loaded machine a click while the modal still zooms in can be lost: wait until it is still.
  await expect(dialog).toBeVisible();
  await settled(page);
  await dialog.getByLabel('Channel Name').fill(name);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'add channel success')).toBeVisible();
}

/** The Channel ID shown on the row of the channel named `name`. */
async function channelId(page: Page, name: string): Promise<string> {
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
  await expect(row).toHaveCount(1);
  return (await row.getByRole('cell').nth(1).innerText()).trim();
}

/** Signs in as `email` in a first tab and opens a second tab on the same session. */
async function twoSignedInTabs(page: Page, email: string): Promise<Page> {
  await login(page, email);
  const second = await page.context().newPage();
  await second.goto('/#/home');
  return second;
}

test('two tabs adding a channel get different ids, and both channels survive a reload', async ({ page }) => {
  const tabB = await twoSignedInTabs(page, ADMIN);
  await open(page, '/account/channel');
  await open(tabB, '/account/channel');
  // Both tabs have read the channel list (and so their copy of the data) before either adds one.
  await expect(page.getByRole('cell', { name: 'Organic', exact: true })).toBeVisible();
  await expect(tabB.getByRole('cell', { name: 'Organic', exact: true })).toBeVisible();

  await addChannel(page, 'From tab A');
  await addChannel(tabB, 'From tab B');
  const idA = await channelId(page, 'From tab A');
  const idB = await channelId(tabB, 'From tab B');
  expect(new Set([idA, idB])).toEqual(new Set(['9001', '9002']));

  for (const tab of [page, tabB]) {
    await tab.reload();
    expect(await channelId(tab, 'From tab A')).toBe(idA);
    expect(await channelId(tab, 'From tab B')).toBe(idB);
  }
});

test('logging out in one tab sends the other tab to the login screen', async ({ page }) => {
  const tabB = await twoSignedInTabs(page, ADMIN);
  await open(tabB, '/account/channel');
  await expect(tabB.getByRole('cell', { name: 'Organic', exact: true })).toBeVisible();

  await logout(page);
  await expect(tabB.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(tabB).toHaveURL(/#\/login/);
});

test('after a logout, logging in as another user in one tab makes the other tab that user', async ({
  page,
}) => {
  const tabB = await twoSignedInTabs(page, ADMIN);
  await expect(welcome(tabB, 'Admin')).toBeVisible();

  await logout(page);
  await expect(tabB.getByRole('button', { name: 'Log in' })).toBeVisible();
  await login(page, PUBLISHER);
  await expect(welcome(page, 'Publisher')).toBeVisible();
  await expect(welcome(tabB, 'Publisher')).toBeVisible();
  await expect(tabB.getByRole('button', { name: 'Publisher account menu' })).toBeVisible();

  // The second tab's calls run as the newly signed-in user.
  await open(tabB, '/account/channel');
  await expect(tabB.getByRole('cell', { name: 'Organic', exact: true })).toBeVisible();
});

test('a signed-in tab that opens the login page goes home; the other tab stays signed in', async ({
  page,
}) => {
  const tabB = await twoSignedInTabs(page, ADMIN);
  await expect(welcome(tabB, 'Admin')).toBeVisible();

  await page.goto('/#/login');
  await expect(welcome(page, 'Admin')).toBeVisible();
  await open(tabB, '/account/channel');
  await expect(tabB.getByRole('cell', { name: 'Organic', exact: true })).toBeVisible();
  await expect(tabB.getByRole('button', { name: 'Admin account menu' })).toBeVisible();

  // After a logout and a login in the first tab, the second tab follows back to Home.
  await logout(page);
  await expect(tabB.getByRole('button', { name: 'Log in' })).toBeVisible();
  await login(page, ADMIN);
  await expect(welcome(tabB, 'Admin')).toBeVisible();
});

test('a page opened while the worker is unregistering still reaches the embedded API', async ({ page }) => {
  // What two tabs leaving at once can cause: MSW's worker unregisters itself while another tab
  // still uses it, so a page opened then is not controlled by it. Here the unregistering is done
  // by hand, with the second tab keeping the registration alive; the page must end up controlled.
  const tabB = await twoSignedInTabs(page, ADMIN);
  await expect(welcome(tabB, 'Admin')).toBeVisible();
  // Signed out first, and the second tab settled on its login page: following the sign-out, it
  // may load a new page that starts the embedded API again, which would register the worker anew
  // and take this tab's next page over before the check below.
  await page.evaluate(() => ['token', 'user'].forEach((key) => localStorage.removeItem(key)));
  await expect(tabB.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect.poll(() => tabB.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.unregister());
  await page.goto('/login.html#/login');
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(false);

  await login(page, PUBLISHER);
  await expect(welcome(page, 'Publisher')).toBeVisible();
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
});
