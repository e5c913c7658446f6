import { expect, test, type Page } from '@playwright/test';
import { ADMIN, login, open } from './helpers';
import { SCREENS } from './screens';

const WIDTHS = [1280, 1366, 1440, 1920];

// Each test opens every screen it checks at four widths: more than the default minute.
test.describe.configure({ timeout: 180_000 });
/** Lists whose Action column was off screen or cut at laptop widths. */
const LISTS: [path: string, title: string][] = [
  ['/siteManager/siteList', 'Site List'],
  ['/appManager/appsList', 'App List'],
  ['/searchAds/landingPage', 'Landing Pages'],
  ['/searchAds/information', 'Information'],
];
/** Reports wider than their card at laptop widths. */
const REPORTS: [path: string, title: string][] = [
  ['/report/userAnalytics', 'User Analytics'],
  ['/report/appAdsReport', 'App Ads Revenue'],
];

/** The right edge of a locator's box. */
async function rightEdge(page: Page, selector: string): Promise<number> {
  const box = await page.locator(selector).filter({ visible: true }).first().boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  return box.x + box.width;
}

test('lists keep their Action column on screen at laptop and desktop widths', async ({ page }) => {
  await login(page, ADMIN);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, title] of LISTS) {
      await open(page, path);
      await expect(page.locator('.ant-card-head-title').getByText(title, { exact: true })).toBeVisible();
      const action = page.locator('.ant-table-thead th', { hasText: /^Action$/ });
      await expect(action).toBeVisible();
      await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
      expect(
        await rightEdge(page, '.ant-table-thead th:has-text("Action")'),
        `${path} at ${width}`,
      ).toBeLessThanOrEqual(width);
      // The first row's first action button is inside the window too.
      const button = page
        .locator('.ant-table-tbody tr.ant-table-row')
        .first()
        .locator('td')
        .last()
        .locator('button')
        .first();
      const box = await button.boundingBox();
      expect(box && box.x + box.width, `${path} button at ${width}`).toBeLessThanOrEqual(width);
      if (width === 1366)
        await page.screenshot({ path: `test-results/width-${width}${path.replace(/\//g, '_')}.png` });
    }
  }
});

test('reports wider than the window scroll sideways and their last column can be reached', async ({
  page,
}) => {
  await login(page, ADMIN);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, title] of REPORTS) {
      await open(page, path);
      await expect(page.locator('.ant-card-head-title').getByText(title, { exact: true })).toBeVisible();
      await expect(page.locator('tbody tr.ant-table-row').first().locator('td').first()).toHaveText('Total');
      const scroller = page
        .locator('.report-table .ant-table-content, .report-table .ant-table-body')
        .first();
      await expect(scroller).toBeVisible();
      await scroller.evaluate((element) => {
        element.scrollLeft = element.scrollWidth;
      });
      if (width === 1366)
        await page.screenshot({ path: `test-results/scrolled-${width}${path.replace(/\//g, '_')}.png` });
      const last = page
        .locator('.report-table .ant-table-thead th:not(.ant-table-cell-scrollbar)')
        .filter({ visible: true })
        .last();
      const box = await last.boundingBox();
      expect(box && box.x + box.width, `${path} at ${width}`).toBeLessThanOrEqual(width);
      if (width === 1366)
        await page.screenshot({ path: `test-results/width-${width}${path.replace(/\//g, '_')}.png` });
    }
  }
});

test('every screen fits 1280, 1366, 1440 and 1920 px: no sideways page scroll, the Action column pinned right and on screen', async ({
  page,
}) => {
  test.setTimeout(360_000);
  await login(page, ADMIN);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const { path, title } of SCREENS) {
      await open(page, path);
      await expect(page.locator('.ant-breadcrumb li').last(), path).toHaveText(title);
      // Lazy screens (reports) show a skeleton until their part and first answer are in.
      await expect(page.locator('.ant-card-head-title, .ant-tabs, h3').first(), path).toBeVisible();
      await expect(page.locator('.ant-skeleton'), path).toHaveCount(0);
      // Lists and reports draw their table after their first answer.
      const table = page.locator('.ant-table').first();
      if (await table.count())
        await expect(page.locator('.ant-table-tbody tr:not(.ant-table-measure-row)').first()).toBeVisible();
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth, `${path} at ${width}: the page scrolls sideways`).toBeLessThanOrEqual(width);
      const action = page.locator('.ant-table-thead th').filter({ hasText: /^Action$/ });
      if (await action.count()) {
        await expect(action.first(), `${path}: Action pinned right`).toHaveClass(/ant-table-cell-fix-right/);
        expect(
          await rightEdge(page, '.ant-table-thead th:has-text("Action")'),
          `${path} at ${width}`,
        ).toBeLessThanOrEqual(width);
      }
      await expect(page.locator('.ant-skeleton, .ant-spin-spinning'), path).toHaveCount(0);
      if (width === 1366 || width === 1920)
        await page.screenshot({ path: `test-results/screen-${width}${path.replace(/\//g, '_')}.png` });
    }
  }
});
