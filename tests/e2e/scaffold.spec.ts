import { expect, test, type Page } from '@playwright/test';
import { SCAFFOLDED } from '../support/scaffolded';
import { ADMIN, REGIONAL, choose, login, openDialog, toast } from './helpers';
import { grantMenuEntries } from './grantMenu';

/**
 * The scaffolded resource: `npm test` (and `npm run test:scaffold`) writes src/schemas/gadget.ts
 * with `npm run new:resource -- gadget`, builds, and removes the file again; this test runs against
 * that build. The schema file alone gives the admin a menu entry, a list, filters, create and
 * edit kept after a reload, a site reference shown by its domain, Delete, bulk Enable and
 * Disable, and keeps a user narrowed to some sites to the records of those sites.
 */
test.skip(!SCAFFOLDED, 'needs a build holding a scaffolded gadget (npm test or npm run test:scaffold)');

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test('a scaffolded resource works from its schema file alone', async ({ page }) => {
  await login(page, ADMIN);

  await page.getByRole('menuitem', { name: 'Gadget' }).click();
  await expect(page).toHaveURL(/#\/gadget/);
  await expect(page.getByRole('cell', { name: 'Name 1', exact: true })).toBeVisible();
  // The seeded records belong to the first sites, each shown by its domain.
  await expect(rowOf(page, 'Name 1')).toContainText('dailynews.example');

  const add = await openDialog(page, 'Add Gadget');
  await add.getByRole('button', { name: /OK|Submit|Save/ }).click();
  await expect(add.getByText('Please input name')).toBeVisible();
  await expect(add.getByText('Please choose a site')).toBeVisible();
  await add.getByLabel('Name').fill('Blue gadget');
  await choose(page, add, 'Site', 'sportsfan.example');
  await add.getByRole('button', { name: /OK|Submit|Save/ }).click();
  await expect(toast(page, 'Gadget added')).toBeVisible();
  await expect(rowOf(page, 'Blue gadget')).toContainText('sportsfan.example');

  await choose(page, page.locator('form').first(), 'Status', 'Paused');
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('cell', { name: 'Blue gadget', exact: true })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'Name 2', exact: true })).toBeVisible();

  // Kept after a reload: the record is read back from the stored data.
  await page.reload();
  await page.getByRole('button', { name: 'Reset' }).click();
  await rowOf(page, 'Blue gadget').getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Gadget' });
  await edit.getByLabel('Name').fill('Red gadget');
  await edit.getByRole('button', { name: /OK|Submit|Save/ }).click();
  await expect(toast(page, 'Gadget saved')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Red gadget', exact: true })).toBeVisible();

  // The status toggle gives the list bulk Disable (Red gadget is Active).
  await page.getByRole('checkbox', { name: /^Select Red gadget/ }).check();
  const selection = page.getByRole('region', { name: 'Selection' });
  await selection.getByRole('button', { name: 'Disable' }).click();
  await page
    .getByRole('dialog', { name: 'Disable 1 record?' })
    .getByRole('button', { name: 'Disable' })
    .click();
  await expect(page.getByText('Disabled 1 of 1', { exact: true })).toBeVisible();
  await expect(rowOf(page, 'Red gadget')).toContainText('Paused');

  // Delete, after its question.
  await rowOf(page, 'Red gadget').getByRole('button', { name: 'Delete' }).click();
  const question = page.getByRole('dialog', { name: 'Delete' });
  await expect(question.getByText('Delete Red gadget?')).toBeVisible();
  await question.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Gadget deleted')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Red gadget', exact: true })).toHaveCount(0);
});

test("a user narrowed to some sites sees only those sites' records of a scaffolded resource", async ({
  page,
}) => {
  await login(page, ADMIN);
  await grantMenuEntries(page, 'Regional Publishers', [SCAFFOLDED?.path ?? '/gadget']);

  await login(page, REGIONAL);
  await page.getByRole('menuitem', { name: 'Gadget' }).click();
  // The seeded gadgets belong to dailynews (1001), sportsfan (1002) and recipes (1003): the group
  // holds the first two.
  await expect(page.getByRole('cell', { name: 'Name 1', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Name 2', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Name 3', exact: true })).toHaveCount(0);
  await expect(page.getByText('Total 2')).toBeVisible();
});
