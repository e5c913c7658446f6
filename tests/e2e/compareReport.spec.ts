import { expect, test, type Page } from '@playwright/test';
import { ADMIN, expectAccessible, loginAt, loginInChinese, open, settled } from './helpers';
import { expectTotalRow } from './reportHelpers';

// Compare with previous period (docs/reports.md, "Compare with the previous period").
test.describe.configure({ timeout: 120_000 });

const day = (daysBefore: number) => {
  const date = new Date();
  date.setDate(date.getDate() - daysBefore);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};
/** The last 7 days (the reports' default range) and the 7 days before them. */
const [START, END] = [day(6), day(0)];
const [PREVIOUS_START, PREVIOUS_END] = [day(13), day(7)];

/** A change as a figure shows it: the difference with its sign, and the percentage when there is one. */
const CHANGE = /^ ?([+-][$\d,.]+|0(\.0+)?)( pp)?( \(([+-]\d+\.\d|0\.0)%\))?$|^New$|^--$/;

const compareSwitch = (page: Page) => page.getByRole('switch', { name: 'Compare with previous period' });

/** The report calls the page sends, with their bodies. */
function recordCalls(page: Page, path: RegExp) {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && path.test(request.url())) bodies.push(request.postDataJSON());
  });
  return bodies;
}

async function shoot(page: Page, name: string): Promise<void> {
  await settled(page);
  await page.screenshot({ path: `test-results/compare-${name}.png`, fullPage: true });
}

test.describe('on a laptop (1366 px)', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('Content Ads Revenue compared with the previous period: table, graph, the two calls; axe in both themes', async ({
    page,
  }) => {
    const reportCalls = recordCalls(page, /\/ssp_publisher\/report$/);
    const graphCalls = recordCalls(page, /\/ssp_publisher\/report\/graph$/);
    await loginAt(page, ADMIN, '/report/revenueReport');
    await expectTotalRow(page);
    await expect(compareSwitch(page)).toHaveAttribute('aria-checked', 'false');
    await expect(page.locator('.report-change')).toHaveCount(0);

    await compareSwitch(page).click();
    await expect(page).toHaveURL(/compare=1/);
    await expect(page.getByText(`Previous period: ${PREVIOUS_START} to ${PREVIOUS_END}`)).toBeVisible();
    // The previous period is asked with the same body, whole, for the table and for the graph.
    await expect
      .poll(() =>
        reportCalls.some(
          (body) =>
            JSON.stringify(body.date_range) === JSON.stringify({ start: PREVIOUS_START, end: PREVIOUS_END }),
        ),
      )
      .toBe(true);
    const previous = reportCalls.find(
      (body) => (body.date_range as { start: string }).start === PREVIOUS_START,
    )!;
    expect(previous).toMatchObject({ dimensions: ['Date', 'Domain'], page_index: 1, page_size: 9999 });
    await expect
      .poll(() => graphCalls.some((body) => (body.date_range as { start: string }).start === PREVIOUS_START))
      .toBe(true);

    // Every figure of the Total row and of the rows shows its change, in the shape the brief asks.
    const totalChanges = page.locator('.report-total-row .report-change');
    await expect(totalChanges).toHaveCount(5);
    for (const text of await totalChanges.allInnerTexts()) expect(text.trim()).toMatch(CHANGE);
    const rowChanges = await page
      .locator('tbody tr.ant-table-row:not(.report-total-row) .report-change')
      .allInnerTexts();
    expect(rowChanges.length).toBeGreaterThan(20);
    for (const text of rowChanges) expect(text.trim()).toMatch(CHANGE);
    // A percentage, a sign and an arrow: not by colour alone.
    const firstChange = totalChanges.first();
    await expect(firstChange).toHaveText(/[+-].*\([+-]\d+\.\d%\)/);
    await expect(firstChange.locator('.anticon-arrow-up, .anticon-arrow-down')).toHaveCount(1);
    // The graph draws a canvas: one line per period (the legend names the previous one).
    await expect(page.locator('canvas').first()).toBeVisible();

    await expectAccessible(page);
    await shoot(page, 'laptop-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectAccessible(page);
    await shoot(page, 'laptop-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    // Copy as API request gives both calls.
    await page.getByRole('button', { name: 'Copy as API request' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy as API request' });
    await expect(dialog.getByLabel('Current period')).toHaveValue(
      new RegExp(`"start":"${START}","end":"${END}"`),
    );
    await expect(dialog.getByLabel('Previous period')).toHaveValue(
      new RegExp(`"start":"${PREVIOUS_START}","end":"${PREVIOUS_END}".*"page_index":1,"page_size":9999`),
    );
    await expect(dialog.getByRole('button', { name: 'Copy' })).toHaveCount(2);
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    // The Report API screen shows the two calls of each report.
    await open(page, '/report/reportapi');
    await page.getByRole('button', { name: 'Content Ads Revenue' }).click();
    const panel = page.locator('.ant-collapse-item-active');
    const bodies = panel.locator('.report-api-body');
    await expect(bodies).toHaveCount(2);
    await expect(bodies.nth(0).locator('figcaption')).toHaveText('Current period');
    await expect(bodies.nth(1).locator('figcaption')).toHaveText('Previous period');
    const current = JSON.parse(await bodies.nth(0).locator('pre').innerText());
    const before = JSON.parse(await bodies.nth(1).locator('pre').innerText());
    expect(current.date_range).toEqual({ start: START, end: END });
    expect(before).toEqual({
      ...current,
      date_range: { start: PREVIOUS_START, end: PREVIOUS_END },
      page_index: 1,
      page_size: 9999,
    });
    await expectAccessible(page);
    await shoot(page, 'report-api');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectAccessible(page);
  });

  test('a saved link keeps the comparison: reloading the address shows it again', async ({ page }) => {
    await loginAt(page, ADMIN, `/report/revenue?start=${START}&end=${END}&compare=1`);
    await expectTotalRow(page);
    await expect(compareSwitch(page)).toHaveAttribute('aria-checked', 'true');
    await expect(page.locator('.report-total-row .report-change')).toHaveCount(1);
    await page.reload();
    await expectTotalRow(page);
    await expect(compareSwitch(page)).toHaveAttribute('aria-checked', 'true');
    await expect(page.locator('.report-total-row .report-change')).toHaveText(CHANGE);
  });
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the switch fits beside the dates, the filter bar and the card stay in the window; axe in both themes', async ({
    page,
  }) => {
    await loginAt(page, ADMIN, '/report/appAdsReport');
    await expectTotalRow(page);
    await compareSwitch(page).click();
    await expect(page.locator('.report-total-row .report-change').first()).toBeVisible();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      // The switch, the filter bar and the report's card stay inside the window (the table scrolls in its own frame).
      for (const part of ['.report-compare', 'form.report-filters', '.ant-card']) {
        const box = await page.locator(part).first().boundingBox();
        expect(box!.x, part).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, part).toBeLessThanOrEqual(390);
      }
      await expectAccessible(page);
      await shoot(page, `phone-${scheme}`);
    }
  });
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN', viewport: { width: 1366, height: 900 } });

  test('the switch, the previous period and a new row speak Chinese', async ({ page }) => {
    await loginInChinese(page, ADMIN);
    await open(page, `/report/appAdsReport?compare=1`);
    await expect(page.locator('.report-total-row')).toBeVisible();
    await expect(page.getByRole('switch', { name: '与上一周期对比' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(page.getByText(`上一周期：${PREVIOUS_START} 至 ${PREVIOUS_END}`)).toBeVisible();
    await expect(page.locator('.report-total-row .report-change').first()).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'chinese');
  });
});
