import { expect, test } from '@playwright/test';
import { ADMIN, login, open } from '../e2e/helpers';
import { sideMenu } from '../e2e/accountHelpers';
import { FAULT_TEXT, resetApi, setFaults } from './hostHelpers';

test.beforeEach(async () => {
  await resetApi();
});

test('bulk delete against the API host: the single delete call for each row, a failing row named in the summary', async ({
  page,
}) => {
  await login(page, ADMIN);
  await open(page, '/account/user');
  await setFaults([{ call: 'DELETE /ssp_publisher/user/3', fault: '500' }]);
  const deletes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'DELETE') deletes.push(new URL(request.url()).pathname);
  });
  await page.getByRole('checkbox', { name: 'Select Publisher (2)' }).check();
  await page.getByRole('checkbox', { name: 'Select Alice Editor (3)' }).check();
  await page.getByRole('region', { name: 'Selection' }).getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete 2 records?' })
    .getByRole('button', { name: 'Delete' })
    .click();

  const summary = page.locator('.bulk-summary');
  await expect(summary.getByText('Deleted 1 of 2', { exact: true })).toBeVisible();
  await expect(summary.getByText('Failed: 1', { exact: true })).toBeVisible();
  await expect(summary.getByRole('listitem')).toHaveText([`Alice Editor (3): ${FAULT_TEXT['500']}`]);
  expect(deletes.sort()).toEqual([
    '/gamebridge-manager/v1/ssp_publisher/user/2',
    '/gamebridge-manager/v1/ssp_publisher/user/3',
  ]);
  await expect(page.getByRole('cell', { name: 'publisher@demo.test' })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'alice@demo.test' })).toBeVisible();
});

test('Activity Log shows where the host offers its call, and is absent where the call answers 404', async ({
  page,
}) => {
  await login(page, ADMIN);
  await sideMenu(page).getByText('Account', { exact: true }).click();
  await expect(sideMenu(page).getByRole('menuitem', { name: 'Activity Log' })).toBeVisible();

  await page.route('**/ssp_publisher/activity/list**', (route) =>
    route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
  );
  await page.reload();
  await sideMenu(page).getByText('Account', { exact: true }).click();
  await expect(sideMenu(page).getByRole('menuitem', { name: 'Channel' })).toBeVisible();
  await expect(sideMenu(page).getByRole('menuitem', { name: 'Activity Log' })).toHaveCount(0);
});
