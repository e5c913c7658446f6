import { test } from '@playwright/test';
import {
  expectCardsCallWhileHeld,
  expectMenuBesideUserInfo,
  expectProbeBesideMenu,
  holdCalls,
} from './callOrder';
import { ADMIN, loginThroughForm } from './helpers';

// What happens between "Log in" and the first screen (docs/first-paint.md, "After login"). That
// the console's own files bypass the embedded API's worker: embeddedApiWorker.spec.ts.

test('the menu is asked for beside the user info, not after its answer', async ({ page }) => {
  await expectMenuBesideUserInfo(page, () => loginThroughForm(page, ADMIN));
});

test("the Activity Log's probe is sent beside the menu, not after its answer", async ({ page }) => {
  await expectProbeBesideMenu(page, () => loginThroughForm(page, ADMIN));
});

test("Home's report calls leave when the server's menu answers, before Home is drawn (no menu kept on this browser)", async ({
  page,
}) => {
  // The profile held: the login cannot end, so nothing of Home is drawn before it is released.
  const releaseProfile = await holdCalls(page, '/saas/userinfo');
  await expectCardsCallWhileHeld(page, ADMIN, releaseProfile);
});

test("with this user's menu kept, Home's report calls leave beside GET /menu, and the cards wait for the server's menu", async ({
  page,
}) => {
  await loginThroughForm(page, ADMIN);
  await page.evaluate(() => ['token', 'user'].forEach((key) => localStorage.removeItem(key)));
  const releaseMenu = await holdCalls(page, '/menu');
  await expectCardsCallWhileHeld(page, ADMIN, releaseMenu);
});
