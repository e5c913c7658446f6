import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { ADMIN, chooseFromDropdown, expectAccessible, login, open } from './helpers';

const screens = JSON.parse(readFileSync(new URL('./screens.json', import.meta.url), 'utf8')) as {
  path: string;
  scoped?: boolean;
}[];
const PATHS = screens.filter((screen) => !('scoped' in screen)).map((screen) => screen.path);

const shownTheme = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.dataset.theme);

test('the theme follows the system by default and every screen holds contrast in dark', async ({ page }) => {
  test.setTimeout(180_000);
  await page.emulateMedia({ colorScheme: 'dark' });
  await login(page, ADMIN);
  expect(await shownTheme(page)).toBe('dark');
  // antd's dark algorithm paints the layout dark, not only the console's own parts.
  const background = await page
    .locator('.ant-layout')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).not.toBe('rgb(245, 245, 245)');
  for (const path of PATHS) {
    await test.step(path, async () => {
      await open(page, path);
      await expect(page.locator('h1:visible'), path).toHaveCount(1);
      await expectAccessible(page);
    });
  }
});

test('the theme switch is remembered across reload and logout, and follows the system when asked', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await login(page, ADMIN);
  expect(await shownTheme(page)).toBe('light');
  await chooseFromDropdown(page, 'Theme: Same as system (light)', 'Dark');
  await expect.poll(() => shownTheme(page)).toBe('dark');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
  expect(await shownTheme(page)).toBe('dark');
  await expectAccessible(page);

  // Logout keeps the choice: the login card is dark too.
  await chooseFromDropdown(page, /account menu/, 'Logout');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect.poll(() => shownTheme(page)).toBe('dark');
  await expectAccessible(page);

  await login(page, ADMIN);
  await chooseFromDropdown(page, 'Theme: Dark', 'Same as system');
  await expect.poll(() => shownTheme(page)).toBe('light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => shownTheme(page)).toBe('dark');
});

test('the report graph and the article editor follow the dark theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await login(page, ADMIN);
  await open(page, '/searchAds/information');
  await page.getByRole('button', { name: 'Create' }).first().click();
  const editor = page.locator('.article-editor').first();
  await expect(editor).toBeVisible();
  const editorBackground = await editor.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(editorBackground).toBe('rgb(20, 20, 20)');
  await expectAccessible(page);
});
