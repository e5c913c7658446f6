import { expect, test, type Page } from '@playwright/test';
import { ADMIN, login, open, settled, toast } from './helpers';

const KEYWORDS = '/searchAds/mainKeyword';
const DISCARD = 'Discard unsaved changes?';

/** The discard question, answered with one of its buttons. */
async function answerDiscard(page: Page, answer: 'Discard' | 'Keep Editing'): Promise<void> {
  const confirm = page.getByRole('dialog').filter({ hasText: DISCARD });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: answer }).click();
  await expect(confirm).toBeHidden();
}

/** The id (first cell) of the keyword list's first row. */
async function firstKeywordId(page: Page): Promise<string> {
  // Home, the screen before, has tables of its own (the top sites, apps and zones).
  await expect(page.getByRole('columnheader', { name: 'Main Keyword' })).toBeVisible();
  const row = page.locator('.ant-table-row').first();
  await expect(row).toBeVisible();
  return (await row.locator('td').first().innerText()).trim();
}

test('an edit form has an address: ?edit=<id>, a reload opens it again, Back closes it', async ({ page }) => {
  await login(page, ADMIN);
  await open(page, KEYWORDS);
  const id = await firstKeywordId(page);
  // The list writes its own address (page, size) first; the form's parameter joins it.
  await expect(page).toHaveURL(/pageSize=20/);
  await page.locator('.ant-table-row').first().getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Mainkey' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#${KEYWORDS}\\?.*\\bedit=${id}\\b`));
  // The list's own address stays beside the form's.
  await expect(page).toHaveURL(/pageSize=20/);

  await page.reload();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Main Keyword')).not.toHaveValue('');

  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/edit=/);
  await expect(page).toHaveURL(new RegExp(`#${KEYWORDS}`));
});

test('an unknown id in the address says so and opens no form', async ({ page }) => {
  await login(page, ADMIN);
  // A list whose schema has no words of its own for a record it cannot load (keywords and links
  // say 'Date error', tests/component/dialogForms.test.tsx).
  await open(page, '/account/channel?edit=987654');
  await expect(toast(page, 'There is no record with ID 987654 in this list')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).not.toHaveURL(/edit=/);
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
});

test('a record created through ?create is listed at once, and the address loses ?create', async ({
  page,
}) => {
  await login(page, ADMIN);
  await open(page, '/account/channel?create');
  const dialog = page.getByRole('dialog', { name: 'Add Channel' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Channel Name').fill('addressed_channel');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'add channel success')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /addressed_channel/ })).toBeVisible();
  await expect(page).not.toHaveURL(/create/);
});

test('opening and closing a form keeps the list on its query: no list call, no stale rows after a create', async ({
  page,
}) => {
  await login(page, ADMIN);
  await open(page, '/account/channel');
  // Home, the screen before, has tables of its own: the channel list's rows are counted.
  await expect(page.getByRole('columnheader', { name: 'Channel Name' })).toBeVisible();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  const before = await page.locator('.ant-table-row').count();
  const listCalls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname.endsWith('/ssp_publisher/channel'))
      listCalls.push(request.url());
  });

  // The form's parameter is not part of the list's query: opening and closing asks nothing.
  const dialog = page.getByRole('dialog', { name: 'Add Channel' });
  await page.getByRole('button', { name: 'Add Channel' }).click();
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/[?&]create/);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/create/);
  await page.waitForTimeout(500);
  expect(listCalls).toEqual([]);

  // A create refreshes that same query: once the new row shows, every old row is there too.
  await page.getByRole('button', { name: 'Add Channel' }).click();
  await dialog.getByLabel('Channel Name').fill('second_channel');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /second_channel/ })).toBeVisible();
  await expect(page.locator('.ant-table-row')).toHaveCount(before + 1);
  expect(listCalls).toHaveLength(1);
});

test('a changed form asks before Esc or Back closes it; a clean one closes at once', async ({ page }) => {
  await login(page, ADMIN);
  // Through the menu: the router can hold Back only on history entries it made itself (an
  // address typed into the bar, or set by location.hash, makes one it cannot step back to).
  await open(page, '/searchAds/site');
  await page.getByRole('menuitem', { name: 'Main Keyword' }).click();
  await firstKeywordId(page);

  // Clean: Esc closes at once.
  await page.getByRole('button', { name: 'Add Mainkey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Mainkey' });
  await expect(dialog).toBeVisible();
  // Esc reaches the modal once it holds the focus, at the end of its zoom.
  await settled(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('dialog').filter({ hasText: DISCARD })).toHaveCount(0);

  // Changed: Esc asks; Keep Editing keeps what was typed.
  await page.getByRole('button', { name: 'Add Mainkey' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Main Keyword').fill('half typed');
  await settled(page);
  await page.keyboard.press('Escape');
  await answerDiscard(page, 'Keep Editing');
  await expect(dialog.getByLabel('Main Keyword')).toHaveValue('half typed');

  // Leaving the page (a reload, another address) gets the browser's own question; staying keeps the text.
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (question) => {
      resolve(question.type());
      void question.dismiss();
    }),
  );
  await page.evaluate(() => window.location.reload()).catch(() => undefined);
  expect(await asked).toBe('beforeunload');
  await expect(dialog.getByLabel('Main Keyword')).toHaveValue('half typed');

  // Back (leaving the form's address) asks too; Keep Editing stays on the form.
  await page.goBack();
  await answerDiscard(page, 'Keep Editing');
  await expect(page).toHaveURL(/[?&]create/);
  await expect(dialog.getByLabel('Main Keyword')).toHaveValue('half typed');

  // Back again, Discard: the form closes and its address goes.
  await page.goBack();
  await answerDiscard(page, 'Discard');
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/create/);
  await expect(page).toHaveURL(new RegExp(`#${KEYWORDS}`));
});
