import { expect, test } from '@playwright/test';
import { addSite, ADMIN, loginThroughForm, open, toast } from './helpers';
import { expectTotalRow } from './reportHelpers';

/**
 * The browser smoke of `npm run test:quick` (tagged @smoke): the login, then one screen of each
 * kind - Home, a list, a form with a rule's message and a save, a report. The full suite checks
 * each of these in depth; this only tells in seconds whether the built console still works.
 */
test('@smoke login, a list, a form, a report', async ({ page }) => {
  await loginThroughForm(page, ADMIN);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

  await open(page, '/siteManager/siteList');
  await expect(page.getByRole('cell', { name: 'dailynews.example', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Add Site' }).click();
  const dialog = await addSite(page, '');
  await expect(dialog.getByText('Please input site link', { exact: true })).toBeVisible();
  await addSite(page, 'smoke.example');
  await expect(toast(page, 'add site success')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'smoke.example', exact: true })).toBeVisible();

  await open(page, '/report/revenueReport');
  await expectTotalRow(page);
});
