import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN,
  chooseFromDropdown,
  expectAccessible,
  chooseImportFile,
  firstRow,
  importFile,
  login,
  loginInChinese,
  open,
  openAdUnitImport,
  loginAt,
} from './helpers';
import { openScreen } from './screenData';
import { SCREENS, walkParts } from './screens';

/** Every routed screen, six to a test (axe on each, about 3 s a screen), shared by the workers. */
const PARTS = walkParts(
  SCREENS.map((screen) => screen.path),
  6,
  (path) => path,
);

const shownTheme = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.dataset.theme);

for (const part of PARTS)
  test(`the theme follows the system by default and every screen holds contrast in dark (${part.name})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: 'dark' });
    await login(page, ADMIN);
    expect(await shownTheme(page)).toBe('dark');
    // antd's dark algorithm paints the layout dark, not only the console's own parts.
    const background = await page
      .locator('.ant-layout')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).not.toBe('rgb(245, 245, 245)');
    for (const path of part.items) {
      await test.step(path, async () => {
        await openScreen(page, path);
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
  await loginAt(page, ADMIN, '/searchAds/information');
  await page.getByRole('button', { name: 'Create' }).first().click();
  const editor = page.locator('.article-editor').first();
  await expect(editor).toBeVisible();
  const editorBackground = await editor.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(editorBackground).toBe('rgb(20, 20, 20)');
  await expectAccessible(page);
});

test("the ad unit import's failed rows are readable in dark (axe contrast, 0 serious)", async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await login(page, ADMIN);
  const dialog = await openAdUnitImport(page);
  await chooseImportFile(
    dialog,
    importFile([
      ['NewsReader', 'banner', '', 'reader_dark_one', 1.25],
      ['NoSuchApp', 'banner', '', 'ghost_unit', 2],
      ['NewsReader', 'bogus', '', 'odd_unit', 2],
    ]),
  );
  await expect(dialog.locator('tr.import-row-failed')).toHaveCount(2);
  await expect(dialog.getByText("Ad Format: 'bogus' is not one of the choices")).toBeVisible();
  await expectAccessible(page);
});

/** The admin signed in, the system asking for dark. */
async function adminInDark(page: Page): Promise<void> {
  await page.emulateMedia({ colorScheme: 'dark' });
  await login(page, ADMIN);
}

// Two tests of two axe runs each rather than one of four: each ends well within its time on a loaded machine.
test('in dark, read-only values and an opened Columns button hold contrast (axe)', async ({ page }) => {
  await adminInDark(page);
  // A View form: every value is a disabled input or select.
  await open(page, '/appManager/appsList');
  await firstRow(page).getByRole('button', { name: 'View' }).click();
  await expect(page.getByRole('dialog', { name: /^View / })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The Columns button with its panel open (antd draws it in its hover blue).
  await page.getByRole('button', { name: 'Columns' }).click();
  await expect(page.getByLabel('Column settings')).toBeVisible();
  await expectAccessible(page);
});

test('in dark, an empty table, a hovered primary button and locked user groups hold contrast (axe)', async ({
  page,
}) => {
  await adminInDark(page);
  await open(page, '/appManager/appsList');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  // An empty filtered table (its message and Clear filters), with the primary button hovered
  // (white on antd's hover blue).
  await page.getByRole('main').getByPlaceholder('App name or app ID').fill('no such app');
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No records match these filters', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add App' }).hover();
  await expectAccessible(page);
  // The admin's locked user groups in Edit User.
  await open(page, '/account/user');
  await page
    .getByRole('row', { name: /admin@demo\.test/ })
    .getByRole('button', { name: 'Edit' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Edit User' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Edit User' }).getByText('Administrators')).toBeVisible();
  await expectAccessible(page);
});

test('in dark, a list with every row selected holds contrast: rows, their links, the selection bar (axe)', async ({
  page,
}) => {
  await adminInDark(page);
  await open(page, '/account/user');
  // Every row but the admin's, which no bulk action can change.
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await expect(page.getByRole('region', { name: 'Selection' }).getByText('4 selected')).toBeVisible();
  await expectAccessible(page);
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test("the theme button's tooltip leaves the theme menu's first item to be clicked", async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await loginInChinese(page, ADMIN);
    const button = page.getByRole('button', { name: '主题：跟随系统（深色）' });
    await button.hover();
    await expect(page.getByRole('tooltip', { name: '主题：跟随系统（深色）' })).toBeVisible();
    await button.click();
    await expect(page.getByRole('tooltip')).toBeHidden();
    // A real click (Playwright checks that nothing covers the item) on the first item, Light.
    await page.getByRole('menuitem', { name: '浅色' }).click();
    await expect.poll(() => shownTheme(page)).toBe('light');
  });
});
