import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, firstRow, open } from './helpers';
import { comboName, DESKTOP, EACH_LANGUAGE, LAPTOP, sidewaysScroll, signInAs, useCombo } from './locales';
import { expectTotalRow } from './reportHelpers';
import { SPEC_COLUMNS } from '../support/specColumns';

// Tables fit where a person reads them, in English and in Chinese (whose labels are longer): at a
// laptop's 1366 px a report's key figure is in view without scrolling the table sideways; at a
// desktop's 1920 px the site list and the ad-unit list show every column the spec names, by
// default, and neither the page nor the table scrolls sideways.

const TEXTS = {
  en: {
    total: 'Total',
    keyFigures: [
      ['/report/appAdsReport', 'NetRevenue'],
      ['/report/userAnalytics', 'Page View Events'],
    ],
  },
  zh: {
    total: '合计',
    keyFigures: [
      ['/report/appAdsReport', '净收入'],
      ['/report/userAnalytics', '页面浏览事件'],
    ],
  },
};

/** The main table's header texts, in order (the selection column's empty one left out). */
async function headers(page: Page): Promise<string[]> {
  const texts = await page.getByRole('main').locator('.ant-table-thead th').allInnerTexts();
  return texts.map((text) => text.trim()).filter(Boolean);
}

for (const combo of EACH_LANGUAGE) {
  const text = TEXTS[combo.language];
  test.describe(`tables fit in ${comboName(combo)}`, () => {
    test.describe('on a laptop', () => {
      useCombo(combo, LAPTOP);

      test("a report's key figure is in view without scrolling the table sideways", async ({ page }) => {
        for (const [index, [path, title]] of text.keyFigures.entries()) {
          if (index === 0) await signInAs(page, combo, path);
          else await open(page, path);
          await expectTotalRow(page, text.total);
          // The report's own table, drawn (not the last screen's on its way out).
          const container = page.locator('.report-table .ant-table-container');
          const cell = page.locator('.report-table .ant-table-thead th').filter({ hasText: title });
          await expect(cell).toBeVisible();
          await expect(container).toBeVisible();
          const table = await container.boundingBox();
          const header = await cell.boundingBox();
          expect(table, `${path}: the table drawn`).not.toBeNull();
          expect(header, `${path}: ${title} drawn`).not.toBeNull();
          // The whole header cell lies inside the table's visible box.
          expect(header!.x + header!.width, `${path}: ${title}'s right edge`).toBeLessThanOrEqual(
            table!.x + table!.width + 1,
          );
          expect(header!.x, `${path}: ${title}'s left edge`).toBeGreaterThanOrEqual(table!.x);
        }
        await expectAccessible(page);
      });
    });

    test.describe('on a desktop', () => {
      useCombo(combo, DESKTOP);

      test('the site list and the ad-unit list show every spec column, no sideways scroll', async ({
        page,
      }) => {
        for (const [index, [path, columns]] of (
          [
            ['/siteManager/siteList', SPEC_COLUMNS.site[combo.language]],
            ['/appManager/zoneList', SPEC_COLUMNS.adUnit[combo.language]],
          ] as const
        ).entries()) {
          if (index === 0) await signInAs(page, combo, path);
          else await open(page, path);
          await expect(firstRow(page)).toBeVisible();
          // Every spec column, in the spec's order (the Action column and others beside them).
          await expect
            .poll(
              async () =>
                (await headers(page)).filter((shown) => (columns as readonly string[]).includes(shown)),
              path,
            )
            .toEqual(columns);
          // Neither scrolls sideways, so every header shown is in view.
          expect(await sidewaysScroll(page), path).toEqual({ page: 0, table: 0 });
        }
        await expectAccessible(page);
      });
    });
  });
}
