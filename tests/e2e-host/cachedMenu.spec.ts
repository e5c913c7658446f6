import { expect, request, test, type Page, type Route } from '@playwright/test';
import { loginThroughForm, PUBLISHER } from '../e2e/helpers';
import { expectKeptEntryRefused, sideMenu } from '../e2e/keptMenu';
import { API, resetApi, tokenFor } from './hostHelpers';

// The menu of the last session, against an API host (docs/first-paint.md, "The shell while the
// answers travel"): shown while the server's menu travels, replaced by it, granting nothing.

const V1 = `${API}/gamebridge-manager/v1`;

test.beforeEach(async () => {
  await resetApi();
});

/** Takes the menu entry at `path` away from a user group, as an administrator, straight on the API. */
async function revokeFromGroup(group: string, path: string): Promise<void> {
  const context = await request.newContext({
    extraHTTPHeaders: { Authorization: await tokenFor('admin@demo.test') },
  });
  type Entry = { id: number; path?: string; children?: Entry[] };
  const tree = (
    (await (await context.get(`${V1}/ssp_publisher/user_group/menu_tree`)).json()) as { data: Entry[] }
  ).data;
  const idOf = (entries: Entry[]): number | undefined =>
    entries.reduce<number | undefined>(
      (found, entry) => found ?? (entry.path === path ? entry.id : idOf(entry.children ?? [])),
      undefined,
    );
  const id = idOf(tree);
  const groups = (await (
    await context.get(`${V1}/ssp_publisher/user_group/list?page_index=1&page_size=100`)
  ).json()) as { data: { list: { id: number; name: string; menu_ids: number[] }[] } };
  const row = groups.data.list.find((candidate) => candidate.name === group);
  expect(id !== undefined && row !== undefined, `${path} and ${group} exist`).toBe(true);
  const response = await context.put(`${V1}/ssp_publisher/user_group/${row!.id}`, {
    data: { menu_ids: row!.menu_ids.filter((kept) => kept !== id) },
  });
  expect(response.ok()).toBe(true);
  await context.dispose();
}

/** Holds the page's GET /menu until `release` is called. */
async function holdMenu(page: Page) {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${V1}/menu**`, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("an entry the server took away shows from the last session's menu only until the server's menu comes, and its screen is never drawn", async ({
  page,
}) => {
  await loginThroughForm(page, PUBLISHER);
  await expect(sideMenu(page).getByRole('menuitem', { name: 'SDK & API' })).toBeVisible();
  await revokeFromGroup('Publishers', '/integration');

  const release = await holdMenu(page);
  await loginThroughForm(page, PUBLISHER);
  await expectKeptEntryRefused(page, 'SDK & API', '/integration', release);
});
