import { expect, test, type Page } from '@playwright/test';
import type { FaultKind } from '../../server/faults';
import { ADMIN, PASSWORD, login, open, toast } from '../e2e/helpers';
import { expectLoggedOut, expectShell, FAULT_TEXT, resetApi, setFaults } from './hostHelpers';
import { SESSION_ENDED } from '../../src/pages/shell/signInAgain/SignInAgain';
import { OUTCOME_UNKNOWN } from '../../src/resources/actions/saveOutcome';

const FAULTS: FaultKind[] = ['500', '502-html', 'malformed-json', 'wrong-types', '401', 'hang'];
/** Faults after which a save may have happened all the same: the form says its outcome is unknown. */
const OUTCOME_MAY_HAVE_HAPPENED: FaultKind[] = ['malformed-json', 'wrong-types', 'hang'];

test.beforeEach(async () => {
  await resetApi();
});

/** The failure shows as this text somewhere on the page (toast, form alert). */
const expectText = (page: Page, text: string) =>
  expect(page.getByText(text, { exact: true }).first()).toBeVisible();

for (const fault of FAULTS) {
  test.describe(`fault ${fault}`, () => {
    test('on login', async ({ page }) => {
      await setFaults([{ call: 'POST /login', fault }]);
      await page.goto('/#/login');
      await page.getByLabel('Email').fill(ADMIN);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expectText(page, fault === '401' ? 'Please log in again' : FAULT_TEXT[fault]);
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
      await expect(page.getByRole('heading', { name: /^Welcome, / })).toHaveCount(0);
    });

    test('on a list', async ({ page }) => {
      await login(page, ADMIN);
      await setFaults([{ call: 'GET /ssp_publisher/channel', fault }]);
      await open(page, '/account/channel');
      if (fault === '401') return expectLoggedOut(page);
      await expect(toast(page, FAULT_TEXT[fault])).toBeVisible();
      await expectShell(page);
      await expect(page.getByRole('button', { name: 'Add Channel' })).toBeVisible();
    });

    test('on a save (Add Channel)', async ({ page }) => {
      await login(page, ADMIN);
      await open(page, '/account/channel');
      await expect(page.getByRole('cell', { name: 'Organic' })).toBeVisible();
      await setFaults([{ call: 'POST /ssp_publisher/channel', fault }]);
      await page.getByRole('button', { name: 'Add Channel' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Channel' });
      await dialog.getByLabel('Channel Name').fill('Fault probe');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      if (fault === '401') {
        // The form holds input: it stays, and signing in again is offered in place.
        await expect(page.getByRole('dialog').getByText(SESSION_ENDED)).toBeVisible();
        await expect(dialog.getByLabel('Channel Name')).toHaveValue('Fault probe');
        expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
        return;
      }
      if (OUTCOME_MAY_HAVE_HAPPENED.includes(fault)) {
        await expect(toast(page, OUTCOME_UNKNOWN)).toBeVisible();
        await expect(dialog.getByRole('alert')).toHaveText(OUTCOME_UNKNOWN);
      } else {
        await expect(toast(page, 'add channel error')).toBeVisible();
        await expect(dialog.getByRole('alert')).toHaveText(FAULT_TEXT[fault]);
      }
      // Wrong types are the real answer mistyped: the channel was made, and the list read again shows it.
      if (fault === 'wrong-types')
        await expect(page.getByRole('cell', { name: 'Fault probe' })).toBeVisible();
      await expect(dialog.getByLabel('Channel Name')).toHaveValue('Fault probe');
      await expect(toast(page, 'add channel success')).toHaveCount(0);
      await expectShell(page);
    });

    test('on a report', async ({ page }) => {
      await login(page, ADMIN);
      await setFaults([{ call: 'POST /ssp_publisher/report', fault }]);
      await open(page, '/report/revenueReport');
      if (fault === '401') return expectLoggedOut(page);
      await expect(toast(page, FAULT_TEXT[fault])).toBeVisible();
      await expect(page.locator('.ant-card-head-title').getByText('Content Ads Revenue')).toBeVisible();
      await expectShell(page);
    });
  });
}

test('an export answered with malformed JSON says so and downloads nothing', async ({ page }) => {
  await login(page, ADMIN);
  await open(page, '/report/revenueReport');
  await expect(page.locator('tbody tr.ant-table-row').first().locator('td').first()).toHaveText('Total');
  await setFaults([{ call: 'POST /ssp_publisher/report/export', fault: 'malformed-json' }]);
  let downloads = 0;
  page.on('download', () => (downloads += 1));
  await page.getByRole('button', { name: 'download Export' }).click();
  await expect(toast(page, 'export file failed')).toBeVisible();
  expect(downloads).toBe(0);
});

test('userinfo with user_name 42 fails the login and does not break the next one', async ({ page }) => {
  await setFaults([{ call: 'GET /saas/userinfo', fault: 'wrong-types' }]);
  await page.goto('/#/login');
  await page.getByLabel('Email').fill(ADMIN);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expectText(page, FAULT_TEXT['wrong-types']);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  await setFaults([]);
  await login(page, ADMIN);
  await page.reload();
  await expectShell(page);
});

test('a menu of the wrong type keeps the console up with the message', async ({ page }) => {
  await setFaults([{ call: 'GET /menu', fault: 'wrong-types' }]);
  await page.goto('/#/login');
  await page.getByLabel('Email').fill(ADMIN);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(toast(page, FAULT_TEXT['wrong-types'])).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
});

test('widget creatives answered with wrong types keep the modal up with an empty table and say so', async ({
  page,
}) => {
  await login(page, ADMIN);
  await open(page, '/widget/list');
  const active = page.getByRole('row').filter({ has: page.getByRole('cell', { name: '2001', exact: true }) });
  await setFaults([{ call: 'GET /ssp_publisher/widget/creative/list', fault: 'wrong-types' }]);
  const answered = page.waitForResponse((response) => response.url().includes('/widget/creative/list'));
  await active.getByRole('button', { name: 'Creative' }).click();
  expect(((await (await answered).json()) as { data: { list: unknown } }).data.list).toBe('not a list');
  const creative = page.getByRole('dialog').last();
  await expect(creative.getByText('Creatives of widget 2001')).toBeVisible();
  await expect(creative.getByRole('table')).toBeVisible();
  await expect(creative.locator('tbody tr.ant-table-row')).toHaveCount(0);
  await expect(toast(page, FAULT_TEXT['wrong-types'])).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  await expectShell(page);
});

// Answers that used to take screens down: wrong types on saved report views and on the SDK & API
// integrations leave the screen up with the one message.
for (const [call, path, title] of [
  ['GET /ssp_publisher/report_view', '/report/revenueReport', 'Content Ads Revenue'],
  ['GET /ssp_publisher/openapi/integration/info', '/integration', 'SDK & API'],
] as const) {
  test(`${call} answered with wrong types keeps ${path} up with the message`, async ({ page }) => {
    await login(page, ADMIN);
    await setFaults([{ call, fault: 'wrong-types' }]);
    await open(page, path);
    await expect(toast(page, FAULT_TEXT['wrong-types'])).toHaveCount(1);
    await expect(page.locator('.ant-card-head-title').getByText(title)).toBeVisible();
    await expect(page.getByText('This screen could not be shown')).toHaveCount(0);
    await expectShell(page);
  });
}
