import { expect, test } from '@playwright/test';
import { ADMIN, loginAt } from './helpers';
import {
  deletePublisher,
  expectDeleteSentBeforeLogout,
  logoutFromHeader,
  recordApiCalls,
} from './signOutCalls';

test('Logout while a delete waits for Undo: the delete is sent first with the token, then the logout, then nothing', async ({
  page,
}) => {
  await loginAt(page, ADMIN, '/account/user');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).not.toBeNull();
  await deletePublisher(page);
  const seen = recordApiCalls(page);

  await logoutFromHeader(page);
  await expectDeleteSentBeforeLogout(page, seen, token as string);

  // Kept: signed in again, the Publisher is gone for good.
  await loginAt(page, ADMIN, '/account/user');
  await expect(page.getByRole('row', { name: /alice@demo\.test/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /publisher@demo\.test/ })).toHaveCount(0);
});
