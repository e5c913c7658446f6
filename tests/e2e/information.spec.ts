import { expect, test, type Page } from '@playwright/test';
import { pngOf } from './accountHelpers';
import { postArticle } from './articleHelpers';
import { ADMIN, choose, expectAccessible, login, open, toast, loginAt } from './helpers';

const LEAD =
  'Unable to submit, content before the first search ad position needs to be longer than 150 characters';
const LONG_LEAD =
  'Summer travel is back and prices are moving fast. This guide explains how to compare fares, when to book, which airports are cheaper and how to avoid the fees that add up.';

async function openEditor(page: Page) {
  await page.getByRole('button', { name: 'Create Information' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Information' });
  await expect(dialog.getByRole('button', { name: 'Insert Search Ads' })).toBeVisible();
  return dialog;
}

test('write an article with two markers and a cover; a third marker and a short lead are refused', async ({
  page,
}) => {
  // One article's whole life (editor, two axe runs, preview, save, view, reload): near a minute on
  // a loaded two-core machine, so this test gets three times the usual time.
  test.slow();
  await loginAt(page, ADMIN, '/searchAds/information');
  await expect(page.getByRole('button', { name: 'Ten cheap flights for the summer' })).toBeVisible();
  await expectAccessible(page);
  const dialog = await openEditor(page);

  await dialog.getByLabel('Title').fill('Cheap summer flights, compared');
  await choose(page, dialog, 'Language', 'English');
  await dialog.getByLabel('Category').click({ force: true });
  await page.locator('.ant-cascader-menu-item[title="Lifestyle"]').click();
  await page.locator('.ant-cascader-menu-item[title="Travel"]').click();
  await dialog.getByLabel('Tags').fill('travel, flights');
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: await pngOf(page, 600, 400),
  });
  await expect(dialog.getByRole('img', { name: 'Cover' })).toBeVisible();

  const body = dialog.getByRole('textbox', { name: 'Information' });
  await body.click();
  await page.keyboard.type('Too short a lead.');
  await dialog.getByRole('button', { name: 'Insert Search Ads' }).click();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText(LEAD, { exact: true })).toBeVisible();

  await body.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Delete');
  // Typed at once (as a paste or an input method would): the rule reads the text, not keystrokes.
  await page.keyboard.insertText(LONG_LEAD);
  await dialog.getByRole('button', { name: 'Insert Search Ads' }).click();
  await page.keyboard.type('Between the two search ad positions.');
  await dialog.getByRole('button', { name: 'Insert Search Ads' }).click();
  await expect(dialog.locator('.ProseMirror .relatedsearches')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Insert Search Ads' }).click();
  await expect(toast(page, 'At most 2 search ad positions can be inserted')).toBeVisible();
  await expect(dialog.locator('.ProseMirror .relatedsearches')).toHaveCount(2);
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Cheap summer flights, compared' })).toBeVisible();
  await expect(preview.locator('.relatedsearches')).toHaveCount(2);
  await preview.getByRole('button', { name: 'Close' }).click();

  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'create information success')).toBeVisible();
  const row = page.getByRole('row', { name: /Cheap summer flights, compared/ });
  await expect(row.getByText('Reviewing', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'View' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await row.getByRole('button', { name: 'View' }).click();
  const view = page.getByRole('dialog', { name: 'View Information' });
  await expect(view.getByLabel('Title')).toBeDisabled();
  await expect(view.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  // The body is read-only too: typing, select-all + delete and Ctrl+B change nothing.
  const viewBody = view.getByRole('textbox', { name: 'Information' });
  await expect(viewBody).toHaveAttribute('contenteditable', 'false');
  const before = await viewBody.innerHTML();
  await viewBody.click();
  await page.keyboard.type('typed in view');
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.press('Control+B');
  expect(await viewBody.innerHTML()).toBe(before);

  // The uploaded cover is still served after a reload (kept in IndexedDB), not the drawn placeholder.
  const cover = await view.getByRole('img', { name: 'Cover' }).getAttribute('src');
  expect(cover).toMatch(/\/news-images\/\d+$/);
  await page.reload();
  await expect(page.getByRole('row', { name: /Cheap summer flights, compared/ })).toBeVisible();
  const type = await page.evaluate(
    async (src) => (await fetch(src)).headers.get('content-type'),
    cover ?? '',
  );
  expect(type).toBe('image/png');
});

test('an article whose body carries XSS payloads previews without running them', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await login(page, ADMIN);
  const payload = [
    `<p>${'Readable text. '.repeat(12)}</p>`,
    '<script>window.__xss = "script"</script>',
    '<img src=x onerror="window.__xss = \'img\'">',
    '<svg onload="window.__xss = \'svg\'"></svg>',
    '<a id="js-link" href="javascript:window.__xss=\'href\'">a link</a>',
    '<iframe srcdoc="<script>parent.__xss=\'iframe\'</script>"></iframe>',
    '<details open ontoggle="window.__xss=\'details\'">x</details>',
    '<p onmouseover="window.__xss=\'hover\'" id="hover-me">hover me</p>',
    '<form action="javascript:window.__xss=\'form\'"><button>go</button></form>',
    "<math><mtext><table><mglyph><style><img src=x onerror=window.__xss='mxss'></style></mglyph></table></mtext></math>",
  ].join('');
  await postArticle(page, 'Hostile article', payload);

  await open(page, '/searchAds/information');
  await page.getByRole('button', { name: 'Hostile article' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview' });
  await expect(preview.getByText('a link')).toBeVisible();
  // The sanitizer prefixes ids (user-content-) so they cannot hook the page's CSS or globals.
  await preview.locator('#user-content-hover-me').hover();
  await preview.getByText('a link').click();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  const body = preview.locator('.article-body');
  await expect(body.locator('script, iframe, svg, form, style, math')).toHaveCount(0);
  expect(await body.evaluate((element) => element.innerHTML)).not.toMatch(
    /onerror|onload|ontoggle|onmouseover|javascript:/i,
  );
});

test('editing an article loads it into the editor, and submitting the edit sends it to review (status 3)', async ({
  page,
}) => {
  await loginAt(page, ADMIN, '/searchAds/information');
  const row = page.getByRole('row', { name: /Comparing home internet plans/ });
  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Information' });
  await expect(dialog.getByLabel('Title')).toHaveValue('Comparing home internet plans');
  await expect(dialog.locator('.ProseMirror .relatedsearches')).toHaveCount(1);
  await expectAccessible(page);
  await dialog.getByLabel('Title').fill('Comparing home internet plans in 2026');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const edited = page.getByRole('row', { name: /Comparing home internet plans in 2026/ });
  await expect(edited.getByText('Reviewing', { exact: true })).toBeVisible();
  await expect(edited.getByRole('button', { name: 'View' })).toBeVisible();
  await expect(edited.getByRole('button', { name: 'Edit' })).toHaveCount(0);
});
