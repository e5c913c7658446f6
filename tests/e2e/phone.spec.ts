import { expect, test, type Page } from '@playwright/test';
import {
  addSite,
  ADMIN,
  choose,
  expectAccessible,
  login,
  loginThroughForm,
  open,
  toast,
  loginAt,
} from './helpers';
import { expectTotalRow } from './reportHelpers';

// A phone's window (390 x 844): the menu in a drawer, no screen scrolling sideways.
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 120_000 });

const WIDTH = 390;

/** The page does not scroll sideways: what is wider scrolls inside its own frame. */
async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(client, where).toBe(WIDTH);
  expect(scroll, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(client);
}

/** A locator's box lies within the window's width. */
async function expectWithinWidth(page: Page, selector: string, where: string): Promise<void> {
  const box = await page.locator(selector).filter({ visible: true }).first().boundingBox();
  expect(box, where).not.toBeNull();
  expect(box!.x, where).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, where).toBeLessThanOrEqual(WIDTH);
}

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Main menu' });

/** Runs the checks once in the light and once in the dark colour scheme. */
async function inBothSchemes(page: Page, run: (scheme: 'light' | 'dark') => Promise<void>): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await run(scheme);
  }
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/phone-${name}.png`, fullPage: true });
}

test('the login page fits a phone, is accessible and logs in', async ({ page }) => {
  await page.goto('/#/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'login');
  await expectWithinWidth(page, '.ant-card', 'login card');
  await expectAccessible(page);
  await shoot(page, 'login');
  await loginThroughForm(page, ADMIN);
  await expect(menuButton(page)).toBeVisible();
});

test('Home on a phone: the header fits, the side menu is a drawer opened from the header that navigates', async ({
  page,
}) => {
  await login(page, ADMIN);
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  await expectNoSidewaysScroll(page, 'home');
  // No side menu beside the content; the fold button gives way to the Menu button.
  await expect(page.locator('.ant-layout-sider')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Collapse|Expand) menu$/ })).toHaveCount(0);
  // The header's controls are all inside the window.
  for (const name of [/^Menu$/, /^Language: /, /^Theme: /, /account menu$/]) {
    const box = await page.getByRole('button', { name }).boundingBox();
    expect(box && box.x + box.width, String(name)).toBeLessThanOrEqual(WIDTH);
  }
  await expectAccessible(page);
  await shoot(page, 'home');

  await menuButton(page).click();
  await expect(drawer(page)).toBeVisible();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expectWithinWidth(page, '.shell-drawer .ant-drawer-content', 'drawer');
  await expect(drawer(page).getByRole('link', { name: 'Help Center' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'drawer');
  await drawer(page)
    .locator('.ant-menu-submenu-title', { hasText: /^Site$/ })
    .click();
  await drawer(page).getByRole('link', { name: 'Site List' }).click();
  await expect(page).toHaveURL(/#\/siteManager\/siteList$/);
  await expect(drawer(page)).toBeHidden();
  await expect(page.locator('.ant-card-head-title').getByText('Site List', { exact: true })).toBeVisible();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
});

test('the drawer works from the keyboard: Enter opens it with the focus inside, Escape closes it', async ({
  page,
}) => {
  await login(page, ADMIN);
  await menuButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(drawer(page)).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('.shell-drawer') !== null))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
  // The logo in the drawer goes Home and closes it.
  await open(page, '/appManager/appsList');
  // The App List shown first: the drawer closes when the address changes, and a click that came
  // before that change was rendered opened a drawer the change then closed.
  await expect(page.getByRole('heading', { name: 'App List', level: 1 })).toBeVisible();
  await menuButton(page).click();
  await expect(drawer(page)).toBeVisible();
  await drawer(page).getByRole('button', { name: 'Publisher Console home' }).click();
  await expect(drawer(page)).toBeHidden();
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
});

test('a list on a phone: filters stacked, each row a card with its fields and actions, the create form fits', async ({
  page,
}) => {
  await loginAt(page, ADMIN, '/siteManager/siteList');
  const card = page.locator('.record-card').filter({ hasText: 'dailynews.example (1001)' });
  await expect(card).toBeVisible();
  await expect(page.locator('.ant-table')).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'site list');
  // The filters stack: each label above its control, all starting at the same left edge.
  const filters = page.locator('.ant-card-body > form.ant-form-vertical > .ant-form-item');
  const lefts = await filters.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().left));
  expect(lefts.length).toBeGreaterThan(2);
  expect(new Set(lefts).size, 'filters stacked').toBe(1);
  // Every card fits the window, its labels beside their values, its actions inside it.
  await expectWithinWidth(page, '.record-card', 'card');
  const cards = page.locator('.record-card');
  for (const box of await cards.evaluateAll((all) => all.map((element) => element.getBoundingClientRect())))
    expect(box.right, 'card within the window').toBeLessThanOrEqual(WIDTH);
  await expect(card.getByRole('term').first()).toHaveText('Site ID');
  await expect(card.getByRole('definition').first()).toHaveText('1001');
  const label = await card.getByRole('term').nth(1).boundingBox();
  const value = await card.getByRole('definition').nth(1).boundingBox();
  expect(Math.abs(label!.y - value!.y), 'label beside its value').toBeLessThan(4);
  await expectWithinWidth(page, '.record-card .record-card-actions', 'actions');
  await expect(card.getByRole('button', { name: 'Zones' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'site-list');

  await page.getByRole('button', { name: 'Add Site' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Site' });
  await expect(dialog).toBeVisible();
  await expectWithinWidth(page, '.ant-modal', 'Add Site modal');
  await expectNoSidewaysScroll(page, 'Add Site modal');
  await expectAccessible(page);
  await shoot(page, 'add-site');
  await addSite(page, 'phone.example');
  await expect(toast(page, 'add site success')).toBeVisible();
  await expect(page.locator('.record-card').filter({ hasText: /^phone\.example \(/ })).toBeVisible();
});

test('a list with bulk actions on a phone: cards with a status switch and a checkbox each, accessible in both themes', async ({
  page,
}) => {
  await login(page, ADMIN);
  await inBothSchemes(page, async (scheme) => {
    await open(page, '/account/user');
    const card = page.locator('.record-card').filter({ hasText: 'Publisher (2)' });
    await expect(card.getByRole('switch')).toBeVisible();
    await card.getByRole('checkbox', { name: 'Select Publisher (2)' }).check();
    await expect(page.getByRole('region', { name: 'Selection' })).toContainText('1 selected');
    await expectNoSidewaysScroll(page, `user list, ${scheme}`);
    await expectAccessible(page);
    await shoot(page, `user-list-${scheme}`);
  });
});

// antd's tab bar at this width hides tabs behind a "more" button, which axe refuses inside the tab
// list (aria-required-children): on a phone a report's tabs are a select labelled Tab instead.
test('reports with tabs on a phone choose their tab in a select, accessible, without sideways scroll', async ({
  page,
}) => {
  await login(page, ADMIN);
  const reports = [
    {
      path: '/report/revenueReport',
      name: 'Content Ads Revenue',
      first: 'Total',
      tab: 'UTC+08:00',
      url: /tab=UTC%2B08%3A00/,
    },
    ...[
      ['/report/keywordData', 'Keyword Data'],
      ['/report/trackingReport', 'Tracking Report'],
    ].map(([path, name]) => ({
      path,
      name,
      first: 'Content Page(AFS)',
      tab: 'Middle Page(AFD)',
      url: /tab=middle/,
    })),
  ];
  for (const report of reports) {
    await open(page, report.path);
    await expect(page.locator('.ant-card-head-title').getByText(report.name, { exact: true })).toBeVisible();
    await expectTotalRow(page);
    const chooser = page.locator('.report-tab-select');
    await expect(chooser.locator('.ant-select')).toContainText(report.first);
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expectWithinWidth(page, '.report-tab-select .ant-select', `${report.name}: tab select`);
    await expectNoSidewaysScroll(page, report.name);
    await expectAccessible(page);
    await choose(page, chooser, 'Tab', report.tab);
    await expect(page).toHaveURL(report.url);
    await expectTotalRow(page);
    await expectNoSidewaysScroll(page, `${report.name}, ${report.tab}`);
    await expectAccessible(page);
    if (report.tab === 'UTC+08:00') await expect(page.getByText('Report time (UTC+08:00)')).toBeVisible();
    await shoot(page, `report-tabs-${report.path.split('/').pop()}`);
  }
});

test('a report on a phone: filters stacked, no sideways page scroll, accessible in both themes', async ({
  page,
}) => {
  await login(page, ADMIN);
  await inBothSchemes(page, async (scheme) => {
    await open(page, '/report/userAnalytics');
    await expectTotalRow(page);
    await expectNoSidewaysScroll(page, `report, ${scheme}`);
    const items = page.locator('.report-filters .ant-form-item');
    const lefts = await items.evaluateAll((all) => all.map((item) => item.getBoundingClientRect().left));
    expect(lefts.length).toBeGreaterThan(2);
    expect(new Set(lefts).size, 'report filters stacked').toBe(1);
    await expectWithinWidth(
      page,
      '.report-table .ant-table-content, .report-table .ant-table-body',
      'report table',
    );
    await expectAccessible(page);
    await shoot(page, `report-${scheme}`);
    await open(page, '/home');
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
    await expectNoSidewaysScroll(page, `home, ${scheme}`);
    await shoot(page, `home-${scheme}`);
  });
});

test('a date range picker opens within a phone window: its panels stacked, the page not widened', async ({
  page,
}) => {
  // Signed in once; each scheme opens the report again (a second login would sign out first).
  await loginAt(page, ADMIN, '/report/revenue');
  await inBothSchemes(page, async (scheme) => {
    await open(page, '/report/revenue');
    await page.locator('.report-range input').first().click();
    const dropdown = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
    await expect(dropdown.locator('.ant-picker-panel').first()).toBeVisible();
    await expectNoSidewaysScroll(page, `date range picker (${scheme})`);
    await expectWithinWidth(page, '.ant-picker-dropdown .ant-picker-panel-container', `picker (${scheme})`);
    await shoot(page, `date-range-${scheme}`);
    await page.keyboard.press('Escape');
  });
});
