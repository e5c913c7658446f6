import { expect, test, type Page } from '@playwright/test';
import { ADMIN, KEEP_SCREENSHOTS, REGIONAL, expectAccessible, login, loginInChinese } from './helpers';

/** Home's 'Needs attention' in the browser: its counts, a count opening its list filtered, axe. */

/** The seeded data's lines for the administrator (every kind has records to count). */
const ADMIN_LINES = [
  '3 sites Need Update ads.txt',
  '2 sites Verification Failed',
  '1 ad unit Discontinued',
  '1 widget Failed',
  '2 search sites Waiting For DNS',
];
const ADMIN_LINES_ZH = [
  '3 个站点 需更新 ads.txt',
  '2 个站点 验证失败',
  '1 个广告单元 已下架',
  '1 个小组件 失败',
  '2 个搜索站点 等待 DNS',
];

const part = (page: Page, title = 'Needs attention') =>
  page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const lines = (page: Page, title?: string) => part(page, title).getByRole('link');

/** The part and each of its lines fit the window's width (nothing of it makes the page scroll sideways). */
async function expectFits(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  for (const shown of [part(page), ...(await lines(page).all())]) {
    const box = await shown.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
  }
}

/** Clicks a line and checks the list it opens: the address's filter, the filter form, the rows. */
async function openLine(
  page: Page,
  name: string,
  filter: { field: string; label: string; value: string },
  rows: string[],
) {
  await lines(page)
    .filter({ hasText: new RegExp(`^${name}$`) })
    .click();
  // The address holds the list's filter (Refine's syncWithLocation reads it from there).
  await expect
    .poll(() => decodeURIComponent(new URL(page.url()).hash))
    .toContain(`filters[0][field]=${filter.field}`);
  const select = page
    .locator('.ant-form-item')
    .filter({ has: page.getByText(filter.label, { exact: true }) });
  await expect(select.locator('.ant-select-selection-item')).toHaveText(filter.value);
  const body = page.locator('.ant-table-tbody tr.ant-table-row, .record-card');
  for (const row of rows) await expect(page.getByText(row, { exact: true }).first()).toBeVisible();
  await expect(body).toHaveCount(rows.length);
}

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the counts, accessible in light, and a count opens its list filtered to those sites', async ({
    page,
  }) => {
    await login(page, ADMIN);
    await expect(lines(page)).toHaveText(ADMIN_LINES);
    // Below the figures: the tops are there first.
    await expect(page.getByRole('heading', { name: 'Top sites, last 30 days' })).toBeVisible();
    await part(page).scrollIntoViewIfNeeded();
    await expectAccessible(page);
    if (KEEP_SCREENSHOTS)
      await page.screenshot({ path: 'test-results/needs-attention-1366.png', fullPage: true });

    await openLine(
      page,
      '2 sites Verification Failed',
      { field: 'ads_txt_status', label: 'Ads.txt Status', value: 'Verification Failed' },
      ['recipes.example', 'oldforum.example'],
    );
    expect(new URL(page.url()).hash).toContain('/siteManager/siteList?');
    await expectAccessible(page);
  });

  test('in dark, accessible, and a widget count opens the widgets that failed', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await login(page, ADMIN);
    await expect(lines(page)).toHaveText(ADMIN_LINES);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await part(page).scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await openLine(page, '1 widget Failed', { field: 'status', label: 'Status', value: 'Failed' }, ['2003']);
    expect(new URL(page.url()).hash).toContain('/widget/list?');
    await expectAccessible(page);
  });

  test('a scoped user sees only their own counts', async ({ page }) => {
    await login(page, REGIONAL);
    await expect(lines(page)).toHaveText(['1 site Need Update ads.txt', '1 widget Failed']);
    await openLine(
      page,
      '1 site Need Update ads.txt',
      { field: 'ads_txt_status', label: 'Ads.txt Status', value: 'Need Update ads.txt' },
      ['sportsfan.example'],
    );
  });
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN', viewport: { width: 1366, height: 900 } });

  test('the counts in Chinese, accessible, and a count opens its list filtered', async ({ page }) => {
    await loginInChinese(page, ADMIN);
    await expect(lines(page, '需要处理')).toHaveText(ADMIN_LINES_ZH);
    await part(page, '需要处理').scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await lines(page, '需要处理').filter({ hasText: '2 个搜索站点 等待 DNS' }).click();
    expect(new URL(page.url()).hash).toContain('/searchAds/site?');
    for (const site of ['newdns.example', 'stuckdns.example'])
      await expect(page.getByText(site, { exact: true }).first()).toBeVisible();
    await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(2);
    await expectAccessible(page);
  });
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const scheme of ['light', 'dark'] as const)
    test(`the counts fit, accessible in ${scheme}, and a count opens its list filtered`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await login(page, ADMIN);
      await expect(lines(page)).toHaveText(ADMIN_LINES);
      await part(page).scrollIntoViewIfNeeded();
      await expectFits(page);
      await expectAccessible(page);
      if (scheme === 'light')
        await page.screenshot({ path: 'test-results/needs-attention-390.png', fullPage: true });
      await lines(page).filter({ hasText: '1 ad unit Discontinued' }).click();
      expect(new URL(page.url()).hash).toContain('/appManager/zoneList?');
      await expect(page.getByText('puzzle_open', { exact: true }).first()).toBeVisible();
      await expectAccessible(page);
    });
});
