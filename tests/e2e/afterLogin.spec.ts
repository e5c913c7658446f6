import { test } from '@playwright/test';
import { expectMenuBesideUserInfo, expectProbeBesideMenu } from './callOrder';
import { ADMIN, loginThroughForm } from './helpers';

// What happens between "Log in" and the first screen (docs/first-paint.md, "After login"). That
// the console's own files bypass the embedded API's worker: embeddedApiWorker.spec.ts.

test('the menu is asked for beside the user info, not after its answer', async ({ page }) => {
  await expectMenuBesideUserInfo(page, () => loginThroughForm(page, ADMIN));
});

test("the Activity Log's probe is sent beside the menu, not after its answer", async ({ page }) => {
  await expectProbeBesideMenu(page, () => loginThroughForm(page, ADMIN));
});
