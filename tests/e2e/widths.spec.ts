import { expect, test, type Page } from '@playwright/test';
import { ADMIN, KEEP_SCREENSHOTS, login, open } from './helpers';
import { openScreen } from './screenData';
import { SCREENS, walkParts, type Screen } from './screens';

const WIDTHS = [1280, 1366, 1440, 1920];

// The walk over every screen is split into parts that the workers share; a part is still more
// than the default minute on a loaded machine.
test.describe.configure({ timeout: 180_000 });
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
      if (KEEP_SCREENSHOTS && width === 1366)
        await page.screenshot({ path: `test-results/scrolled-${width}${path.replace(/\//g, '_')}.png` });
      const last = page
        .locator('.report-table .ant-table-thead th:not(.ant-table-cell-scrollbar)')
        .filter({ visible: true })
        .last();
      const box = await last.boundingBox();
      expect(box && box.x + box.width, `${path} at ${width}`).toBeLessThanOrEqual(width);
      if (KEEP_SCREENSHOTS && width === 1366)
        await page.screenshot({ path: `test-results/width-${width}${path.replace(/\//g, '_')}.png` });
    }
  }
});

/**
 * Checks the open screen at the window's width: named in the breadcrumb with one h1, drawn, and
 * fitting (no sideways page scroll, the Action column pinned right and on screen).
 */
async function expectScreenFits(page: Page, { path, title }: Screen, width: number): Promise<void> {
  const at = `${path} at ${width}`;
  await expect(page.locator('.ant-breadcrumb li').last(), at).toHaveText(title);
  // Lazy screens (reports) show a skeleton until their part and first answer are in.
  await expect(page.locator('.ant-card-head-title, .ant-tabs, h3').first(), at).toBeVisible();
  await expect(page.locator('.ant-skeleton'), at).toHaveCount(0);
  await expect(page.getByText('This screen is coming in a later release.'), at).toHaveCount(0);
  // One h1 names the screen (WCAG 2.4.6; axe page-has-heading-one).
  await expect(page.locator('h1:visible'), at).toHaveCount(1);
  // Lists and reports draw their table after their first answer.
  const table = page.locator('.ant-table').first();
  if (await table.count())
    await expect(page.locator('.ant-table-tbody tr:not(.ant-table-measure-row)').first(), at).toBeVisible();
  // After a resize the layout follows within a few frames: these read it until it has.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: `${at}: the page scrolls sideways`,
    })
    .toBeLessThanOrEqual(width);
  const action = page.locator('.ant-table-thead th').filter({ hasText: /^Action$/ });
  if (await action.count()) {
    await expect(action.first(), `${path}: Action pinned right`).toHaveClass(/ant-table-cell-fix-right/);
    await expect
      .poll(() => rightEdge(page, '.ant-table-thead th:has-text("Action")'), { message: at })
      .toBeLessThanOrEqual(width);
    // The first row's first action button is inside the window too (App List, Site List,
    // Landing Pages and Information had it cut at laptop widths).
    const button = page
      .locator('.ant-table-tbody tr.ant-table-row')
      .first()
      .locator('td')
      .last()
      .locator('button')
      .first();
    if (await button.count()) {
      await expect
        .poll(
          async () => {
            const box = await button.boundingBox();
            return box && box.x + box.width;
          },
          { message: `${path} button at ${width}` },
        )
        .toBeLessThanOrEqual(width);
    }
  }
  await expect(page.locator('.ant-skeleton, .ant-spin-spinning'), at).toHaveCount(0);
  if (KEEP_SCREENSHOTS && (width === 1366 || width === 1920))
    await page.screenshot({ path: `test-results/screen-${width}${path.replace(/\//g, '_')}.png` });
}

/**
 * The width walk: each screen is opened once and checked at every width, the window resized in
 * between (a screen follows a resize as it follows a load at that width). Each part starts at
 * another width, so every width is also checked on screens opened at it.
 */
walkParts(SCREENS, 6, (screen) => screen.path).forEach(({ items, name }, index) =>
  test(`every routed screen shows at ${WIDTHS.join(', ')} px, named in the breadcrumb with one h1, and fits: no sideways page scroll, the Action column pinned right and on screen (${name})`, async ({
    page,
  }) => {
    const widths = [...WIDTHS.slice(index % WIDTHS.length), ...WIDTHS.slice(0, index % WIDTHS.length)];
    await page.setViewportSize({ width: widths[0], height: 900 });
    await login(page, ADMIN);
    for (const screen of items) {
      await page.setViewportSize({ width: widths[0], height: 900 });
      await openScreen(page, screen.path);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await expectScreenFits(page, screen, width);
      }
    }
  }),
);
