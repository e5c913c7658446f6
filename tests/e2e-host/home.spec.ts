import { expect, test } from '@playwright/test';
import { expectMenuBesideUserInfo } from '../e2e/callOrder';
import { ADMIN, login, loginThroughForm, toast } from '../e2e/helpers';
import { expectShell, FAULT_TEXT, resetApi, setFaults } from './hostHelpers';

test.beforeEach(async () => {
  await resetApi();
});

// Home's earnings overview asks three reports; a server answering them wrong or failing leaves
// Home up with the greeting and the message, never the screen's crash page.
for (const fault of ['wrong-types', '500'] as const) {
  test(`Home's report calls answered with ${fault} keep Home up with the message`, async ({ page }) => {
    // The faults before the login, which lands on Home: set after it, they raced Home's first calls
    // (answered already, and kept by the cache when Home was opened again, the test saw no message).
    await setFaults(
      ['/ssp_publisher/revenue/report', '/ssp_publisher/report', '/ssp_publisher/app/report'].map((path) => ({
        call: `POST ${path}`,
        fault,
      })),
    );
    await login(page, ADMIN);
    await expect(toast(page, FAULT_TEXT[fault]).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome, Admin' })).toBeVisible();
    await expect(page.getByText('This screen could not be shown')).toHaveCount(0);
    await expectShell(page);
  });
}

test('after Log in the menu is asked for beside the user info, not after its answer', async ({ page }) => {
  await expectMenuBesideUserInfo(page, () => loginThroughForm(page, ADMIN));
});
