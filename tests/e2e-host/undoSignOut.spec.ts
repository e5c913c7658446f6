import { expect, request, test } from '@playwright/test';
import { ADMIN, login, open } from '../e2e/helpers';
import {
  deletePublisher,
  expectDeleteSentBeforeLogout,
  logoutFromHeader,
  recordApiCalls,
} from '../e2e/signOutCalls';
import { API, resetApi, tokenFor } from './hostHelpers';

test.beforeEach(async () => {
  await resetApi();
});

/** The user ids the API host lists, asked with a session of its own. */
async function userIdsOnServer(): Promise<number[]> {
  const context = await request.newContext({ extraHTTPHeaders: { Authorization: await tokenFor(ADMIN) } });
  const response = await context.get(
    `${API}/gamebridge-manager/v1/ssp_publisher/user/list?page=1&page_size=50`,
  );
  const body = (await response.json()) as {
    data: { list?: { user_id: number }[]; rows?: { user_id: number }[] };
  };
  await context.dispose();
  return (body.data.list ?? body.data.rows ?? []).map((user) => user.user_id);
}

test('Logout while a delete waits for Undo: the host gets the delete with the session first, then the logout, then nothing', async ({
  page,
}) => {
  await login(page, ADMIN);
  await open(page, '/account/user');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).not.toBeNull();
  expect(await userIdsOnServer()).toContain(2);
  await deletePublisher(page);
  const seen = recordApiCalls(page);

  await logoutFromHeader(page);
  await expectDeleteSentBeforeLogout(page, seen, token as string);
  expect(await userIdsOnServer()).not.toContain(2);
});
