import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, login, open, settled, toast } from './helpers';

const SITES = '/siteManager/siteList';

const siteCell = (page: Page, domain: string) => page.getByRole('cell', { name: domain, exact: true });

/** Types into the Site List's Site filter and searches. */
async function searchSite(page: Page, text: string): Promise<void> {
  await page.locator('#site-filters_domain').fill(text);
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
}

test('Back and Forward walk through the searches of a list; Back from the first search stays on the list', async ({
  page,
}) => {
  await login(page, ADMIN);
  await open(page, SITES);
  await expect(siteCell(page, 'dailynews.example')).toBeVisible();
  await expect(siteCell(page, 'sportsfan.example')).toBeVisible();

  await searchSite(page, 'dailynews');
  await expect(siteCell(page, 'sportsfan.example')).toBeHidden();
  await expect(siteCell(page, 'dailynews.example')).toBeVisible();
  await searchSite(page, 'sportsfan');
  await expect(siteCell(page, 'dailynews.example')).toBeHidden();
  await expect(siteCell(page, 'sportsfan.example')).toBeVisible();

  // Back: the previous search, its filter in the form and its rows.
  await page.goBack();
  await expect(page.locator('#site-filters_domain')).toHaveValue('dailynews');
  await expect(siteCell(page, 'dailynews.example')).toBeVisible();
  await expect(siteCell(page, 'sportsfan.example')).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`#${SITES}\\?.*dailynews`));

  // Back again: the list as it was opened, not the screen before it.
  await page.goBack();
  await expect(page.locator('#site-filters_domain')).toHaveValue('');
  await expect(siteCell(page, 'sportsfan.example')).toBeVisible();
  await expect(siteCell(page, 'dailynews.example')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#${SITES}`));
  await expect(page.locator('.ant-card-head-title').getByText('Site List', { exact: true })).toBeVisible();

  // Forward brings the searches back in order.
  await page.goForward();
  await expect(page.locator('#site-filters_domain')).toHaveValue('dailynews');
  await expect(siteCell(page, 'sportsfan.example')).toBeHidden();
  await page.goForward();
  await expect(page.locator('#site-filters_domain')).toHaveValue('sportsfan');
  await expect(siteCell(page, 'dailynews.example')).toBeHidden();

  // Search with the same filters asks again but adds no entry: Back goes to the search before.
  await searchSite(page, 'sportsfan');
  await page.goBack();
  await expect(page.locator('#site-filters_domain')).toHaveValue('dailynews');
});

/** Reloads the page, accepting the browser's 'Leave site?' question an unsaved form asks. */
async function reloadLeaving(page: Page): Promise<void> {
  page.once('dialog', (question) => void question.accept());
  await page.evaluate(() => window.location.reload()).catch(() => undefined);
}

/** Opens Add Site, types a Site Link and reloads: the form comes back with it. */
async function typeAndReload(page: Page, link: string): Promise<Locator> {
  await login(page, ADMIN);
  await open(page, SITES);
  await page.getByRole('button', { name: 'Add Site' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Site' });
  await expect(dialog).toBeVisible();
  await settled(page);
  await dialog.getByLabel('Site Link').fill(link);

  await reloadLeaving(page);
  await expect(page).toHaveURL(/[?&]create/);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Site Link')).toHaveValue(link);
  await settled(page);
  return dialog;
}

test('a reloaded create form comes back with what was typed; Discard forgets it', async ({ page }) => {
  const dialog = await typeAndReload(page, 'draft.example');
  // The restored text counts as a change: Cancel asks; Discard forgets the draft.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const discard = page.getByRole('dialog').filter({ hasText: 'Discard unsaved changes?' });
  await discard.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Add Site' }).click();
  await expect(dialog.getByLabel('Site Link')).toHaveValue('');
});

test('a reloaded create form that is saved is forgotten: the next create form starts empty, after a reload too', async ({
  page,
}) => {
  const dialog = await typeAndReload(page, 'drafted.example');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'add site success')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Add Site' }).click();
  await expect(dialog.getByLabel('Site Link')).toHaveValue('');
  await page.reload();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Site Link')).toHaveValue('');
});
