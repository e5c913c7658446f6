// Search-ads management in the browser: main keywords, search sites and landing-page links.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, choose, settled, toast, openDialog, loginAt } from './helpers';

const row = (page: Page, text: string) => page.locator('tr.ant-table-row').filter({ hasText: text });

test('main keywords: the empty form asks for the keyword, a new one is listed, an edit is saved', async ({
  page,
}) => {
  await loginAt(page, ADMIN, '/searchAds/mainKeyword');
  const dialog = await openDialog(page, 'Add Mainkey');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Please Select main keyword', { exact: true })).toBeVisible();
  await dialog.getByLabel('Main Keyword').fill('garden tools');
  await choose(page, dialog, 'Lp Type', 'Middle Page');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'add main keyword success')).toBeVisible();
  await expect(row(page, 'garden tools')).toContainText('Middle Page');

  await row(page, 'cheap flights').getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Mainkey' });
  await expect(edit.getByLabel('Main Keyword')).toHaveValue('cheap flights');
  await edit.getByLabel('Main Keyword').fill('cheap flights today');
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'update main keyword success')).toBeVisible();
  await expect(row(page, 'cheap flights today')).toHaveCount(1);
});

test("search sites: Add Site's messages, a new site listed, and the DNS feedback both ways", async ({
  page,
}) => {
  await loginAt(page, ADMIN, '/searchAds/site');
  const dialog = await openDialog(page, 'Add Site');
  await dialog.getByLabel('Site').fill('www.example.com');
  await expect(
    dialog.getByText(
      'Failed to create, please fill in a domain name that does not contain capital letters and does not start with www.',
    ),
  ).toBeVisible();
  await dialog.getByLabel('Site').fill('-bad.example');
  await expect(dialog.getByText('Please Input A Valid Site', { exact: true })).toBeVisible();
  await dialog.getByLabel('Site').fill('freshsite.example');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'add site success')).toBeVisible();
  await expect(row(page, 'freshsite.example')).toHaveCount(1);

  // Feedback Result on a site waiting for DNS: the stuck one fails, the other resolves.
  await row(page, 'stuckdns.example').getByRole('button', { name: 'Feedback Result' }).click();
  await page.getByRole('button', { name: 'Has Been Successful' }).click();
  await expect(toast(page, 'Please Try Again')).toBeVisible();
  await settled(page);
  await row(page, 'newdns.example').getByRole('button', { name: 'Feedback Result' }).click();
  await page.getByRole('button', { name: 'Has Been Successful' }).click();
  await expect(row(page, 'newdns.example')).toContainText('DNS Resolved');
});

test('links: View warns of an article in violation, Link copies the generated URL', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginAt(page, ADMIN, '/searchAds/landingPage');
  await expect(page.locator('tr.ant-table-row').first()).toBeVisible();

  const violating = row(page, '5003');
  await violating.getByRole('button', { name: 'View' }).click();
  const view = page.getByRole('dialog').last();
  await expect(view).toContainText('This lp link does not work because there is a violation in the article.');
  await expect(view.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await view.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await row(page, '5001').getByRole('button', { name: 'Link' }).click();
  const link = page.getByRole('dialog', { name: 'Link' });
  await expect(link).toContainText('https://findit.example/lp/');
  await link.getByRole('button', { name: 'Copy' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('https://findit.example/lp/');
});
