import { expect, test, type Page } from '@playwright/test';
import { sideMenu } from './accountHelpers';
import { ADMIN, PUBLISHER, expectAccessible, login, open, settled, loginAt } from './helpers';

const WIDE = { width: 1366, height: 768 };

const selectionBar = (page: Page) => page.getByRole('region', { name: 'Selection' });

/** The admin at 1366 px on the user list with these users' rows ticked (`Publisher (2)`). */
async function selectUsers(page: Page, users: string[]): Promise<void> {
  await page.setViewportSize(WIDE);
  await loginAt(page, ADMIN, '/account/user');
  for (const user of users) await page.getByRole('checkbox', { name: `Select ${user}` }).check();
}

test('bulk actions on the user list: selection bar, confirmation naming the count, keyboard, summary', async ({
  page,
}) => {
  await selectUsers(page, ['Publisher (2)', 'Alice Editor (3)']);
  await expect(selectionBar(page).getByText('2 selected', { exact: true })).toBeVisible();
  await settled(page);
  await page.screenshot({ path: 'test-results/bulk-selection-1366.png' });

  await selectionBar(page).getByRole('button', { name: 'Delete' }).click();
  const question = page.getByRole('dialog', { name: 'Delete 2 records?' });
  await expect(question.getByText('You can still undo it for a few seconds.')).toBeVisible();
  await expectAccessible(page);
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);

  // By keyboard: Space ticks a row, Enter runs Disable and answers the question.
  await page.getByRole('checkbox', { name: 'Select Bruno Analyst (4)' }).focus();
  await page.keyboard.press('Space');
  await expect(selectionBar(page).getByText('3 selected', { exact: true })).toBeVisible();
  await selectionBar(page).getByRole('button', { name: 'Disable' }).focus();
  await page.keyboard.press('Enter');
  const disable = page.getByRole('dialog', { name: 'Disable 3 records?' });
  await expect(disable).toBeVisible();
  await settled(page);
  await disable.getByRole('button', { name: 'Disable' }).focus();
  await page.keyboard.press('Enter');
  // Bruno was disabled already: counted apart.
  await expect(page.getByText('Disabled 2 of 3; 1 was already disabled', { exact: true })).toBeVisible();
  await expect(selectionBar(page)).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Status of Alice Editor' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Status of Publisher' })).not.toBeChecked();
});

test('the activity log: the changes made, filters, an entry opened, CSV export; axe clean', async ({
  page,
}) => {
  await selectUsers(page, ['Publisher (2)', 'Bruno Analyst (4)']);
  await selectionBar(page).getByRole('button', { name: 'Enable' }).click();
  await page
    .getByRole('dialog', { name: 'Enable 2 records?' })
    .getByRole('button', { name: 'Enable' })
    .click();
  await expect(page.getByText('Enabled 1 of 2; 1 was already enabled', { exact: true })).toBeVisible();

  // Account is open on its User screen: Activity Log sits under it.
  await sideMenu(page).getByRole('menuitem', { name: 'Activity Log' }).click();
  await expect(page.getByRole('heading', { name: 'Activity Log' })).toBeVisible();
  const bruno = page.getByRole('row', { name: /Status change/ }).first();
  await expect(bruno).toContainText('Admin');
  await expect(page.getByRole('row', { name: /Status change/ })).toHaveCount(1);
  await settled(page);
  await page.screenshot({ path: 'test-results/activity-log-1366.png' });
  await expectAccessible(page);

  await page.getByPlaceholder('User name').fill('nobody');
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No records match these filters', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(bruno).toBeVisible();

  await bruno.getByRole('button', { name: 'View' }).click();
  const entry = page.getByRole('dialog', { name: 'View Change' });
  await expect(entry.getByRole('row', { name: 'Status Disabled Active' })).toBeVisible();
  await settled(page);
  await page.screenshot({ path: 'test-results/activity-entry-1366.png' });
  await expectAccessible(page);
  await entry.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Export/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('activity-log.csv');
  const text = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(text).toString('utf8')).toContain('Status change');
});

test('Activity Log is an administrator entry: a publisher has none, and its address is refused', async ({
  page,
}) => {
  await login(page, PUBLISHER);
  await sideMenu(page).getByText('Account', { exact: true }).click();
  await expect(sideMenu(page).getByRole('menuitem', { name: 'Channel' })).toBeVisible();
  await expect(sideMenu(page).getByRole('menuitem', { name: 'Activity Log' })).toHaveCount(0);
  await open(page, '/account/activity');
  await expect(page.getByText('403', { exact: true }).first()).toBeVisible();
});
