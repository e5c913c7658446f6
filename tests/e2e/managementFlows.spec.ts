import { expect, test } from '@playwright/test';
import {
  ADMIN,
  choose,
  expectAccessible,
  expectTypedDateRefused,
  chooseImportFile,
  importFile,
  login,
  open,
  openAdUnitImport,
  openDialog,
  settled,
  toast,
  loginAt,
} from './helpers';
import { walkParts } from './screens';

const APP_CREATED =
  'The application was created successfully and is currently under review. Please contact operations or wait for review.';
const APP_UNDER_REVIEW =
  'The current application is under review, and ad units can only be created after passing the review.';

const SCREENS: [string, string][] = [
  ['/appManager/appsList', 'Add App'],
  ['/appManager/zoneList', 'Add Ad Unit'],
  ['/searchAds/mainKeyword', 'Add Mainkey'],
  ['/searchAds/site', 'Add Site'],
  ['/searchAds/landingPage', 'Create Link'],
  ['/searchAds/site/postback', 'Add Link'],
  ['/widget/list', 'Create Widget'],
];

// Two screens and their forms to a test (each measured by axe, about 10 s a screen on two cores),
// so that the workers share the walk.
for (const part of walkParts(SCREENS, 2, ([path]) => path))
  test(`each management screen and its create form pass axe (${part.name})`, async ({ page }) => {
    await login(page, ADMIN);
    for (const [path, create] of part.items) {
      await open(page, path);
      await expect(page.locator('.ant-table-row').first(), path).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: create }).click();
      const dialog = page.getByRole('dialog').last();
      await expect(dialog, path).toBeVisible();
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  });

test('a new app is Verifying with the long toast, and its ad units are refused with the review message', async ({
  page,
}) => {
  await loginAt(page, ADMIN, '/appManager/appsList');
  const dialog = await openDialog(page, 'Add App');
  await dialog.getByLabel('App Name').fill('Bad name!');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(
    dialog.getByText(
      'Name contains invalid characters. Only letters, numbers, underscores, and colons are allowed.',
      { exact: true },
    ),
  ).toBeVisible();
  await dialog.getByLabel('App Name').fill('  Weather_Now  ');
  await choose(page, dialog, 'Category', 'normal_tools');
  await choose(page, dialog, 'App Store', 'Apple iTunes');
  await dialog.getByLabel('Bundle ID').fill('com.demo.weather');
  await dialog.getByLabel('App URL').fill('https://store.example/weather');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, APP_CREATED)).toBeVisible();
  const row = page.getByRole('row', { name: /Weather_Now/ });
  await expect(row.getByText('Verifying', { exact: true })).toBeVisible();
  await expect(row.getByText('IOS', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Ad Units' }).click();
  await expect(toast(page, APP_UNDER_REVIEW)).toBeVisible();
  await expect(page).toHaveURL(/#\/appManager\/appsList/);
});

test('an ad unit added to a Live app is listed; the price rule has its message', async ({ page }) => {
  await loginAt(page, ADMIN, '/appManager/zoneList');
  const dialog = await openDialog(page, 'Add Ad Unit');
  await choose(page, dialog, 'App', 'NewsReader');
  await choose(page, dialog, 'Ad Format', 'Banner');
  await dialog.getByLabel('Ad Unit Name').fill('reader_footer');
  // The price box keeps what is typed; an empty or out-of-range price shows the rule's message.
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Suggest eCPM between 0.01 and 1000', { exact: true })).toBeVisible();
  await dialog.getByLabel('Price (eCPM)').fill('2.5');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /reader_footer/ })).toBeVisible();
});

test('a postback without {event_type} is refused; pausing asks first, activating does not', async ({
  page,
}) => {
  await loginAt(page, ADMIN, '/searchAds/site/postback');
  const dialog = await openDialog(page, 'Add Link');
  await dialog.getByLabel('Base URL').fill('https://track.example/pb');
  await choose(page, dialog, 'Event Type', 'search_click');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Postback link must have {event_type}', { exact: true })).toBeVisible();
  // What was typed is not dropped silently: Cancel asks first.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Discard unsaved changes?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(dialog).toBeHidden();

  const active = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Pause' }) })
    .first();
  const id = (await active.locator('td:not(.ant-table-selection-column)').first().innerText()).trim();
  await active.getByRole('button', { name: 'Pause' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Pause this postback?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: id, exact: true }) });
  await expect(row.getByText('Paused', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Activate' }).click();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('Creative and Code are enabled for an active widget only, and say why elsewhere', async ({ page }) => {
  await loginAt(page, ADMIN, '/widget/list');
  const active = page.getByRole('row').filter({ has: page.getByRole('cell', { name: '2001', exact: true }) });
  const pending = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: '2002', exact: true }) });
  await expect(pending.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(pending.getByRole('button', { name: 'Creative' })).toBeDisabled();
  await expect(pending.getByRole('button', { name: 'Code' })).toBeDisabled();
  await pending.getByRole('button', { name: 'Code' }).locator('..').hover();
  await expect(page.getByRole('tooltip', { name: 'Available once the widget is active' })).toBeVisible();

  await active.getByRole('button', { name: 'Code' }).click();
  const code = page.getByRole('dialog', { name: 'Widget Code' });
  await expect(code).toContainText('2001');
  await expectAccessible(page);
  await code
    .getByRole('button', { name: /Close|Cancel/ })
    .first()
    .click();

  await active.getByRole('button', { name: 'Creative' }).click();
  const creative = page.getByRole('dialog').last();
  await expect(creative.getByRole('table')).toBeVisible();
  await expectAccessible(page);

  // A typed created time that is not a date says so, and the search does not run on the old range.
  const calls = await expectTypedDateRefused(page, creative, '/widget/creative/list', '2025-02-30', () =>
    creative.getByText('Creatives of widget 2001').click(),
  );
  const start = creative.locator('.ant-picker-range input').first();
  await start.click();
  await start.fill('');
  await start.pressSequentially('2025-01-01');
  await page.keyboard.press('Enter');
  await creative.locator('.ant-picker-range input').last().pressSequentially('2025-12-31');
  await page.keyboard.press('Enter');
  await creative.getByRole('button', { name: 'Search' }).click();
  await expect(creative.getByText(/is not a date/)).toHaveCount(0);
  await expect.poll(() => calls.at(-1) ?? '').toContain('created_time_begin=2025-01-01');
  expect(calls.at(-1)).toContain('created_time_end=2025-12-31');
});

test('a link for a Sedo site is stopped without kw language and pixel id', async ({ page }) => {
  await loginAt(page, ADMIN, '/searchAds/landingPage');
  const dialog = await openDialog(page, 'Create Link');
  const site = dialog.getByLabel('Site', { exact: true });
  // Focus, not a forced click: a click that lands outside the form closes it (a clean one at once).
  await settled(page);
  await site.focus();
  await site.pressSequentially('parked');
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: 'parkedsearch.example' })
    .click();
  await expect(dialog.getByLabel('Kw Language')).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Please select kw language', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Please input pixel id', { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('import the template with 3 rows (1 bad): counts, the failed-rows file, and the template download', async ({
  page,
}) => {
  await login(page, ADMIN);
  const dialog = await openAdUnitImport(page);
  const template = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download Template' }).click();
  expect((await template).suggestedFilename()).toBe('ad_unit_import_template.xlsx');

  await chooseImportFile(
    dialog,
    importFile([
      ['NewsReader', 'banner', '', 'reader_import_one', 1.25],
      ['NewsReader', 'native', '', 'reader_import_two', 3],
      ['NoSuchApp', 'banner', '', 'ghost_unit', 2],
    ]),
  );
  await expect(dialog.locator('.ant-statistic').filter({ hasText: 'Success' })).toContainText('2');
  await expect(dialog.locator('.ant-statistic').filter({ hasText: 'Error' })).toContainText('1');
  await expect(dialog.getByRole('cell', { name: 'ghost_unit' })).toBeVisible();
  await expectAccessible(page);
  const failed = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download Failed Rows' }).click();
  expect((await failed).suggestedFilename()).toMatch(/\.xlsx$/);

  await expect(dialog.getByText('units.xlsx')).toBeVisible();
  await expect(dialog.locator('tr.import-row-failed')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  // With a failed row the modal stays and says what it did, the failed row still in view.
  await expect(dialog.getByText('2 imported, 1 skipped (see failed rows)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /reader_import_one/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /ghost_unit/ })).toHaveCount(0);
});
