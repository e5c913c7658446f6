import { expect, test } from '@playwright/test';
import { ADMIN, expectAccessible, login, open, PUBLISHER, loginAt } from './helpers';
import { SCAFFOLDED } from '../support/scaffolded';
import { SPEC_MENU } from '../support/specMenu';

const REDIRECTS: [string, string][] = [
  ['/', '/home'],
  ['/siteManager', '/siteManager/siteList'],
  ['/account', '/account/channel'],
  ['/report', '/report/userAnalytics'],
  ['/appManager', '/appManager/appsList'],
  ['/searchAds', '/searchAds/mainKeyword'],
  ['/widget', '/widget/list'],
];

// Every routed screen showing, named in its breadcrumb, with one h1 and no placeholder: the
// walk over every screen at each width (widths.spec.ts) checks it.

test('the redirects of the routes table land on their screens', async ({ page }) => {
  await login(page, ADMIN);
  for (const [from, to] of REDIRECTS) {
    await open(page, from);
    await expect(page, from).toHaveURL(new RegExp(`#${to.replace(/\//g, '\\/')}(\\?|$)`));
  }
});

test('an unknown path, /searchAds/postback and a route with a trailing slash or in another case show the not-found page', async ({
  page,
}) => {
  await login(page, ADMIN);
  // Routes are exact matches (spec): a trailing slash or another case is another address.
  for (const path of [
    '/no/such/screen',
    '/searchAds/postback',
    '/siteManager/siteList/',
    '/siteManager/',
    '/sitemanager/sitelist',
  ]) {
    // From Home each time, so that the page before cannot stand for this one.
    await open(page, '/home');
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
    await open(page, path);
    await expect(page.getByText('Sorry, the page you visited does not exist.'), path).toBeVisible();
  }
  await expectAccessible(page);
});

test('the zone list without a site id goes to the site list', async ({ page }) => {
  await loginAt(page, ADMIN, '/siteManager/zoneList');
  await expect(page).toHaveURL(/#\/siteManager\/siteList/);
});

test('Report API and Content Revenue are built screens, not placeholders', async ({ page }) => {
  await login(page, ADMIN);
  for (const [path, title] of [
    ['/report/reportapi', 'Report API'],
    ['/report/contentRevenue', 'Content Revenue'],
  ]) {
    await open(page, path);
    await expect(page.locator('.ant-card-head-title').getByText(title, { exact: true })).toBeVisible();
    await expect(page.getByText(/not described by the specification/)).toHaveCount(0);
  }
});

test('the publisher has no Account > User entry and gets the 403 page on /account/user', async ({ page }) => {
  await login(page, PUBLISHER);
  const menu = page.getByRole('menu', { name: 'Main menu' }).first();
  await menu.getByText('Account', { exact: true }).click();
  await expect(menu.getByRole('link', { name: 'Channel', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'User', exact: true })).toHaveCount(0);
  await open(page, '/account/user');
  await expect(page.getByText('Sorry, you are not authorized to access this page.')).toBeVisible();
  await expectAccessible(page);
});

test('the menu follows the server tree in sort order', async ({ page }) => {
  await login(page, ADMIN);
  const topLevel = page
    .locator('.ant-layout-sider .ant-menu-root > li')
    .filter({ hasNotText: 'Help Center' });
  await expect(topLevel.first()).toBeVisible();
  const labels = (await topLevel.allInnerTexts()).map((text) => text.trim()).filter(Boolean);
  // The spec's menu, then a resource scaffolded into this build, which sorts after it.
  expect(labels).toEqual([...SPEC_MENU, ...(SCAFFOLDED ? [SCAFFOLDED.label] : [])]);
});

test('the breadcrumb has a label per path segment', async ({ page }) => {
  await loginAt(page, ADMIN, '/searchAds/site/postback');
  await expect(page.locator('.ant-breadcrumb')).toHaveText('Search Ads/Site/Postback Setting');
  await open(page, '/siteManager/siteList');
  await expect(page.locator('.ant-breadcrumb')).toHaveText('Site/Site List');
});

test('the menu collapses to 80 px, expands to 256 px, and the choice survives a reload', async ({ page }) => {
  await login(page, ADMIN);
  const sider = page.locator('.ant-layout-sider');
  await expect(sider).toHaveCSS('width', '256px');
  await page.getByRole('button', { name: 'Collapse menu' }).click();
  await expect(sider).toHaveCSS('width', '80px');
  await page.reload();
  await expect(page.locator('.ant-layout-sider')).toHaveCSS('width', '80px');
  await page.getByRole('button', { name: 'Expand menu' }).click();
  await expect(page.locator('.ant-layout-sider')).toHaveCSS('width', '256px');
});

test('the logo resets the hash and the Help Center link is in the menu and the breadcrumb bar', async ({
  page,
}) => {
  await loginAt(page, ADMIN, '/account/channel');
  await expect(page.getByRole('link', { name: 'Help Center' })).toHaveCount(2);
  await page.getByRole('button', { name: 'Publisher Console home' }).click();
  await expect(page).toHaveURL(/#\/home$/);
  await expect(page.locator('.ant-layout-footer')).toContainText('Publisher Console');
});
