import { expect, test, type Page } from '@playwright/test';
import dayjs from 'dayjs';
import { ADMIN, PUBLISHER, expectAccessible, login, open } from './helpers';

/** Home's earnings overview in the browser: the cards, the trend, the tops and their links. */

/** An amount in US dollars, the currency Home names once. */
const MONEY = /^\$\d{1,3}(,\d{3})*\.\d{2}$/;
const AMOUNT = /\$(\d{1,3}(?:,\d{3})*\.\d{2})/g;
const PERIODS = [
  ['today', 'Today', 'So far today · no change until the day is over'],
  ['yesterday', 'Yesterday', 'vs. the day before'],
  ['last7', 'Last 7 days', 'vs. the 7 days before'],
  [
    'month',
    'This month',
    dayjs().date() === 1
      ? 'So far this month · no change until its first day is over'
      : 'vs. the same days last month, today aside',
  ],
] as const;
const TOPS = ['Top sites, last 30 days', 'Top apps, last 30 days', 'Top zones, last 30 days'];
const day = (daysAgo: number) => dayjs().subtract(daysAgo, 'day').format('YYYY-MM-DD');

const card = (page: Page, key: string) => page.locator(`[data-period="${key}"]`);
const topCard = (page: Page, title: string) =>
  page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
/** The trend's picture, named by a summary of its days (range, total, highest day). */
const trendPicture = (page: Page) =>
  page.getByRole('img', { name: /^Line chart of the revenue of each of the last 30 days, .*: total / });
/** The reports' chart library, its own chunk in the build (assets/LineChart-<hash>.js). */
const CHART_CHUNK = /\/assets\/LineChart-[^/]+\.js$/;

async function expectOverview(page: Page) {
  await expect(page.getByRole('heading', { name: 'Estimated revenue', level: 2 })).toBeVisible();
  await expect(
    page.getByText('All figures in USD. Revenue is the net revenue of content ads, app ads and search ads.'),
  ).toBeVisible();
  for (const [key, title, comparedWith] of PERIODS) {
    await expect(card(page, key).locator('.ant-statistic-title')).toHaveText(title);
    await expect(card(page, key).locator('.ant-statistic-content')).toHaveText(MONEY);
    await expect(card(page, key).locator('.home-change')).toHaveText(
      key === 'today' || comparedWith.startsWith('So far')
        ? comparedWith
        : new RegExp(`^\\s*[+-]\\d+\\.\\d{2}% ${comparedWith.replace(/\./g, '\\.')}$`),
    );
  }
  // The 30 days' total is the sum of the sources it is made of.
  const bySource = page.getByTestId('revenue-by-source');
  await expect(bySource).toHaveText(
    /^Last 30 days: \$[\d,.]+ = Content ads \$[\d,.]+ \+ App ads \$[\d,.]+ \+ Search ads \$[\d,.]+$/,
  );
  const [total, ...parts] = [...(await bySource.innerText()).matchAll(AMOUNT)].map((found) =>
    Math.round(Number(found[1].replace(/,/g, '')) * 100),
  );
  expect(parts).toHaveLength(3);
  expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
  const trend = trendPicture(page);
  await trend.scrollIntoViewIfNeeded();
  await expect(trend.locator('svg path').first()).toBeVisible();
  // The figures, for screen readers: a row a day under the header.
  await expect(topCard(page, 'Revenue, last 30 days').getByRole('table')).toHaveCount(1);
  await expect(topCard(page, 'Revenue, last 30 days').getByRole('row')).toHaveCount(31);
  // Each day's figure in money, the highest of them and its day named in the picture's summary.
  const table = topCard(page, 'Revenue, last 30 days').getByRole('table');
  const figures = await table.getByRole('cell').allInnerTexts();
  expect(figures).toHaveLength(30);
  figures.forEach((figure) => expect(figure).toMatch(MONEY));
  const cents = figures.map((figure) => Math.round(Number(figure.replace(/[$,]/g, '')) * 100));
  const highest = figures[cents.indexOf(Math.max(...cents))];
  const highestDay = await table
    .getByRole('rowheader')
    .nth(cents.indexOf(Math.max(...cents)))
    .innerText();
  await expect(trend).toHaveAccessibleName(new RegExp(`, highest \\${highest} on ${highestDay}$`));
  for (const title of TOPS) {
    const rows = topCard(page, title).locator('tbody tr.ant-table-row');
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeLessThanOrEqual(5);
    await expect(rows.first().locator('td').nth(1)).toHaveText(MONEY);
  }
  await expect(topCard(page, 'Top sites, last 30 days').locator('tbody tr.ant-table-row')).toHaveCount(5);
  await expect(topCard(page, 'Top zones, last 30 days').locator('tbody tr.ant-table-row')).toHaveCount(5);
}

for (const email of [ADMIN, PUBLISHER]) {
  test(`Home shows ${email} the cards, the trend and the tops, at zero serious axe findings`, async ({
    page,
  }) => {
    await login(page, email);
    await expectOverview(page);
    await expectAccessible(page);
  });
}

test('a card opens the Revenue report on its dates, whose total is the card’s figure', async ({ page }) => {
  await login(page, PUBLISHER);
  const figure = card(page, 'last7').locator('.ant-statistic-content');
  await expect(figure).toHaveText(MONEY);
  // The report's cells name no currency (Home names it once): the same amount without its sign.
  const value = (await figure.innerText()).replace(/^\$/, '');
  await card(page, 'last7').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`#/report/revenue\\?.*start=${day(7)}&end=${day(1)}`));
  await expect(page.getByRole('heading', { name: 'Revenue', level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: value, exact: true }).first()).toBeVisible();
});

test('a top app opens the App Ads Revenue report filtered to it, on the last 30 days', async ({ page }) => {
  await login(page, ADMIN);
  const first = topCard(page, 'Top apps, last 30 days').locator('tbody tr.ant-table-row').first();
  await expect(first).toBeVisible();
  const app = await first.getByRole('link').innerText();
  const revenue = (await first.locator('td').nth(1).innerText()).replace(/^\$/, '');
  await first.getByRole('link').click();
  await expect(page).toHaveURL(
    new RegExp(
      `#/report/appAdsReport\\?.*start=${day(29)}&end=${day(0)}&dims=App.*f\\.app_name=${encodeURIComponent(app).replace(/%20/g, '\\+')}`,
    ),
  );
  await expect(page.getByRole('heading', { name: 'App Ads Revenue', level: 1 })).toBeVisible();
  const row = page.locator('tbody tr.ant-table-row').filter({ hasText: app });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: revenue, exact: true })).toBeVisible();
});

test('Home draws its trend without the reports’ chart library, which a report still fetches', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const charts: string[] = [];
  page.on('request', (request) => {
    if (CHART_CHUNK.test(request.url())) charts.push(request.url());
  });
  await login(page, ADMIN);
  const trend = trendPicture(page);
  await expect(trend.locator('svg path').first()).toBeVisible();
  await expect(
    topCard(page, 'Top zones, last 30 days').locator('tbody tr.ant-table-row').first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(charts).toEqual([]);
  // The pattern is the chart's chunk: the Revenue report's graph fetches it.
  await open(page, '/report/revenueReport');
  await expect(page.locator('canvas').first()).toBeVisible();
  expect(charts).toHaveLength(1);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`Home at 1366 px in the ${scheme} theme: dollars, the total's sources, no change for today, zero serious axe findings`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.emulateMedia({ colorScheme: scheme });
    await login(page, ADMIN);
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    await expectOverview(page);
    await expect(card(page, 'today').locator('.anticon-arrow-down, .anticon-arrow-up')).toHaveCount(0);
    // Nothing wider than the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
    await page.screenshot({ path: testInfo.outputPath(`home-1366-${scheme}.png`), fullPage: true });
    await expectAccessible(page);
  });
}
