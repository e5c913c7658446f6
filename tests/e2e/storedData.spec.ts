import { expect, test, type Page } from '@playwright/test';
import { ADMIN, login, open, loginAt } from './helpers';

// The tests edit the stored data with `new Function`, which the console's Content-Security-Policy
// refuses in the page (no 'unsafe-eval'): the policy is left out here, and tested in contentPolicy.spec.ts.
test.use({ bypassCSP: true });

/*
 * The embedded API's data set in the browser's IndexedDB: an old localStorage copy is moved into
 * it, and a damaged copy with the current version number is replaced by the seed instead of
 * answering 403 with an empty menu.
 */

const KEY = 'publisher-console:mock-db';

/** Changes the stored data set in place, as a hand edit or a half-written page would have left it. */
async function editStoredData(page: Page, edit: string): Promise<void> {
  await page.evaluate(
    ([name, body]) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open(name, 1);
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const store = request.result.transaction('records', 'readwrite').objectStore('records');
          const read = store.get('dataset');
          read.onsuccess = () => {
            const data = read.result as Record<string, unknown>;
            new Function('data', body)(data);
            store.put(data, 'dataset');
            store.put('edited outside the console', 'revision');
            store.transaction.oncomplete = () => {
              request.result.close();
              resolve();
            };
          };
        };
      }),
    [KEY, edit] as const,
  );
}

/** The data set the embedded API stored in IndexedDB. */
async function storedData(page: Page): Promise<{ channels: { id: number; name: string }[] }> {
  return page.evaluate(
    (name) =>
      new Promise((resolve, reject) => {
        const request = indexedDB.open(name, 1);
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const read = request.result
            .transaction('records', 'readonly')
            .objectStore('records')
            .get('dataset');
          read.onsuccess = () => {
            request.result.close();
            resolve(read.result);
          };
        };
      }),
    KEY,
  );
}

test('a copy of the data in local storage from an earlier version is moved into IndexedDB', async ({
  page,
}) => {
  // An earlier version's copy: the data set as the console stores it, kept in local storage only.
  await login(page, ADMIN);
  const old = await storedData(page);
  old.channels.push({ id: 9500, name: 'Kept from before' });
  // The database is deleted from a page of the same origin that runs no console: a console page
  // (even login.html, once its script has started) would hold the database open meanwhile.
  await page.goto('/mockServiceWorker.js');
  await page.evaluate(
    ([key, value]) =>
      new Promise<void>((resolve, reject) => {
        localStorage.clear();
        localStorage.setItem(key, value);
        const request = indexedDB.deleteDatabase(key);
        request.onsuccess = () => resolve();
        request.onerror = () => reject(request.error);
      }),
    [KEY, JSON.stringify(old)] as const,
  );
  await loginAt(page, ADMIN, '/account/channel');
  await expect(page.getByRole('cell', { name: 'Kept from before', exact: true })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();

  await page.reload();
  await expect(page.getByRole('cell', { name: 'Kept from before', exact: true })).toBeVisible();
});

test('damaged data with the current version is replaced by the seed, never a console without a menu', async ({
  page,
}) => {
  await login(page, ADMIN);
  await editStoredData(page, 'data.groups.forEach((group) => { group.menu_ids = "everything"; });');
  // The page may already be leaving for the login (the embedded API saw the damaged data), which
  // aborts the reload: either way the next page is the login.
  await page.reload().catch((error: Error) => {
    if (!/ERR_ABORTED/.test(error.message)) throw error;
  });
  // The seed knows no session, so the user signs in again, and gets the full menu back.
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await login(page, ADMIN);
  await expect(
    page.getByRole('menu', { name: 'Main menu' }).first().getByText('Account', { exact: true }),
  ).toBeVisible();
  await open(page, '/account/channel');
  await expect(page.getByRole('cell', { name: 'Organic', exact: true })).toBeVisible();
});
