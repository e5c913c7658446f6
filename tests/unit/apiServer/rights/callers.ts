import type { MenuItem } from '../../../../src/providers/access/menu';
import { allMenuIds, menuTree } from '../../../../src/mocks/menuTree';
import { db, nextId, save } from '../../../../src/mocks/store/db';
import type { MockUser } from '../../../../src/mocks/store/seed';
import { MANAGER, PASSWORD } from '../../authorization/managers';
import type { DataScopeKind, Grant } from './declared';

/*
 * The five callers of the declared-rights test, made in the seeded data set: an administrator, a
 * user manager (Account > User and one record of each kind, tests/unit/authorization/managers.ts),
 * the scoped publisher (regional@demo.test: two content sites, one app, one search site), a user
 * without the call's menu entry, and the administrator's API Security token.
 */

export type CallerKind =
  'administrator' | 'user manager' | 'scoped publisher' | 'without the menu entry' | 'API key';

export interface Caller {
  kind: CallerKind;
  email: string;
  password: string;
  /** The records of each kind the caller's groups grant: every one, or these ids. */
  scope: Record<DataScopeKind, 'all' | Set<number>>;
  admin: boolean;
}

const KINDS: { kind: DataScopeKind; field: 'content_site_ids' | 'app_ids' | 'search_site_ids' }[] = [
  { kind: 'content_site', field: 'content_site_ids' },
  { kind: 'app', field: 'app_ids' },
  { kind: 'search_site', field: 'search_site_ids' },
];

/**
 * A user's data scope as docs/api.md ("Data scope per user") states it: the union of their groups'
 * grants; administrators, built-in groups and a group that never set a kind's list grant every record.
 */
export function scopeOfUser(email: string): { scope: Caller['scope']; admin: boolean } {
  const user = db().users.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`No user ${email}`);
  const groups = db().groups.filter((group) => user.user_group.includes(group.id));
  const admin = user.is_admin || groups.some((group) => group.type === 1);
  const scope = Object.fromEntries(
    KINDS.map(({ kind, field }) => {
      if (admin || groups.some((group) => group[field] === undefined)) return [kind, 'all'];
      return [kind, new Set(groups.flatMap((group) => group[field] ?? []))];
    }),
  ) as Caller['scope'];
  return { scope, admin };
}

/** The menu ids of these paths and of everything under them. */
function menuIdsUnder(paths: string[]): Set<number> {
  const ids = new Set<number>();
  const walk = (items: MenuItem[], inside: boolean) => {
    for (const item of items) {
      const hit = inside || paths.includes(item.path);
      if (hit) ids.add(Number(item.id));
      walk(item.children ?? [], hit);
    }
  };
  walk(menuTree(), false);
  return ids;
}

/**
 * Adds a user whose one group grants every menu entry but the ones of `grant` (for a call open to
 * every signed-in user: no entry at all) and every record; answers their email.
 */
export function addUserWithout(grant: Grant): string {
  const left = typeof grant === 'object' ? menuIdsUnder(grant.menu) : new Set(allMenuIds(menuTree()));
  const group = nextId();
  db().groups.push({
    id: group,
    name: `Without ${typeof grant === 'object' ? grant.menu.join(', ') : 'any entry'}`,
    type: 2,
    menu_ids: allMenuIds(menuTree()).filter((id) => !left.has(id)),
  });
  const email = `without${group}@demo.test`;
  const user: MockUser = {
    user_id: nextId(),
    user_name: `Without ${group}`,
    email,
    password: PASSWORD,
    company_id: 'company_100',
    is_admin: false,
    user_group: [group],
    status: 0,
  };
  db().users.push(user);
  save();
  return email;
}

export const SCOPED = 'regional@demo.test';
export const ADMIN = 'admin@demo.test';
export const DEMO_PASSWORD = 'Demo@1234';
export { MANAGER, PASSWORD };
