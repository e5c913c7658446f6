import { expect, test, type Page } from '@playwright/test';
import { hugeSharedStringFile, templateFile } from '../fixtures/hostileXlsx';
import { ADMIN, chooseImportFile, login, openAdUnitImport } from './helpers';

async function importDialog(page: Page) {
  await login(page, ADMIN);
  return openAdUnitImport(page);
}

test('a 206 kB file holding a 200 MB shared string is refused in a worker; the page stays usable', async ({
  page,
}) => {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const dialog = await importDialog(page);
  await chooseImportFile(dialog, await hugeSharedStringFile());
  await expect(dialog.getByRole('alert')).toHaveText('The file must not unpack to more than 16MB');
  expect(workers.some((url) => /parse\.worker/.test(url))).toBe(true);
  // The same string in a zip claiming it is 15 MB: the worker stops unpacking at the text limit.
  await chooseImportFile(dialog, await hugeSharedStringFile({ 'xl/sharedStrings.xml': 15 * 1024 * 1024 }));
  await expect(dialog.getByRole('alert')).toHaveText(
    'The file must not hold more than 1000000 characters of text',
  );

  // The page still answers: the template downloads, and an ordinary file imports.
  const template = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download Template' }).click();
  expect((await template).suggestedFilename()).toBe('ad_unit_import_template.xlsx');
  await chooseImportFile(
    dialog,
    await templateFile([['NewsReader', 'banner', '', 'after_hostile_one', '1.25']]),
  );
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.locator('.ant-statistic').filter({ hasText: 'Success' })).toContainText('1');
  await expect(dialog.getByRole('cell', { name: 'after_hostile_one' })).toBeVisible();
});

test('a sheet whose dimension says A1:E1048576 but holds 2 rows imports its one ad unit', async ({
  page,
}) => {
  const dialog = await importDialog(page);
  await chooseImportFile(
    dialog,
    await templateFile([['NewsReader', 'banner', '', 'tall_sheet_unit', '2']], 'A1:E1048576'),
  );
  await expect(dialog.locator('.ant-statistic').filter({ hasText: 'Success' })).toContainText('1');
  await expect(dialog.locator('.ant-statistic').filter({ hasText: 'Error' })).toContainText('0');
  await expect(dialog.getByRole('cell', { name: 'tall_sheet_unit' })).toBeVisible();
});
