import { expect, test } from '@playwright/test';
import { expectMenuBesideUserInfo } from './callOrder';
import { ADMIN, loginThroughForm } from './helpers';

// What happens between "Log in" and the first screen (docs/first-paint.md, "After login").

test('the menu is asked for beside the user info, not after its answer', async ({ page }) => {
  await expectMenuBesideUserInfo(page, () => loginThroughForm(page, ADMIN));
});

test("the console's own files do not pass through the embedded API's worker; its calls do", async ({
  page,
}) => {
  await loginThroughForm(page, ADMIN);
  const throughWorker: string[] = [];
  const fromNetwork: string[] = [];
  let menuThroughWorker: boolean | undefined;
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.includes('/assets/'))
      (response.fromServiceWorker() ? throughWorker : fromNetwork).push(pathname);
    if (pathname.endsWith('/menu')) menuThroughWorker = response.fromServiceWorker();
  });
  // Reloaded, the page is the worker's from its start: every file it fetches could pass through it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Admin' })).toBeVisible();
  await expect.poll(() => menuThroughWorker).toBe(true);

  expect(fromNetwork.length).toBeGreaterThan(0);
  expect(throughWorker).toEqual([]);
});
