import { expect, test } from '@playwright/test';
import { expectCardsCallWhileHeld, expectMenuBesideUserInfo, expectProbeBesideMenu } from '../e2e/callOrder';
import { ADMIN, expectAccessible, login, loginThroughForm, toast } from '../e2e/helpers';
import { API, expectShell, FAULT_TEXT, resetApi, setFaults } from './hostHelpers';

test.beforeEach(async () => {
  await resetApi();
});

// Home's earnings overview asks four reports; a server answering them wrong or failing leaves
// Home up with the greeting and the message, never the screen's crash page, and each part says
// in place that its figures could not be loaded (no skeleton left for good).
const HOME_REPORTS = [
  '/ssp_publisher/revenue/report',
  '/ssp_publisher/report',
  '/ssp_publisher/app/report',
  '/ssp_publisher/search_ad/report',
];
const FAILED = 'These figures could not be loaded.';
for (const fault of ['wrong-types', '500'] as const) {
  test(`Home's report calls answered with ${fault} keep Home up with the message`, async ({ page }) => {
    // The faults before the login, which lands on Home: set after it, they raced Home's first calls
    // (answered already, and kept by the cache when Home was opened again, the test saw no message).
    await setFaults(HOME_REPORTS.map((path) => ({ call: `POST ${path}`, fault })));
    await login(page, ADMIN);
    await expect(toast(page, FAULT_TEXT[fault]).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome, Admin' })).toBeVisible();
    await expect(page.getByText('This screen could not be shown')).toHaveCount(0);
    await expectShell(page);
    // The cards with the trend, and the three top lists: each says so, with Retry.
    await expect(page.getByText(FAILED)).toHaveCount(4);
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(4);
    await expect(page.locator('.home-overview .ant-skeleton')).toHaveCount(0);
  });
}

test('Retry asks a failed part of Home again and shows its figures', async ({ page }) => {
  await setFaults(HOME_REPORTS.map((path) => ({ call: `POST ${path}`, fault: '500' as const })));
  await login(page, ADMIN);
  const earnings = page.locator('section').filter({
    has: page.getByRole('heading', { name: 'Estimated revenue' }),
  });
  await expect(earnings.getByText(FAILED)).toBeVisible();
  await expect(earnings.getByText(FAULT_TEXT['500'])).toBeVisible();
  await expectAccessible(page);
  // The server answers again: a part's Retry asks its report again, the others still say so.
  await setFaults([]);
  const apps = page
    .locator('.ant-card')
    .filter({ has: page.getByRole('heading', { name: 'Top apps, last 30 days', exact: true }) });
  await apps.getByRole('button', { name: 'Retry' }).click();
  await expect(apps.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await expect(apps.getByText(FAILED)).toHaveCount(0);
  await expect(earnings.getByText(FAILED)).toBeVisible();
  await earnings.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('[data-period="today"] .ant-statistic-content')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expect(earnings.getByText(FAILED)).toHaveCount(0);
  await expect(page.getByTestId('revenue-by-source')).toHaveText(/^Last 30 days: \$/);
});

test('after Log in the menu is asked for beside the user info, not after its answer', async ({ page }) => {
  await expectMenuBesideUserInfo(page, () => loginThroughForm(page, ADMIN));
});

test("the Activity Log's probe is sent beside the menu: no third round trip before the menu", async ({
  page,
}) => {
  await expectProbeBesideMenu(page, () => loginThroughForm(page, ADMIN));
});

test("Home's report calls leave when the server's menu answers, before the login has ended and Home is drawn", async ({
  page,
}) => {
  // The profile held by the network: the login cannot end, so nothing of Home is drawn before it.
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${API}/gamebridge-manager/v1/saas/userinfo**`, async (route) => {
    await released;
    await route.continue();
  });
  await expectCardsCallWhileHeld(page, ADMIN, release);
});
