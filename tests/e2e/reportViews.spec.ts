import { expect, test, type Page } from '@playwright/test';
import { ADMIN, API_TOKEN, PUBLISHER, expectAccessible, login, settled, toast, loginAt } from './helpers';
import { expectTotalRow, openReportFromMenu, tableHeaders } from './reportHelpers';

/** The texts of the table's body rows (the Total row first), cell by cell. */
const bodyRows = (page: Page) =>
  page
    .locator('tbody tr.ant-table-row')
    .evaluateAll((rows) => rows.map((row) => Array.from(row.children).map((cell) => cell.textContent ?? '')));

/** Ticks a dimension checkbox of the report toolbar and waits for its column. */
async function addDimension(page: Page, label: string) {
  await page.locator('.report-toolbar').getByRole('checkbox', { name: label, exact: true }).click();
  await expect.poll(() => tableHeaders(page)).toContain(label);
}

test('Content Revenue: articles per site and day, with the report tools; passes axe', async ({ page }) => {
  await login(page, ADMIN);
  await openReportFromMenu(page, 'Content Revenue', /#\/report\/contentRevenue/);
  await expectTotalRow(page);
  expect(await tableHeaders(page)).toEqual([
    'Date',
    'Information',
    'Page Views',
    'Ad Impressions',
    'Clicks',
    'Revenue',
  ]);
  await addDimension(page, 'Site');
  await expect(page.locator('tbody').getByText('dailynews.example').first()).toBeVisible();
  await expect(page.locator('tbody').getByText('Ten cheap flights for the summer').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save view' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy as API request' })).toBeVisible();
  await expectAccessible(page);
});

test('Report API: the token with Copy, authentication, and every report request from the configs; passes axe', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginAt(page, ADMIN, '/report/reportapi');
  await expect(page.locator('.ant-card-head-title').getByText('Report API', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Authentication' })).toBeVisible();
  await expect(page.getByLabel('API Security token')).toHaveValue(API_TOKEN);
  const token = await page.getByLabel('API Security token').inputValue();
  await page.locator('.ant-space-compact').getByRole('button', { name: 'Copy' }).click();
  await expect(toast(page, 'copy done')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await page.getByRole('button', { name: 'Content Revenue' }).click();
  const panel = page.locator('.ant-collapse-item-active');
  await expect(
    panel.getByText(/POST http:\/\/localhost:\d+\/gamebridge\/v2\/ssp_publisher\/content\/report$/),
  ).toBeVisible();
  await expect(panel.getByRole('cell', { name: 'information', exact: true })).toBeVisible();
  await expect(
    panel.getByText('start at most 90 days before today, end no later than today').first(),
  ).toBeVisible();
  await settled(page);
  await expectAccessible(page);
});

test('a saved view survives a reload, applies in one click, and its copied link opens it in a new page', async ({
  page,
  context,
  browser,
}) => {
  // Two browsers, two logins and a reload: about 32 s alone, more on the shared machine.
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginAt(page, ADMIN, '/report/widgetRevenue');
  await expectTotalRow(page);
  await addDimension(page, 'Country');

  await page.getByRole('button', { name: 'Save view' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save view' });
  await dialog.getByLabel('View name').fill('Countries this week');
  await expect(dialog.getByText(/Relative: Last 7 days/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'view saved')).toBeVisible();

  // Back to the defaults, reload: the view is kept by the embedded API.
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect.poll(() => tableHeaders(page)).not.toContain('Country');
  await page.reload();
  await expectTotalRow(page);
  await page.getByRole('button', { name: /Saved views/ }).click();
  await page.getByRole('menuitem', { name: /Countries this week/ }).click();
  await expect.poll(() => tableHeaders(page)).toContain('Country');
  await expect(page).toHaveURL(/dims=Date%2CCountry/);

  await page.getByRole('button', { name: /Saved views/ }).click();
  await page.getByRole('menuitem', { name: /Manage views/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Saved views' });
  await drawer.getByRole('button', { name: 'Copy link of Countries this week' }).click();
  await expect(toast(page, 'copy done')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toContain('#/report/widgetRevenue?');
  expect(link).toContain('rel=7.0');

  const other = await context.newPage();
  await other.goto(link);
  await expectTotalRow(other);
  await expect.poll(() => tableHeaders(other)).toContain('Country');
  await other.close();

  // Anyone who may open the report gets the same view from the link: the publisher, in another browser.
  const elsewhere = await browser.newContext();
  const publisher = await elsewhere.newPage();
  await login(publisher, PUBLISHER);
  await publisher.goto(link);
  await expectTotalRow(publisher);
  await expect.poll(() => tableHeaders(publisher)).toContain('Country');
  await elsewhere.close();
});

test('a copied API request, run with fetch against the embedded API, answers the rows of the table', async ({
  page,
}) => {
  await loginAt(page, ADMIN, '/report/contentRevenue');
  await expectTotalRow(page);
  await addDimension(page, 'Site');
  // Two published articles on three serving sites over seven days: a full first page and the Total row.
  await expect(page.locator('.ant-table .ant-spin-spinning')).toHaveCount(0);
  await expect.poll(async () => (await bodyRows(page)).length).toBe(21);
  const shown = await bodyRows(page);

  await page.getByRole('button', { name: 'Copy as API request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Copy as API request' });
  const command = dialog.getByLabel('API request');
  await expect(command).toHaveValue(/Authorization: <API_SECURITY_TOKEN>/);
  await dialog.getByRole('checkbox', { name: /Include my API Security token/ }).check();
  await expect(command).toHaveValue(/Authorization: ak_[0-9a-f]{24}'/);
  const curl = await command.inputValue();

  // What curl would send, read back from the command and sent from the page (the service worker answers).
  const answer = await page.evaluate(async (text) => {
    const unquote = (quoted: string) => quoted.slice(1, -1).replace(/'\\''/g, "'");
    const url = unquote(/curl -X POST ('[^']*')/.exec(text)![1]);
    const headers = Object.fromEntries(
      [...text.matchAll(/-H ('[^']*')/g)].map((found) => {
        const [name, ...value] = unquote(found[1]).split(': ');
        return [name, value.join(': ')];
      }),
    );
    const body = unquote(/--data ('(?:[^']|'\\'')*')$/.exec(text)![1]);
    const response = await fetch(url, { method: 'POST', headers, body });
    return (await response.json()) as { data: { rows: Record<string, unknown>[]; total: number } };
  }, curl);

  const rows = answer.data.rows;
  expect(rows.length).toBe(shown.length - 1);
  // Same rows in the same order: date, article, site and the page views of each.
  expect(
    rows.map((row) => [row.Date, row.Information, row.Domain, Number(row.PageViews).toLocaleString('en-US')]),
  ).toEqual(shown.slice(1).map((cells) => cells.slice(0, 4)));
});
