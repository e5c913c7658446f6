import { expect, test, type Response } from '@playwright/test';
import { ADMIN, login, open } from './helpers';

test("the embedded API's worker answers the API's calls and leaves the console's own files to the browser", async ({
  page,
}) => {
  await login(page, ADMIN);
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  // A screen not opened yet: its script is fetched now, while the worker controls the page.
  await open(page, '/siteManager/siteList');
  await expect(page.getByRole('cell', { name: 'dailynews.example', exact: true })).toBeVisible();

  const path = (response: Response) => new URL(response.url()).pathname;
  const files = responses.filter((response) => path(response).startsWith('/assets/'));
  const calls = responses.filter((response) => path(response).startsWith('/gamebridge-manager/v1/'));
  expect(files.length).toBeGreaterThan(0);
  expect(calls.length).toBeGreaterThan(0);
  expect(files.filter((response) => response.fromServiceWorker()).map(path)).toEqual([]);
  expect(calls.every((response) => response.fromServiceWorker())).toBe(true);
});
