import { expect, test, type Locator } from '@playwright/test';
import { ADMIN, choose, expectAccessible, loginAt, settled, toast } from './helpers';

/*
 * A user's groups are a reference to the user groups holding several ids: chosen by name among
 * every group read in one call (page size 999), sent as ids, shown by name when the user is
 * edited again.
 */

/** The names a multiple select shows as chosen. */
const chosenNames = (dialog: Locator) => dialog.locator('.ant-select-selection-item-content');

test('a user added with two groups shows them by name on edit, and saves them changed', async ({ page }) => {
  const groupLists: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/ssp_publisher/user_group/list')) groupLists.push(url.search);
  });
  await loginAt(page, ADMIN, '/account/user');
  await expect(page.getByRole('cell', { name: 'publisher@demo.test' })).toBeVisible();

  await page.getByRole('button', { name: 'Add User' }).click();
  const add = page.getByRole('dialog', { name: 'Add User' });
  await add.getByLabel('User Name').fill('Dana Writer');
  await add.getByLabel('Email').fill('dana@demo.test');
  await add.getByLabel('Password').fill('Str0ng#pass');
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(add.getByText('Please select user group', { exact: true })).toBeVisible();
  await choose(page, add, 'User Group', 'Publishers');
  await choose(page, add, 'User Group', 'Analysts');
  await expect(chosenNames(add)).toHaveText(['Publishers', 'Analysts']);
  await expectAccessible(page);
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'add user success')).toBeVisible();
  const dana = page.getByRole('row', { name: /dana@demo\.test/ });
  await expect(dana.getByRole('cell', { name: 'Publishers, Analysts', exact: true })).toBeVisible();

  await dana.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await expect(chosenNames(edit)).toHaveText(['Publishers', 'Analysts']);
  await settled(page);
  await expectAccessible(page);
  await edit
    .locator('.ant-select-selection-item[title="Analysts"] .ant-select-selection-item-remove')
    .click();
  await choose(page, edit, 'User Group', 'Regional Publishers');
  await expect(chosenNames(edit)).toHaveText(['Publishers', 'Regional Publishers']);
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'update user success')).toBeVisible();
  await expect(
    dana.getByRole('cell', { name: 'Publishers, Regional Publishers', exact: true }),
  ).toBeVisible();

  await dana.getByRole('button', { name: 'Edit' }).click();
  await expect(chosenNames(edit)).toHaveText(['Publishers', 'Regional Publishers']);
  // Every group choice came from the spec's call: the list's page of 999.
  expect(groupLists.length).toBeGreaterThan(0);
  expect([...new Set(groupLists)]).toEqual(['?page_index=1&page_size=999']);
});
