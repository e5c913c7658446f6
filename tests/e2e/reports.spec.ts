import * as XLSX from '@e965/xlsx';
import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { ADMIN, API_TOKEN, PUBLISHER, expectAccessible, login, open, toast, loginAt } from './helpers';
import { expectTotalRow, pickOption, tableHeaders } from './reportHelpers';
import { walkParts } from './screens';

const REPORTS: [string, string][] = [
  ['/report/userAnalytics', 'User Analytics'],
  ['/report/revenueReport', 'Content Ads Revenue'],
  ['/report/searchAdsReport', 'Search Ads Revenue'],
  ['/report/appAdsReport', 'App Ads Revenue'],
  ['/report/keywordData', 'Keyword Data'],
  ['/report/trackingReport', 'Tracking Report'],
  ['/report/widgetRevenue', 'Widget Revenue'],
  ['/report/revenue', 'Revenue'],
];

// Each report judged by axe (the header's view and API request buttons included), about 6 s a
// report on two cores: three to a test, so that the workers share the walk.
for (const part of walkParts(REPORTS, 3, ([path]) => path))
  test(`every report opens with its Total row and passes axe (${part.name})`, async ({ page }) => {
    await login(page, ADMIN);
    for (const [path, title] of part.items) {
      await open(page, path);
      await expect(page.locator('.ant-card-head-title').getByText(title, { exact: true })).toBeVisible();
      await expectTotalRow(page);
      await expectAccessible(page);
    }
  });

test('the Revenue report has Date and Revenue, Search, Reset and Export to csv; it is in the menu', async ({
  page,
}) => {
  await login(page, PUBLISHER);
  await page.getByRole('menuitem', { name: 'Report' }).click();
  await page.getByRole('menuitem', { name: 'Revenue', exact: true }).click();
  await expectTotalRow(page);
  expect(await tableHeaders(page)).toEqual(['Date', 'Revenue']);
  for (const name of ['Search', 'Reset', 'Export to csv'])
    await expect(page.getByRole('main').getByRole('button', { name })).toBeVisible();
});

test('content ads: dimensions add columns, time-zone tabs lock the selector, the graph draws', async ({
  page,
}) => {
  await loginAt(page, ADMIN, '/report/revenueReport');
  await expectTotalRow(page);
  expect(await tableHeaders(page)).toEqual([
    'Date',
    'Domain',
    'Time Zone',
    'GrossRevenue',
    'NetRevenue',
    'Impressions',
    'Clicks',
    'ECpm',
  ]);
  await page.getByRole('checkbox', { name: 'Channel' }).click();
  await expect.poll(() => tableHeaders(page)).toContain('Channel Name');
  await expect(page).toHaveURL(/dims=Date%2CDomain%2CChannel/);
  await expect(page.locator('canvas').first()).toBeVisible();

  await page.getByRole('tab', { name: 'UTC+08:00' }).click();
  await expect(page.getByText('Current UTC time')).toBeVisible();
  await expect(page.getByText('Report time (UTC+08:00)')).toBeVisible();
  await expect(page.getByLabel('Time Zone', { exact: true })).toBeDisabled();
  await expectTotalRow(page);
  const zones = await page.locator('tbody tr.ant-table-row td:nth-child(3)').allInnerTexts();
  expect(new Set(zones.slice(1))).toEqual(new Set(['UTC+08:00']));
  await expectAccessible(page);
});

test('content ads: a filter narrows the rows and survives a reload', async ({ page }) => {
  await loginAt(page, ADMIN, '/report/revenueReport');
  await expectTotalRow(page);
  await page.getByRole('checkbox', { name: 'Country/Region' }).click();
  await expect(page.getByRole('checkbox', { name: 'Country/Region' })).toBeChecked();
  await pickOption(page, 'Country/Region', 'Japan');
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/f\.Country=JP/);
  await page.reload();
  await expectTotalRow(page);
  // Countries by name once the dictionary has answered (the code before).
  const countries = page.locator('tbody tr.ant-table-row td:nth-child(4)');
  await expect.poll(async () => [...new Set((await countries.allInnerTexts()).slice(1))]).toEqual(['Japan']);
  await expect(page.locator('form.report-filters')).toContainText('Japan');
});

test('content ads: a site chosen by a shared link is named by its domain, not its id', async ({ page }) => {
  await login(page, ADMIN);
  // dailynews.example (1001) is the oldest site: not among the lookup's first 10.
  await open(page, '/report/revenueReport?f.SiteId=1001');
  await expectTotalRow(page);
  const field = page
    .locator('.ant-select')
    .filter({ has: page.getByRole('combobox', { name: 'Select Domain' }) });
  await expect(field).toContainText('dailynews.example');
  await expect(field).not.toContainText('1001');
});

test('user analytics: days less than 2 days ago cannot be picked', async ({ page }) => {
  await loginAt(page, ADMIN, '/report/userAnalytics');
  await expectTotalRow(page);
  const day = (ago: number) => {
    const date = new Date();
    date.setDate(date.getDate() - ago);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  };
  await page.locator('form.report-filters .ant-picker').click();
  const panel = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
  const cell = (ago: number) => panel.locator(`td[title="${day(ago)}"]`).first();
  await expect(cell(0)).toHaveClass(/ant-picker-cell-disabled/);
  await expect(cell(1)).toHaveClass(/ant-picker-cell-disabled/);
  await expect(cell(2)).not.toHaveClass(/ant-picker-cell-disabled/);
  await page.keyboard.press('Escape');
});

test("a typed start outside the report's limit is forgotten on Escape, and when the day shown is chosen again", async ({
  page,
}) => {
  await loginAt(page, ADMIN, '/report/widgetRevenue');
  await expectTotalRow(page);
  const filters = page.locator('form.report-filters');
  const start = filters.locator('.ant-picker-range input').first();
  const shown = await start.inputValue();
  const outside = /is outside the allowed dates/;
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/widget'))
      calls.push(request.postData() ?? '');
  });
  const typeTooEarly = async () => {
    await start.click();
    await start.press('ControlOrMeta+a');
    await start.pressSequentially('2020-01-01');
    await expect(filters.getByText(outside)).toBeVisible();
  };

  await typeTooEarly();
  await page.keyboard.press('Escape');
  await expect(start).toHaveValue(shown);
  await expect(start).toBeFocused();
  await expect(page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')).toHaveCount(0);
  await expect(filters.getByText(outside)).toHaveCount(0);
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect.poll(() => calls.length).toBeGreaterThan(0);
  expect(calls.join()).not.toContain('2020-01-01');

  // Choosing the range shown again (its quick range) forgets the typed start too.
  await typeTooEarly();
  const panel = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
  await panel.getByText('Last 7 Days', { exact: true }).click();
  await expect(start).toHaveValue(shown);
  await expect(filters.getByText(outside)).toHaveCount(0);
});

test('Custom: a saved column choice survives a reload', async ({ page }) => {
  await loginAt(page, ADMIN, '/report/appAdsReport');
  await expectTotalRow(page);
  await page.getByRole('button', { name: 'Custom' }).click();
  const dialog = page.getByRole('dialog', { name: 'Custom' });
  await dialog.getByRole('button', { name: 'Clear All' }).click();
  await expect(dialog.getByRole('checkbox', { checked: true })).toHaveCount(0);
  for (const name of ['NetRevenue', 'Clicks']) {
    await dialog.getByRole('checkbox', { name }).click();
    await expect(dialog.getByRole('checkbox', { name })).toBeChecked();
  }
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => tableHeaders(page)).toEqual(['Date', 'Clicks', 'NetRevenue']);
  await page.reload();
  await expectTotalRow(page);
  expect(await tableHeaders(page)).toEqual(['Date', 'Clicks', 'NetRevenue']);
});

test('export: the CSV is named with the start and end date; content and middle page files start with a BOM', async ({
  page,
}) => {
  await login(page, ADMIN);
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const cases: [string, string, boolean][] = [
    [`/report/keywordData?tab=content&start=${day(20)}&end=${day(14)}`, 'keyword_data_content', true],
    [`/report/trackingReport?tab=middle&start=${day(20)}&end=${day(14)}`, 'tracking_report_middle', true],
    [`/report/widgetRevenue?start=${day(20)}&end=${day(14)}`, 'widget_revenue', false],
  ];
  for (const [path, id, bom] of cases) {
    await open(page, path);
    await expectTotalRow(page);
    const url = new URL(page.url().replace('#', ''));
    const [start, end] = [url.searchParams.get('start'), url.searchParams.get('end')];
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Export$/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${id}_${start}_${end}.csv`);
    const bytes = await readFile((await file.path()) as string);
    const head = [...bytes.subarray(0, 3)];
    if (bom) expect(head).toEqual([0xef, 0xbb, 0xbf]);
    else expect(bytes.subarray(0, 4).toString()).toBe('Date');
    expect(bytes.toString()).toContain('\r\nTotal,');

    // The spec's xls beside CSV (Excel 97-2003), and xlsx as an extra: same name, typed cells,
    // the Total row second.
    const excel = async (extension: string, choose: () => Promise<void>) => {
      const saved = page.waitForEvent('download');
      await choose();
      const file = await saved;
      expect(file.suggestedFilename()).toBe(`${id}_${start}_${end}.${extension}`);
      const bytes = await readFile((await file.path()) as string);
      const sheet = XLSX.read(bytes).Sheets.Report;
      expect(sheet.A1).toMatchObject({ t: 's', v: 'Date' });
      expect(sheet.A2).toMatchObject({ t: 's', v: 'Total' });
      expect(sheet.A3).toMatchObject({ t: 'n', w: end });
      return bytes;
    };
    const xls = await excel('xls', () =>
      page.getByRole('button', { name: /Export to Excel \(\.xls\)$/ }).click(),
    );
    expect([...xls.subarray(0, 4)]).toEqual([0xd0, 0xcf, 0x11, 0xe0]);
    const xlsx = await excel('xlsx', async () => {
      await page.getByRole('button', { name: 'More export types' }).click();
      await page.getByRole('menuitem', { name: 'Excel Workbook (.xlsx)' }).click();
    });
    expect(xlsx.subarray(0, 2).toString()).toBe('PK');
  }
});

test('keyword and tracking reports switch between their content and middle page tabs', async ({ page }) => {
  await loginAt(page, PUBLISHER, '/report/keywordData');
  await expectTotalRow(page);
  expect(await tableHeaders(page)).toEqual([
    'Date',
    'Lp PV',
    'Search PV',
    'Impressions',
    'Clicks',
    'Revenue',
  ]);
  await page.getByRole('tab', { name: 'Middle Page(AFD)' }).click();
  await expect.poll(() => tableHeaders(page)).toEqual(['Date', 'Clicks', 'Revenue']);
  await expect(page).toHaveURL(/tab=middle/);

  await open(page, '/report/trackingReport');
  await expectTotalRow(page);
  const filters = page.locator('form.report-filters');
  for (const label of ['Information', 'UTM Source', 'Sub1', 'Sub2', 'Sub3'])
    await expect(filters.getByLabel(label, { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Middle Page(AFD)' }).click();
  await expect.poll(() => tableHeaders(page)).toEqual(['Date', 'Search UV', 'Search Click', 'Revenue']);
  await page.locator('form.report-filters').getByLabel('Sub1', { exact: true }).fill('campaign_2');
  await page.getByRole('checkbox', { name: 'Sub1' }).click();
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/f\.sub1=campaign_2/);
  await expect
    .poll(
      async () =>
        new Set((await page.locator('tbody tr.ant-table-row td:nth-child(2)').allInnerTexts()).slice(1)),
    )
    .toEqual(new Set(['campaign_2']));
  await expectAccessible(page);
});

test("search ads: the partner's site is not offered to the publisher, and a link to it shows 'Attention' with Search and Export disabled", async ({
  page,
}) => {
  await loginAt(page, PUBLISHER, '/report/searchAdsReport');
  await expectTotalRow(page);
  expect(await tableHeaders(page)).toEqual(['Date', 'Impressions', 'Clicks', 'Revenue']);
  // The partner's site is outside the publisher's search sites: the Site filter does not offer it...
  const siteList = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await page.locator('form.report-filters').getByLabel('Site', { exact: true }).click({ force: true });
  await expect(siteList.locator('[title="findit.example"]')).toBeVisible();
  await page.keyboard.type('partner');
  await expect(siteList.locator('.ant-empty-description')).toHaveText('No data');
  await expect(siteList.locator('[title="partnerdata.example"]')).toHaveCount(0);
  await page.keyboard.press('Escape');
  // ...and a report link naming it (shared by an administrator) gets the permission message.
  await page.goto('/#/report/searchAdsReport?f.domains=partnerdata.example');
  const alert = page.getByRole('alert').filter({ hasText: 'Attention' });
  await expect(alert).toContainText(
    'Your account has no search ads data yet. Please contact your account manager',
  );
  await expect(page.getByRole('main').getByRole('button', { name: 'Search' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /Export$/ })).toBeDisabled();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(alert).toBeHidden();
  await expect(page.getByRole('main').getByRole('button', { name: 'Search' })).toBeEnabled();
});

test('SDK & API: integrations, changelog from markdown, and the token copied', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await login(page, ADMIN);
  await page.getByRole('menuitem', { name: 'SDK & API' }).click();
  await expect(page.locator('.ant-card-head-title').getByText('SDK & API', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reporting API' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reporting API guide' })).toBeVisible();
  await expect(page.locator('.wmde-markdown strong').getByText('Channel')).toBeVisible();
  await expect(page.getByLabel('API Security token')).toHaveValue(API_TOKEN);
  const token = await page.getByLabel('API Security token').inputValue();
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(toast(page, 'copy done')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);

  // The SDK integration has no token field; its changelog's raw HTML is sanitized.
  let alerted = false;
  page.on('dialog', (dialog) => {
    alerted = true;
    void dialog.dismiss();
  });
  await page.getByRole('menuitem', { name: /Web SDK/ }).click();
  await expect(page.getByRole('heading', { name: 'Web SDK' })).toBeVisible();
  await expect(page.getByLabel('API Security token')).toHaveCount(0);
  await expect(page.locator('.wmde-markdown').getByText(/Smaller bundle/)).toBeVisible();
  expect(await page.locator('.wmde-markdown script, .wmde-markdown [onerror]').count()).toBe(0);
  expect(alerted).toBe(false);
  await expectAccessible(page);
});

test('SDK & API: the publisher has no app key, so no token', async ({ page }) => {
  await loginAt(page, PUBLISHER, '/integration');
  await expect(page.getByRole('heading', { name: 'Reporting API' })).toBeVisible();
  await expect(page.getByLabel('API Security token')).toHaveCount(0);
});

test('exports name dimension cells as the table does: ad formats by label, not by code', async ({ page }) => {
  await loginAt(page, ADMIN, '/report/revenueReport?dims=AdFormat');
  await expectTotalRow(page);
  // The table's first column, without its Total row, once the ad formats' labels have come (the
  // cells show the codes until the dictionary answers).
  const firstColumn = async () =>
    (await page.locator('.ant-table-tbody .ant-table-row td:first-child').allInnerTexts())
      .map((text) => text.trim())
      .filter((text) => text !== 'Total');
  await expect.poll(async () => (await firstColumn()).filter((text) => /^\d+$/.test(text))).toEqual([]);
  const shown = await firstColumn();
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.some((text) => text.includes('_'))).toBe(false);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Export$/ }).click();
  const csv = (await readFile((await (await download).path()) as string)).toString();
  const cells = csv
    .split('\r\n')
    .slice(2)
    .filter(Boolean)
    .map((line) => line.split(',')[0].replace(/^\uFEFF/, ''));
  expect(cells.length).toBe(shown.length);
  expect(new Set(cells)).toEqual(new Set(shown));
});
