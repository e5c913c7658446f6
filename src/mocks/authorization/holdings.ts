import type { MenuItem } from '../../providers/access/menu';
import { menuTree } from '../menuTree';
import { groupScope, SCOPE_FIELDS, scopeOf, type DataScope, type ScopeKind } from '../users/scope';
import type { MockGroup, MockUser } from '../store/seed';
import { menuOf } from '../users/session';

/** What a group grants: its type, menu ids and data scope lists (a group, or one as a change would leave it). */
export type Grant = Pick<MockGroup, 'type' | 'menu_ids' | 'app_ids' | 'content_site_ids' | 'search_site_ids'>;

/** Menu entries and records: what a user holds, or what a group grants. */
interface Holding {
  menus: Set<number>;
  scope: DataScope;
}

const KINDS = Object.keys(SCOPE_FIELDS) as ScopeKind[];

/** The entries a menu tree opens: its leaves (a parent's id alone opens nothing, see menuOf). */
const leaves = (items: MenuItem[]): number[] =>
  items.flatMap((item) => (item.children?.length ? leaves(item.children) : [Number(item.id)]));

const holdingOf = (user: MockUser): Holding => ({
  menus: new Set(leaves(menuOf(user))),
  scope: scopeOf(user),
});

function grantOf(grant: Grant): Holding {
  const ids = new Set(grant.menu_ids);
  const menus = leaves(menuTree()).filter((id) => grant.type === 1 || ids.has(id));
  const scope = Object.fromEntries(KINDS.map((kind) => [kind, groupScope(grant, kind)])) as DataScope;
  return { menus: new Set(menus), scope };
}

const covers = (outer: 'all' | Set<number>, inner: 'all' | Set<number>) =>
  outer === 'all' || (inner !== 'all' && [...inner].every((id) => outer.has(id)));

/** What `wider` holds beyond `held`: 'menu', the first data kind, or undefined when nothing. */
function excess(held: Holding, wider: Holding): 'menu' | ScopeKind | undefined {
  if ([...wider.menus].some((id) => !held.menus.has(id))) return 'menu';
  return KINDS.find((kind) => !covers(held.scope[kind], wider.scope[kind]));
}

/**
 * What a group grants beyond what a user holds (their menu and data scope): 'menu', a data kind,
 * or undefined when the user holds all of it. A built-in group grants everything, so only an
 * administrator holds it.
 */
export const beyondHoldings = (user: MockUser, grant: Grant) => excess(holdingOf(user), grantOf(grant));

/** Whether a group grants nothing beyond what a user holds: the groups a non-administrator may manage. */
export const withinReach = (user: MockUser, grant: Grant): boolean =>
  beyondHoldings(user, grant) === undefined;

/** Whether a change of a group grants a menu entry or a record the group did not grant before. */
export const widens = (before: Grant, after: Grant): boolean =>
  excess(grantOf(before), grantOf(after)) !== undefined;
