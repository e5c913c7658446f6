import { db } from '../store/db';
import { isAdministrator } from '../users/membership';
import { menuTree } from '../menuTree';
import { scopeOf, SCOPE_FIELDS, type ScopeKind } from '../users/scope';
import type { MockGroup, MockUser } from '../store/seed';
import { menuOf } from '../users/session';
import { beyondHoldings, widens, withinReach, type Grant } from './holdings';

/**
 * User and group management by someone who is not an administrator (docs/api.md, "Managing users
 * and groups"): no one grants what they do not hold. The menu grant of the User screen lets a
 * call through (table.ts); these rules decide what it may do. Administrators are not limited here.
 */

export const MANAGEMENT_REFUSALS = {
  administrator: 'Only an administrator can change, disable or delete an administrator',
  ownGroups: 'You cannot change your own user groups',
  widenOwnGroup: 'You cannot widen a user group you belong to',
  menu: 'You cannot grant menu entries you do not hold',
  app: 'You cannot grant apps outside your data scope',
  content_site: 'You cannot grant content sites outside your data scope',
  search_site: 'You cannot grant search sites outside your data scope',
} as const satisfies Record<'administrator' | 'ownGroups' | 'widenOwnGroup' | 'menu' | ScopeKind, string>;

/** A group beyond the caller's menu or data scope (the built-in Administrators group among them). */
export const outOfReach = (name: string) =>
  `The user group ${name} grants more than you hold: only an administrator can manage it`;

/** The refusal naming the first group of a user beyond the caller's reach, if one is. */
function userBeyondReach(caller: MockUser, target: MockUser): string | undefined {
  const beyond = db().groups.find(
    (group) => target.user_group.includes(group.id) && !withinReach(caller, group),
  );
  return beyond && outOfReach(beyond.name);
}

/**
 * Renaming, disabling or deleting a user: an administrator is managed by administrators only,
 * anyone else only by a caller who holds every group of theirs (each within the caller's reach).
 */
export function userChangeRefusal(caller: MockUser, target: MockUser): string | undefined {
  if (isAdministrator(caller)) return undefined;
  if (isAdministrator(target)) return MANAGEMENT_REFUSALS.administrator;
  return userBeyondReach(caller, target);
}

/**
 * A user joining or leaving groups (`target` undefined: a user being added): never the caller
 * themselves, never an administrator nor a user with a group beyond the caller's reach, and only
 * groups within the caller's reach. Unknown group ids are left to the handler's own message.
 */
export function membershipRefusal(
  caller: MockUser,
  target: MockUser | undefined,
  groupIds: number[],
): string | undefined {
  if (isAdministrator(caller) || groupIds.length === 0) return undefined;
  if (target?.user_id === caller.user_id) return MANAGEMENT_REFUSALS.ownGroups;
  if (target) {
    const refused = userChangeRefusal(caller, target);
    if (refused) return refused;
  }
  const groups = db().groups.filter((group) => groupIds.includes(group.id));
  const beyond = groups.find((group) => !withinReach(caller, group));
  return beyond && outOfReach(beyond.name);
}

/** Editing, deleting or reading the members of a group: only one within the caller's reach. */
export function groupRefusal(caller: MockUser, group: MockGroup): string | undefined {
  if (isAdministrator(caller) || withinReach(caller, group)) return undefined;
  return outOfReach(group.name);
}

/**
 * A group's new menu and data scope (`after`): nothing beyond what the caller holds, and a group
 * the caller belongs to only narrowed.
 */
export function grantRefusal(caller: MockUser, group: MockGroup, after: Grant): string | undefined {
  if (isAdministrator(caller)) return undefined;
  const beyond = beyondHoldings(caller, after);
  if (beyond) return MANAGEMENT_REFUSALS[beyond];
  const member = caller.user_group.includes(group.id);
  return member && widens(group, after) ? MANAGEMENT_REFUSALS.widenOwnGroup : undefined;
}

/** The groups of a list the caller may manage. */
export const reachableGroups = (caller: MockUser, groups: MockGroup[]): MockGroup[] =>
  isAdministrator(caller) ? groups : groups.filter((group) => withinReach(caller, group));

/** The menu entries the caller may grant: the whole tree for an administrator, else their own menu. */
export const grantableMenu = (caller: MockUser) => (isAdministrator(caller) ? menuTree() : menuOf(caller));

/** The default menu of a new group: Home. */
const HOME = [1];

/**
 * What a new group grants: Home and every record for an administrator (the spec's default); for
 * anyone else only what they hold of that: Home when their menu has it and, for each data kind
 * their scope limits, no record until they tick some.
 */
export function startingGrant(
  caller: MockUser,
): Pick<MockGroup, 'menu_ids' | (typeof SCOPE_FIELDS)[ScopeKind]> {
  if (isAdministrator(caller)) return { menu_ids: HOME };
  const scope = scopeOf(caller);
  const limited = (Object.keys(SCOPE_FIELDS) as ScopeKind[]).filter((kind) => scope[kind] !== 'all');
  const lists = Object.fromEntries(limited.map((kind) => [SCOPE_FIELDS[kind], []]));
  const withHome = { type: 2 as const, menu_ids: HOME, ...lists };
  return { ...lists, menu_ids: beyondHoldings(caller, withHome) ? [] : HOME };
}
