import type { MenuItem } from '../../../src/providers/access/menu';
import { db, nextId, save } from '../../../src/mocks/store/db';
import { menuTree } from '../../../src/mocks/menuTree';
import type { MockGroup, MockUser } from '../../../src/mocks/store/seed';
import { ONE_OF_EACH } from './users';

/** The user manager of the management matrix; every user added here has this password. */
export const MANAGER = 'manager@demo.test';
export const PASSWORD = 'Added@1234';

const flatten = (items: MenuItem[]): MenuItem[] =>
  items.flatMap((item) => [item, ...flatten(item.children ?? [])]);

/** The menu id of a path in today's menu tree. */
export const menuId = (path: string): number => {
  const item = flatten(menuTree()).find((candidate) => candidate.path === path);
  if (!item) throw new Error(`No menu entry ${path}`);
  return Number(item.id);
};

function addGroup(name: string, grant: Omit<MockGroup, 'id' | 'name' | 'type'>): number {
  const id = nextId();
  db().groups.push({ id, name, type: 2, ...grant });
  return id;
}

function addUser(user_name: string, user_group: number[]): number {
  const user_id = nextId();
  const user: MockUser = {
    user_id,
    user_name,
    email: `${user_name.toLowerCase()}@demo.test`,
    password: PASSWORD,
    company_id: 'company_100',
    is_admin: false,
    user_group,
    status: 0,
  };
  db().users.push(user);
  return user_id;
}

/** The records of the management matrix, by role. */
export interface Cast {
  /** User managers: the User screen only (as the probe's role), one record of each kind. */
  managers: number;
  /** Helpers: the User screen, content site 1001 only; the manager and Dana belong to it. */
  helpers: number;
  /** Narrow: as Helpers; only Dana belongs to it. */
  narrow: number;
  manager: number;
  dana: number;
  /** Max: in Helpers (within the manager's reach) and in the seeded Analysts (beyond it). */
  mixed: number;
  /** Root: an administrator by membership of the built-in Administrators group (not the admin user). */
  root: number;
}

/**
 * Adds, to the seeded data, a user manager whose groups grant only Account > User and one record
 * of each kind, a user within their reach, a group they do not belong to, and a second administrator.
 */
export function addManagers(): Cast {
  const userScreen = [menuId('/account'), menuId('/account/user')];
  const managers = addGroup('User managers', { menu_ids: userScreen, ...ONE_OF_EACH });
  const narrowGrant = { menu_ids: userScreen, content_site_ids: [1001], app_ids: [], search_site_ids: [] };
  const helpers = addGroup('Helpers', narrowGrant);
  const narrow = addGroup('Narrow', narrowGrant);
  const cast = {
    managers,
    helpers,
    narrow,
    manager: addUser('Manager', [managers, helpers]),
    dana: addUser('Dana', [helpers, narrow]),
    mixed: addUser('Max', [helpers, 3]),
    root: addUser('Root', [1]),
  };
  save();
  return cast;
}
