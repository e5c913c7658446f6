import { expect, test } from '@playwright/test';
import { ADMIN, expectAccessible, loginAt } from './helpers';

// A report whose filters leave no row says so and offers to clear them (the filter bar's Reset);
// NewsReader is an Android app, so asking for it on iOS finds nothing in the demo data.

test.use({ viewport: { width: 1366, height: 900 } });

test('filters that leave a report no row offer Clear filters, which brings the rows back', async ({
  page,
}) => {
  await loginAt(page, ADMIN, '/report/appAdsReport?f.app_os=IOS&f.app_name=NewsReader');
  const table = page.locator('.report-table');
  await expect(table.getByText('No records match these filters', { exact: true })).toBeVisible();
  await expectAccessible(page);

  await table.getByRole('button', { name: 'Clear filters' }).click();

  await expect(table.getByRole('cell', { name: 'Total', exact: true })).toBeVisible();
  expect(page.url()).not.toContain('app_os');
  await expect(page.getByText('No records match these filters')).toHaveCount(0);
});
