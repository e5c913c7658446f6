import { expect, test, type Page } from '@playwright/test';
import { ADMIN, choose, login, open, openDialog, toast } from '../e2e/helpers';
import { expectShell, resetApi } from './hostHelpers';

// Management screens whose calls the API host answers: what they read and what they send.

test.beforeEach(async () => {
  await resetApi();
});

interface MenuNode {
  id: number;
  name: string;
  children?: MenuNode[];
}

/** A node of the menu tree by name, with the ids of the branches above it. */
function nodeNamed(
  nodes: MenuNode[],
  name: string,
  above: number[] = [],
): { id: number; above: number[] } | undefined {
  for (const node of nodes) {
    if (node.name === name) return { id: node.id, above };
    const inside = nodeNamed(node.children ?? [], name, [...above, node.id]);
    if (inside) return inside;
  }
  return undefined;
}

/** Checks an entry of the open menu tree (one the dropdown's first screen shows) by its checkbox. */
async function checkMenuEntry(page: Page, name: string): Promise<void> {
  await page
    .getByRole('tree')
    .getByRole('checkbox', { name: `Select ${name}`, exact: true })
    .click();
}

test('Add User Group shows the menu tree the API answers, asks for a menu, and creates the group with the chosen entries', async ({
  page,
}) => {
  await login(page, ADMIN);
  await open(page, '/account/user?tab=group');
  await expect(page.getByRole('cell', { name: 'Publishers', exact: true })).toBeVisible();
  const treeAnswer = page.waitForResponse(
    (response) => response.url().includes('/ssp_publisher/user_group/menu_tree') && response.ok(),
  );
  const dialog = await openDialog(page, 'Add User Group');
  const tree = ((await (await treeAnswer).json()) as { data: MenuNode[] }).data;

  await dialog.getByLabel('User Group Name').fill('Editors');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Please select menu', { exact: true })).toBeVisible();

  await dialog.getByRole('combobox', { name: 'Menu' }).click();
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-tree');
  // The side menu's entries (the dropdown draws the ones its height shows).
  for (const entry of ['Home', 'Site', 'Site List', 'App', 'App List'])
    await expect(dropdown.getByText(entry, { exact: true }).first()).toBeVisible();
  await checkMenuEntry(page, 'Home');
  await checkMenuEntry(page, 'Site List');
  await expect(dialog.getByText('Please select menu', { exact: true })).toHaveCount(0);
  // Leaving the field closes the tree, which covers the dialog's buttons.
  await dialog.getByText('Add User Group', { exact: true }).click();
  await expect(dropdown).toBeHidden();

  const home = nodeNamed(tree, 'Home');
  const siteList = nodeNamed(tree, 'Site List');
  expect(home && siteList).toBeTruthy();
  const created = page.waitForRequest(
    (request) =>
      request.method() === 'POST' && /\/ssp_publisher\/user_group$/.test(new URL(request.url()).pathname),
  );
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const sent = (await created).postDataJSON() as { name: string; menu_ids: number[] };
  expect(sent.name).toBe('Editors');
  expect([...sent.menu_ids].sort((a, b) => a - b)).toEqual(
    [home!.id, ...siteList!.above, siteList!.id].sort((a, b) => a - b),
  );
  await expect(toast(page, 'add user group success')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Editors', exact: true })).toBeVisible();
  await expectShell(page);
});

test('the Creatives of a widget filter by status, sending ready_status to the API host', async ({ page }) => {
  await login(page, ADMIN);
  await open(page, '/widget/list');
  const active = page.getByRole('row').filter({ has: page.getByRole('cell', { name: '2001', exact: true }) });
  await active.getByRole('button', { name: 'Creative' }).click();
  const dialog = page.getByRole('dialog', { name: 'Creatives of widget 2001' });
  const rows = dialog.locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(3);

  await choose(page, dialog, 'Status', 'Ended');
  const filtered = page.waitForRequest((request) =>
    request.url().includes('/ssp_publisher/widget/creative/list'),
  );
  await dialog.getByRole('button', { name: 'Search' }).click();
  const query = new URL((await filtered).url()).searchParams;
  expect(query.get('ready_status')).toBe('Ended');
  expect(query.get('widget_id')).toBe('2001');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('cell').first()).toHaveText('cr_1002');
  await expect(rows.first().getByRole('cell').nth(3)).toHaveText('Ended');
});
