import { expect, test } from '@playwright/test';
import { ADMIN, loginAt } from './helpers';
import { expectTotalRow, pickOption, tableHeaders } from './reportHelpers';

test('content ads: Select Zone offers zones by name; the chosen zone shows by name in the select and the Zone column', async ({
  page,
}) => {
  await loginAt(page, ADMIN, '/report/revenueReport');
  await expectTotalRow(page);

  await pickOption(page, 'Select Zone', 'Top banner');
  const select = page
    .locator('form.report-filters .ant-select')
    .filter({ has: page.getByLabel('Select Zone') });
  await expect(select.locator('.ant-select-selection-item')).toHaveText(['Top banner']);

  await page.getByRole('checkbox', { name: 'Zone' }).click();
  await expect(page.getByRole('checkbox', { name: 'Zone' })).toBeChecked();
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect.poll(() => tableHeaders(page)).toContain('Zone');
  const column = (await tableHeaders(page)).indexOf('Zone') + 1;
  const zoneColumn = page.locator(`tbody tr.ant-table-row:not(.report-total-row) td:nth-child(${column})`);
  // Ticking Zone already asked for rows of every zone; the filtered rows replace them once Search's
  // call answers, so the column is read until it holds the chosen zone alone.
  await expect.poll(async () => [...new Set(await zoneColumn.allInnerTexts())]).toEqual(['Top banner']);
  await page.screenshot({ path: 'test-results/report-zone-labels.png', fullPage: false });
});
