import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, expectAccessible, login, PASSWORD, settled } from './helpers';
import { outlineOf, tabOnto } from './focusRing';

// What a daily user meets at 1366 px: the address after login, the reports' quick ranges, the
// Submit button after a refusal, and the keyboard's focus ring in both themes.

test.use({ viewport: { width: 1366, height: 800 } });

test('after signing in on login.html the console goes on at index.html: /#/home, a reload stays, later screens too', async ({
  page,
}) => {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.goto('/login.html#/login');
  await page.getByLabel('Email').fill(ADMIN);
  await page.getByLabel('Password').fill(PASSWORD);
  const loaded = documents.length;
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();

  expect(new URL(page.url()).pathname).toBe('/');
  expect(new URL(page.url()).hash).toBe('#/home');
  // Only the address changed: no page was loaded for it.
  expect(documents.slice(loaded)).toEqual([]);

  await page.reload();
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  expect(new URL(page.url()).hash).toBe('#/home');

  const menu = page.getByRole('menu', { name: 'Main menu' }).first();
  await menu.getByRole('menuitem', { name: /Account/ }).click();
  await menu
    .locator('a')
    .filter({ hasText: /^Channel$/ })
    .click();
  await expect(page.getByRole('columnheader', { name: 'Channel Name' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  expect(new URL(page.url()).hash).toMatch(/^#\/account\/channel/);
});

test('a signed-in user who opens login.html goes on at /#/home', async ({ page }) => {
  await login(page, ADMIN);
  await page.goto('/login.html#/login');
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  expect(new URL(page.url()).hash).toBe('#/home');
});

/** The open range picker's quick ranges. */
async function openQuickRanges(page: Page): Promise<Locator> {
  await page.locator('.report-range .ant-picker').click();
  const presets = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-presets');
  await expect(presets).toBeVisible();
  return presets;
}

test("User Analytics offers the spec's three quick ranges: Yesterday disabled with the reason, the others choose", async ({
  page,
}) => {
  await login(page, ADMIN, PASSWORD, '/report/userAnalytics');
  await expect(page.getByRole('heading', { name: 'User Analytics', level: 1 })).toBeVisible();
  const start = page.locator('.report-range input').first();
  const before = await start.inputValue();

  const presets = await openQuickRanges(page);
  await expect(presets.locator('li')).toHaveText(['Yesterday', 'Last 7 Days', 'Last 30 Days']);
  const yesterday = presets.locator('li').filter({ hasText: 'Yesterday' });
  await expect(yesterday.locator('[aria-disabled="true"]')).toHaveText('Yesterday');
  await expect(yesterday).toHaveCSS('cursor', 'not-allowed');
  await yesterday.hover();
  await expect(page.getByRole('tooltip')).toHaveText(
    /^A day's data is complete 2 days later: the latest day here is \d{4}-\d{2}-\d{2}\.$/,
  );
  await yesterday.click();
  // Refused: the picker stays open on the same dates.
  await expect(presets).toBeVisible();
  await expect(start).toHaveValue(before);

  // A quick range the limit allows still chooses its dates (and closes the picker).
  await presets.locator('li').filter({ hasText: 'Last 30 Days' }).click();
  await expect(presets).toBeHidden();
  await expect(start).not.toHaveValue(before);
  await expectAccessible(page);
});

test('Content Ads Revenue keeps its three quick ranges, none disabled', async ({ page }) => {
  await login(page, ADMIN, PASSWORD, '/report/revenueReport');
  const presets = await openQuickRanges(page);
  await expect(presets.locator('li')).toHaveText(['Yesterday', 'Last 7 Days', 'Last 30 Days']);
  await expect(presets.locator('[aria-disabled="true"]')).toHaveCount(0);
});

test('after a refused submit the Submit button is named Submit alone, not "loading Submit"', async ({
  page,
}) => {
  // With antd's motion on, as most users have it: the loading icon's leave motion never ends
  // when the refusal comes at once, and the icon stayed, shrunk to nothing, in the button's name.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await login(page, ADMIN, PASSWORD, '/searchAds/site/postback');
  await page.getByRole('button', { name: 'Add Link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Link' });
  await dialog.getByLabel('Base URL').fill('https://track.example/pb');
  const submit = dialog.locator('.ant-modal-footer .ant-btn-primary');
  await submit.click();
  await expect(dialog.getByText('Please select event type')).toBeVisible();
  await expect(submit).toBeEnabled();

  await expect(submit).toHaveAccessibleName('Submit');
  await expect(dialog.getByRole('button', { name: 'Submit', exact: true })).toBeVisible();
  await expect(submit.getByRole('img', { name: 'loading' })).toHaveCount(0);
  await expectAccessible(page);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`side-menu links and Home's cards show a focus ring from the keyboard (${scheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await login(page, ADMIN);
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    await settled(page);

    const menu = page.getByRole('menu', { name: 'Main menu' }).first();
    const channel = menu.locator('a').filter({ hasText: /^Channel$/ });
    const item = menu
      .locator('.ant-menu-item')
      .filter({ has: page.locator('a').filter({ hasText: /^Channel$/ }) });
    const homeLink = page.locator('.home-cards a.home-figure').first();
    await expect(homeLink).toBeVisible();

    await menu.getByRole('menuitem', { name: /Account/ }).click();
    await expect(channel).toBeVisible();
    expect((await outlineOf(item)).style).toBe('none');
    await tabOnto(page, channel);
    const ring = await outlineOf(item);
    expect(ring.style).toBe('solid');
    expect(ring.width).toBe('3px');
    expect(ring.color).toBe('rgb(255, 255, 255)');

    await tabOnto(page, homeLink);
    const cardRing = await outlineOf(homeLink);
    expect(cardRing.style).toBe('solid');
    expect(cardRing.width).toBe('3px');
    expect(cardRing.color).toBe(scheme === 'dark' ? 'rgb(64, 150, 255)' : 'rgb(9, 88, 217)');
    await expectAccessible(page);
  });
}
