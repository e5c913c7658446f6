import { expect, test } from '@playwright/test';
import { holdCalls } from './callOrder';
import { revokeMenuEntries } from './grantMenu';
import { ADMIN, loginThroughForm, PUBLISHER } from './helpers';
import { expectKeptEntryRefused, sideMenu } from './keptMenu';

// The shell while the login's answers travel (docs/first-paint.md, "The shell while the answers
// travel"): the menu of the last session on this browser is shown at once and replaced by the
// server's; it grants nothing.

test("an entry the server took away shows from the last session's menu only until the server's menu comes, and its screen is never drawn", async ({
  page,
}) => {
  await loginThroughForm(page, PUBLISHER);
  await expect(sideMenu(page).getByRole('menuitem', { name: 'SDK & API' })).toBeVisible();
  // An administrator takes SDK & API away from the publishers.
  await loginThroughForm(page, ADMIN);
  await revokeMenuEntries(page, 'Publishers', ['/integration']);

  const releaseMenu = await holdCalls(page, '/menu');
  await loginThroughForm(page, PUBLISHER);
  await expectKeptEntryRefused(page, 'SDK & API', '/integration', releaseMenu);
  // And the next login on this browser starts from the server's menu, without the entry.
  const kept = await page.evaluate(
    () => JSON.parse(localStorage.getItem('console.menus') ?? '[]') as [string, unknown][],
  );
  const publishers = JSON.stringify(new Map(kept).get(PUBLISHER));
  expect(publishers).toContain('"/account/channel"');
  expect(publishers).not.toContain('"/integration"');
});

test('on "Log in" the shell is drawn at once, with the last session\'s menu, while the login travels; a refused login gives the card back', async ({
  page,
}) => {
  await loginThroughForm(page, PUBLISHER);
  await page.evaluate(() => ['token', 'user'].forEach((key) => localStorage.removeItem(key)));
  const releaseLogin = await holdCalls(page, '/login');
  await page.goto('/login.html#/login');
  await page.getByLabel('Email').fill(PUBLISHER);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();

  const frame = page.locator('.shell-signing-in');
  await expect(frame.locator('.ant-layout-sider .ant-menu')).toContainText('SDK & API');
  await expect(frame.locator('.ant-layout-header')).toBeVisible();
  await expect(frame.locator('.ant-skeleton').first()).toBeVisible();
  // Nothing of it can be used before the session is there.
  expect(await frame.evaluate((node) => (node as HTMLElement).inert)).toBe(true);

  await releaseLogin();
  await expect(frame).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(PUBLISHER);
});
