import type { MenuItem } from '../../../src/providers/menu';
import { callAs, tokenOf } from './requests';

export const ADMIN = 'admin@demo.test';
export const PUBLISHER = 'publisher@demo.test';
export const ALICE = 'alice@demo.test';
export const REPORTER = 'reports@demo.test';
const REPORTER_PASSWORD = 'Report@123';

const get = (token: string, path: string) => callAs(token, { method: 'GET', base: 'v1', path });
const dataOf = <T>(answer: { body: unknown }) => (answer.body as { data: T }).data;

const flatten = (items: MenuItem[]): MenuItem[] =>
  items.flatMap((item) => [item, ...flatten(item.children ?? [])]);

/** The menu paths a user's `GET /menu` answer holds. */
export async function menuPaths(token: string): Promise<Set<string>> {
  return new Set(flatten(dataOf<MenuItem[]>(await get(token, '/menu'))).map((item) => item.path));
}

/**
 * Adds, through the embedded API as the administrator, a user whose only group grants the report
 * menus (and Home), with a data scope of one content site, one app and one search site.
 */
export async function addReporter(): Promise<void> {
  const admin = await tokenOf(ADMIN);
  const tree = dataOf<MenuItem[]>(await get(admin, '/ssp_publisher/user_group/menu_tree'));
  const reportMenus = flatten(tree)
    .filter((item) => item.path === '/home' || item.path.startsWith('/report'))
    .map((item) => Number(item.id));
  const created = await callAs(
    admin,
    { method: 'POST', base: 'v1', path: '/ssp_publisher/user_group' },
    {},
    {
      name: 'Report readers',
    },
  );
  const groupId = dataOf<{ id: number }>(created).id;
  await callAs(
    admin,
    { method: 'PUT', base: 'v1', path: '/ssp_publisher/user_group/{id}' },
    { id: String(groupId) },
    {
      menu_ids: reportMenus,
      content_site_ids: [1001],
      app_ids: [7001],
      search_site_ids: [4001],
    },
  );
  const user = await callAs(
    admin,
    { method: 'POST', base: 'v1', path: '/ssp_publisher/user' },
    {},
    {
      user_name: 'Rita Reports',
      email: REPORTER,
      password: REPORTER_PASSWORD,
      user_group: [groupId],
    },
  );
  if (!dataOf<{ user_id?: number }>(user)?.user_id)
    throw new Error(`Reporter not added: ${JSON.stringify(user.body)}`);
}

/** Signs a matrix user in (adding the reporter first) and answers the token. */
export async function signIn(email: string): Promise<string> {
  if (email !== REPORTER) return tokenOf(email);
  await addReporter();
  return tokenOf(REPORTER, REPORTER_PASSWORD);
}
