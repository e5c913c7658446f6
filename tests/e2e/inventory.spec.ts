import { expect, test } from '@playwright/test';
import { addSite, ADMIN, choose, expectAccessible, login, open, toast, loginAt } from './helpers';

const CAPITALS_OR_WWW =
  'Failed to create, please fill in a domain name that does not contain capital letters and does not start with www.';

test('add a site through the form, with its failing cases, and find it after a reload', async ({ page }) => {
  await loginAt(page, ADMIN, '/siteManager/siteList');
  await expect(page.getByRole('cell', { name: 'dailynews.example', exact: true })).toBeVisible();
  const rowHeight = await page
    .getByRole('row', { name: /dailynews\.example/ })
    .evaluate((row) => row.getBoundingClientRect().height);
  expect(Math.round(rowHeight)).toBe(41);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add Site' }).click();
  let dialog = await addSite(page, '');
  await expect(dialog.getByText('Please input site link', { exact: true })).toBeVisible();
  dialog = await addSite(page, 'not a domain');
  await expect(dialog.getByText("domain' is not a valid url", { exact: true })).toBeVisible();
  dialog = await addSite(page, 'www.example.com');
  await expect(dialog.getByText(CAPITALS_OR_WWW, { exact: true })).toBeVisible();
  dialog = await addSite(page, 'Example.com');
  await expect(dialog.getByText(CAPITALS_OR_WWW, { exact: true })).toBeVisible();
  await expectAccessible(page);

  await addSite(page, '  brandnew.example  ');
  await expect(toast(page, 'add site success')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: 'brandnew.example', exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('cell', { name: 'brandnew.example', exact: true })).toBeVisible();
});

test('a site the server refuses keeps the modal open with what was typed', async ({ page }) => {
  await loginAt(page, ADMIN, '/siteManager/siteList');
  await page.getByRole('button', { name: 'Add Site' }).click();
  const dialog = await addSite(page, 'dailynews.example');
  await expect(dialog.getByText('The site dailynews.example already exists')).toBeVisible();
  await expect(dialog.getByLabel('Site Link')).toHaveValue('dailynews.example');
});

test('site filters live in the URL and survive a reload', async ({ page }) => {
  await loginAt(page, ADMIN, '/siteManager/siteList');
  // The filter (the Site column's sortable header carries the same name).
  const siteFilter = page.locator('form').getByLabel('Site', { exact: true });
  await siteFilter.fill('sports');
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('cell', { name: 'sportsfan.example', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'dailynews.example', exact: true })).toHaveCount(0);
  await page.reload();
  await expect(siteFilter).toHaveValue('sports');
  await expect(page.getByRole('cell', { name: 'dailynews.example', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('cell', { name: 'dailynews.example', exact: true })).toBeVisible();
});

test('verify ads.txt shows the missing lines, and copy ads.txt copies them', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginAt(page, ADMIN, '/siteManager/siteList');
  const row = page.getByRole('row', { name: /sportsfan\.example/ });
  await row.getByRole('button', { name: 'Verify ads.txt' }).click();
  const verify = page.getByRole('dialog', { name: 'Verify ads.txt' });
  await expect(verify.getByText('Some lines are missing', { exact: true })).toBeVisible();
  await expect(verify.locator('.adstxt-missing')).toContainText('videonetwork.example');
  await verify.getByRole('button', { name: 'Close' }).click();

  await page
    .getByRole('row', { name: /dailynews\.example/ })
    .getByRole('button', { name: 'Verify ads.txt' })
    .click();
  await expect(toast(page, 'Verify Ads.txt Success')).toBeVisible();

  await row.getByRole('button', { name: 'Copy ads.txt' }).click();
  const copy = page.getByRole('dialog', { name: 'Copy ads.txt' });
  await expect(copy).toContainText('adexchange.example, 8812, RESELLER');
  await copy.getByRole('button', { name: 'Copy' }).click();
  await expect(toast(page, 'copy done')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('publisherconsole.example');
});

test('add a zone through the form, with its failing cases, and find it after a reload', async ({ page }) => {
  await loginAt(page, ADMIN, '/siteManager/siteList');
  await page
    .getByRole('row', { name: /dailynews\.example/ })
    .getByRole('button', { name: 'Zones' })
    .click();
  await expect(page).toHaveURL(/#\/siteManager\/zoneList/);
  await expect(page.getByText('Site ID: 1001')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'feed_native,article_native' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Zone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Zone' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Please select zone type', { exact: true })).toBeVisible();

  await choose(page, dialog, 'Ad Format', 'Banner');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Please select zone size', { exact: true })).toBeVisible();

  await choose(page, dialog, 'Ad Format', 'Floating Icon');
  await expect(dialog.getByLabel('Zone Size')).toBeDisabled();
  await expect(dialog.getByTitle('1.6')).toBeVisible();
  await dialog.getByLabel('Background').fill('ab');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Minimum 3 characters', { exact: true })).toBeVisible();
  await dialog.getByLabel('Background').fill('xyz');
  await expect(dialog.getByText('Please enter correct value', { exact: true })).toBeVisible();
  await dialog.getByLabel('Background').fill('1677ff');
  await expect(dialog.getByTestId('colour-preview')).toBeVisible();
  await dialog.getByLabel('Zone Description').fill('Corner icon on articles');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'add zone success')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Corner icon on articles' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('cell', { name: 'Corner icon on articles' })).toBeVisible();
});

test('edit a zone: the ad format is locked and the update is saved', async ({ page }) => {
  await login(page, ADMIN);
  await page.evaluate(() => {
    sessionStorage.setItem('siteId', '1001');
    sessionStorage.setItem('siteDomain', 'dailynews.example');
  });
  await open(page, '/siteManager/zoneList');
  await page
    .getByRole('row', { name: /Top banner/ })
    .getByRole('button', { name: 'Edit' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Zone' });
  await expect(dialog.getByLabel('Ad Format')).toBeDisabled();
  await dialog.getByLabel('Zone Description').fill('Top banner, above the fold');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'update zone success')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Top banner, above the fold' })).toBeVisible();
});

test('add a channel through the form, with its failing cases, and find it after a reload', async ({
  page,
}) => {
  await loginAt(page, ADMIN, '/account/channel');
  await expect(page.getByRole('cell', { name: 'Organic' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Channel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Channel' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Please input channel name', { exact: true })).toBeVisible();
  await dialog.getByLabel('Channel Name').fill('x'.repeat(21));
  await expect(
    dialog.getByText('Channel Name cannot be longer than 20 characters', { exact: true }),
  ).toBeVisible();
  await dialog.getByLabel('Channel Name').fill('Organic');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'add channel error')).toBeVisible();
  await expect(dialog.getByLabel('Channel Name')).toHaveValue('Organic');
  await expectAccessible(page);
  await dialog.getByLabel('Channel Name').fill('Partners');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'add channel success')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('cell', { name: 'Partners', exact: true })).toBeVisible();
});
