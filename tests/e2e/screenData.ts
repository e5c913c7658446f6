import type { Page } from '@playwright/test';
import { open } from './helpers';

/** A call of the embedded API as the signed-in user, made from the page (its service worker answers it). */
async function send(page: Page, method: string, path: string, body?: unknown): Promise<void> {
  const answer = await page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/gamebridge-manager/v1${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: localStorage.getItem('token') ?? '' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return (await response.json()) as { success?: boolean; msg?: string };
    },
    { method, path, body },
  );
  if (!answer.success) throw new Error(`${method} ${path}: ${answer.msg ?? 'failed'}`);
}

/** One change of each kind the activity log records: a create, an update, a status change, a delete. */
export async function activityEntries(page: Page): Promise<void> {
  await send(page, 'POST', '/ssp_publisher/user_group', { name: 'Editors', menu_ids: [1] });
  await send(page, 'PUT', '/ssp_publisher/user/3', { user_name: 'Alice Chief', user_group: [2, 3] });
  await send(page, 'POST', '/ssp_publisher/user/status', { id: 4, status: 0 });
  await send(page, 'DELETE', '/ssp_publisher/user/2');
}

/**
 * What a screen whose rows come from what users did needs before a walk opens it: the activity
 * log is empty on a fresh seed, so the walks make its entries first and check its rows, its tags
 * and its columns, not an empty table.
 */
const GIVEN: Record<string, (page: Page) => Promise<void>> = {
  '/account/activity': activityEntries,
};

/** Pages whose data set already holds what their screens need. */
const prepared = new WeakMap<Page, Set<string>>();

/** Opens a screen of a walk (tests/e2e/screens.json), with the rows it needs made first. */
export async function openScreen(page: Page, path: string): Promise<void> {
  const done = prepared.get(page) ?? new Set<string>();
  prepared.set(page, done);
  const given = GIVEN[path];
  if (given && !done.has(path)) {
    await given(page);
    done.add(path);
  }
  await open(page, path);
}
