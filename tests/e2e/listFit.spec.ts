import { expect, test, type Page } from '@playwright/test';
import { ADMIN, KEEP_SCREENSHOTS, login } from './helpers';
import { sidewaysScroll } from './locales';
import { openScreen } from './screenData';
import { LISTS, type Screen } from './screens';

// The main lists fit a laptop's 1366 px with their default columns (the less needed ones are off
// by default, in the column settings) and a desktop's 1920 px with every column shown, by default:
// no page scrolls sideways, and no table does either.
test.describe.configure({ timeout: 240_000 });

/** Opens a list and waits for its rows. */
async function openList(page: Page, { path, title }: Screen): Promise<void> {
  await openScreen(page, path);
  await expect(page.locator('.ant-breadcrumb li').last(), path).toHaveText(title);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
}

/** The columns the list's column settings offer but leave unticked. */
async function hiddenColumns(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Columns' }).click();
  const panel = page.getByLabel('Column settings');
  const hidden: string[] = [];
  for (const box of await panel.getByRole('checkbox').all())
    if (!(await box.isChecked()))
      hidden.push(await box.evaluate((input) => input.closest('label')?.textContent ?? ''));
  await page.keyboard.press('Escape');
  return hidden;
}

/** Shows every column the list's column settings offer. */
async function showEveryColumn(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Columns' }).click();
  const panel = page.getByLabel('Column settings');
  for (const box of await panel.getByRole('checkbox').all()) if (!(await box.isChecked())) await box.check();
  await page.keyboard.press('Escape');
}

test('at 1366 px the main lists show their default columns without scrolling sideways', async ({ page }) => {
  await login(page, ADMIN);
  await page.setViewportSize({ width: 1366, height: 900 });
  for (const list of LISTS) {
    const { path } = list;
    await openList(page, list);
    if (KEEP_SCREENSHOTS)
      await page.screenshot({ path: `test-results/fit-1366${path.replace(/\//g, '_')}.png` });
    expect(await sidewaysScroll(page), `${path} at 1366`).toEqual({ page: 0, table: 0 });
  }
});

test('at 1920 px the main lists show every column without scrolling sideways', async ({ page }) => {
  await login(page, ADMIN);
  await page.setViewportSize({ width: 1920, height: 1000 });
  for (const list of LISTS) {
    const { path } = list;
    await openList(page, list);
    expect(await sidewaysScroll(page), `${path} at 1920, default columns`).toEqual({ page: 0, table: 0 });
    expect(await hiddenColumns(page), `${path} at 1920: every column shown by default`).toEqual([]);
    await showEveryColumn(page);
    expect(await sidewaysScroll(page), `${path} at 1920, every column`).toEqual({ page: 0, table: 0 });
  }
});
