import { expect, test } from '@playwright/test';
import { SCAFFOLDED } from '../support/scaffolded';
import { ADMIN, choose, login, openDialog, toast } from './helpers';

/**
 * The scaffolded resource: `npm test` (and `npm run test:scaffold`) writes src/schemas/gadget.ts
 * with `npm run new:resource -- gadget`, builds, and removes the file again; this test runs against
 * that build. The schema file alone gives the admin a menu entry, a list, a filter, create and
 * edit kept after a reload.
 */
test.skip(!SCAFFOLDED, 'needs a build holding a scaffolded gadget (npm test or npm run test:scaffold)');

test('a scaffolded resource works from its schema file alone', async ({ page }) => {
  await login(page, ADMIN);

  await page.getByRole('menuitem', { name: 'Gadget' }).click();
  await expect(page).toHaveURL(/#\/gadget/);
  await expect(page.getByRole('cell', { name: 'Name 1' })).toBeVisible();

  const add = await openDialog(page, 'Add Gadget');
  await add.getByRole('button', { name: /OK|Submit|Save/ }).click();
  await expect(add.getByText('Please input name')).toBeVisible();
  await add.getByLabel('Name').fill('Blue gadget');
  await add.getByRole('button', { name: /OK|Submit|Save/ }).click();
  await expect(toast(page, 'Gadget added')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Blue gadget' })).toBeVisible();

  await choose(page, page.locator('form').first(), 'Status', 'Paused');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('cell', { name: 'Blue gadget' })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'Name 2' })).toBeVisible();

  // Kept after a reload: the record is read back from the stored data.
  await page.reload();
  await page.getByRole('button', { name: 'Reset' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Blue gadget' });
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Gadget' });
  await edit.getByLabel('Name').fill('Red gadget');
  await edit.getByRole('button', { name: /OK|Submit|Save/ }).click();
  await expect(toast(page, 'Gadget saved')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Red gadget' })).toBeVisible();
});
