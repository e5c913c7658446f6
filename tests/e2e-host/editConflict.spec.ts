import { expect, request, test } from '@playwright/test';
import { ADMIN, login, open, toast } from '../e2e/helpers';
import { expectAccessible } from '../e2e/helpers';
import { API, resetApi, tokenFor } from './hostHelpers';

// Two people editing one record through the API host: the server keeps each record's version
// (updated_time), a save from an older one is answered 409, and the form shows what changed.

test.beforeEach(async () => {
  await resetApi();
});

const CONFLICT = 'This record was changed elsewhere';

/** Another administrator renames the keyword 6002 straight through the API host. */
async function renameElsewhere(keyWord: string): Promise<void> {
  const context = await request.newContext({ extraHTTPHeaders: { Authorization: await tokenFor(ADMIN) } });
  const response = await context.put(`${API}/gamebridge-manager/v1/ssp_publisher/keyword/6002`, {
    data: { id: 6002, key_word: keyWord },
  });
  expect(response.ok()).toBe(true);
  expect(((await response.json()) as { success: boolean }).success).toBe(true);
  await context.dispose();
}

test('a save over a change made elsewhere shows what changed; Reload takes it, Overwrite saves over it', async ({
  page,
}) => {
  await login(page, ADMIN);
  await open(page, '/searchAds/mainKeyword');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'cheap flights', exact: true }) });
  await row.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('dialog', { name: 'Edit Mainkey' });
  const box = form.getByRole('textbox', { name: 'Main Keyword' });
  await expect(box).toHaveValue('cheap flights');

  await renameElsewhere('cheap flights now');
  const saves: number[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'PUT' && response.url().includes('/keyword/6002'))
      saves.push(response.status());
  });
  await box.fill('cheap flights today');
  await form.getByRole('button', { name: 'Submit' }).click();

  const conflict = page.locator('.ant-modal').filter({ hasText: CONFLICT });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByRole('row').filter({ hasText: 'Main Keyword' })).toHaveText(
    /Main Keyword\s*cheap flights\s*cheap flights now\s*cheap flights today/,
  );
  expect(saves).toEqual([409]);
  await expectAccessible(page);

  // Reload: the server's value in the form, which stays open; nothing saved.
  await conflict.getByRole('button', { name: 'Reload' }).click();
  await expect(conflict).toBeHidden();
  await expect(box).toHaveValue('cheap flights now');

  // Another change elsewhere, then Overwrite: the form's value is saved over it.
  await renameElsewhere('cheap flights later');
  await box.fill('cheap flights tonight');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: 'Overwrite' }).click();
  await expect(toast(page, 'update main keyword success')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page.getByRole('cell', { name: 'cheap flights tonight', exact: true })).toBeVisible();
  expect(saves).toEqual([409, 409, 200]);
});
