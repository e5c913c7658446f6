import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, login, open } from '../e2e/helpers';
import { resetApi } from './hostHelpers';

// Verify ads.txt runs once at a time, from a row or from the selection bar: what the host receives
// while one verification is held on the network.

test.beforeEach(async () => {
  await resetApi();
});

const VERIFY = 'Verify ads.txt';

/**
 * Holds every Verify ads.txt call on the network until released, and lists the sites' ids as the
 * calls leave the page.
 */
async function holdVerifications(page: Page): Promise<{ sent: string[]; release: () => void }> {
  const sent: string[] = [];
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/domain/*/verify_adstxt', async (route) => {
    sent.push(/domain\/(\d+)\//.exec(route.request().url())?.[1] ?? '?');
    await released;
    await route.continue();
  });
  return { sent, release };
}

const row = (page: Page, site: string) => page.getByRole('row').filter({ hasText: site });
const bar = (page: Page) => page.getByRole('region', { name: 'Selection' });

/** A disabled button says why on hover (its holder takes the pointer). */
async function expectReason(page: Page, button: Locator, reason: string): Promise<void> {
  await expect(button).toBeDisabled();
  await button.locator('xpath=..').hover();
  await expect(page.getByRole('tooltip').filter({ hasText: reason })).toBeVisible();
}

async function openSites(page: Page): Promise<void> {
  await login(page, ADMIN);
  await open(page, '/siteManager/siteList');
  for (const site of ['dailynews.example (1001)', 'sportsfan.example (1002)'])
    await page.getByRole('checkbox', { name: `Select ${site}` }).check();
  await expect(row(page, 'gardening.example').getByRole('button', { name: VERIFY })).toBeEnabled();
}

test("while a row's Verify is on its way, the bar's and the other rows' wait and say why; nothing else is sent", async ({
  page,
}) => {
  await openSites(page);
  const calls = await holdVerifications(page);
  await row(page, 'recipes.example').getByRole('button', { name: VERIFY }).click();
  await expect.poll(() => calls.sent).toEqual(['1003']);

  await expectReason(
    page,
    bar(page).getByRole('button', { name: VERIFY }),
    'Running for a row: wait for it to end',
  );
  await expect(row(page, 'dailynews.example').getByRole('button', { name: VERIFY })).toBeDisabled();

  calls.release();
  await expect(page.getByRole('dialog', { name: VERIFY })).toBeVisible();
  await expect(bar(page).getByRole('button', { name: VERIFY })).toBeEnabled();
  expect(calls.sent).toEqual(['1003']);
});

test('while the bulk Verify is on its way, no row starts its own; the sites are verified one after another', async ({
  page,
}) => {
  await openSites(page);
  const calls = await holdVerifications(page);
  await bar(page).getByRole('button', { name: VERIFY }).click();
  await page
    .getByRole('dialog', { name: 'Verify ads.txt of 2 sites?' })
    .getByRole('button', { name: VERIFY })
    .click();
  await expect.poll(() => calls.sent).toEqual(['1001']);

  const covered = row(page, 'sportsfan.example').getByRole('button', { name: VERIFY });
  await expectReason(page, covered, 'Running for the selected rows');
  await expect(row(page, 'gardening.example').getByRole('button', { name: VERIFY })).toBeDisabled();

  calls.release();
  await expect(page.locator('.bulk-summary').getByText('Verified 1 of 2', { exact: true })).toBeVisible();
  await expect(covered).toBeEnabled();
  expect(calls.sent).toEqual(['1001', '1002']);
});
