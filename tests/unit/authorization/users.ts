import type { MenuItem } from '../../../src/providers/access/menu';
import { callAs, tokenOf } from './requests';

export const ADMIN = 'admin@demo.test';
export const PUBLISHER = 'publisher@demo.test';
export const ALICE = 'alice@demo.test';
export const REPORTER = 'reports@demo.test';

/** Every test user added here has this password. */
const PASSWORD = 'Added@1234';

const v1 = (method: 'GET' | 'POST' | 'PUT', path: string) => ({ method, base: 'v1' as const, path });
const dataOf = <T>(answer: { body: unknown }) => (answer.body as { data: T }).data;

const flatten = (items: MenuItem[]): MenuItem[] =>
  items.flatMap((item) => [item, ...flatten(item.children ?? [])]);

/** The menu paths a user's `GET /menu` answer holds. */
export async function menuPaths(token: string): Promise<Set<string>> {
  return new Set(
    flatten(dataOf<MenuItem[]>(await callAs(token, v1('GET', '/menu')))).map((item) => item.path),
  );
}

export interface NewUser {
  email: string;
  /** The menu ids of the user's one group, from the whole menu tree. */
  menus: (tree: MenuItem[]) => number[];
  scope: { content_site_ids: number[]; app_ids: number[]; search_site_ids: number[] };
}

/** Adds, through the embedded API as the administrator, a user with one new group; answers their token. */
export async function addUser({ email, menus, scope }: NewUser): Promise<string> {
  const admin = await tokenOf(ADMIN);
  const tree = dataOf<MenuItem[]>(await callAs(admin, v1('GET', '/ssp_publisher/user_group/menu_tree')));
  const created = await callAs(
    admin,
    v1('POST', '/ssp_publisher/user_group'),
    {},
    { name: `Group of ${email}`, menu_ids: menus(tree) },
  );
  const id = dataOf<{ id: number }>(created).id;
  await callAs(
    admin,
    v1('PUT', '/ssp_publisher/user_group/{id}'),
    { id: String(id) },
    { menu_ids: menus(tree), ...scope },
  );
  const user = await callAs(
    admin,
    v1('POST', '/ssp_publisher/user'),
    {},
    {
      user_name: email.split('@')[0],
      email,
      password: PASSWORD,
      user_group: [id],
    },
  );
  if (!dataOf<{ user_id?: number }>(user)?.user_id)
    throw new Error(`${email} not added: ${JSON.stringify(user.body)}`);
  return tokenOf(email, PASSWORD);
}

/** One content site (1001), one app (7001, NewsReader) and one search site (4001, findit.example). */
export const ONE_OF_EACH = { content_site_ids: [1001], app_ids: [7001], search_site_ids: [4001] };

/** Menu ids of Home and every report (the fourth matrix user's only grants). */
export const reportMenus = (tree: MenuItem[]) =>
  flatten(tree)
    .filter((item) => item.path === '/home' || item.path.startsWith('/report'))
    .map((item) => Number(item.id));

/** Menu ids of every item but User (what the seeded Publishers group grants). */
export const allButUsers = (tree: MenuItem[]) =>
  flatten(tree)
    .filter((item) => item.path !== '/account/user')
    .map((item) => Number(item.id));

/** Menu ids of every item, User included. */
export const everyMenu = (tree: MenuItem[]) => flatten(tree).map((item) => Number(item.id));

/** Signs a matrix user in (adding the reports-only user first) and answers the token. */
export async function signIn(email: string): Promise<string> {
  if (email !== REPORTER) return tokenOf(email);
  return addUser({ email: REPORTER, menus: reportMenus, scope: ONE_OF_EACH });
}
