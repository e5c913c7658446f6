import { http } from 'msw';
import { noGroupLeft, RECORD_RULES } from '../../../common/recordRules';
import userGroupSchema, { MENU_REQUIRED } from '../../../schemas/userGroup';
import { permissionRefused } from '../../users/access';
import {
  grantableMenu,
  grantRefusal,
  groupRefusal,
  membershipRefusal,
  reachableGroups,
  startingGrant,
} from '../../authorization/management';
import { db, nextId, save } from '../../store/db';
import { fail, jsonBody, ok, route } from '../../respond';
import * as calls from '../../../calls/calls';
import { inScope, SCOPE_FIELDS, scopeItems, type ScopeKind } from '../../users/scope';
import { allMenuIds, menuTree } from '../../menuTree';
import type { MockGroup, MockUser } from '../../store/seed';
import { bodyIds as numberList, bodyText as text, signedIn } from '../../calls/signedIn';
import { serveResource } from '../../generic/served';
import type { Values } from '../../../model/types';

/** The console's record rules are the server's too: same refusals, same words. */
const { userGroup: BUILT_IN, user: ADMIN } = RECORD_RULES;

const groupOf = (id: unknown): MockGroup | undefined =>
  db().groups.find((group) => String(group.id) === String(id));

const membersOf = (group: MockGroup) => db().users.filter((member) => member.user_group.includes(group.id));

const groupRow = (group: MockGroup) => ({
  ...group,
  // A built-in group holds every entry, also one added after its data was stored.
  menu_ids: group.type === 1 ? allMenuIds(menuTree()) : group.menu_ids,
  created_time: group.created_time ?? '2025-05-01 00:00:00',
  user_count: membersOf(group).length,
});

/** The ids of a body's list that name an entry of the menu (the others are dropped). */
const known = (ids: unknown) => {
  const menu = new Set(allMenuIds(menuTree()));
  return (numberList(ids) ?? []).filter((id) => menu.has(id));
};

/**
 * The generic handler's: the list (the groups within the caller's reach, by id, each with its
 * member count), a new group (the chosen menu, no more than its creator holds, the data scope the
 * creator's), an edit (a name, a menu and data scope: only what the caller may grant) and a delete
 * (never of a built-in group, nor one that would leave a user with no group). The members and the
 * Setting's trees are irregular (below).
 */
serveResource(userGroupSchema, {
  rows: () => db().groups,
  newId: nextId,
  notFound: 'User group not found',
  visible: (rows, caller) => reachableGroups(caller, rows as unknown as MockGroup[]) as unknown as Values[],
  order: (a, b) => Number(a.id) - Number(b.id),
  listed: (row) => groupRow(row as unknown as MockGroup),
  answered: (row) => groupRow(row as unknown as MockGroup),
  unique: {
    keys: ['name'],
    ignoreCase: true,
    message: ({ name }) => `A user group named ${String(name)} already exists`,
  },
  values: (body, row) => {
    const name = row && body.name === undefined ? String(row.name) : text(body.name);
    if (row) return { ...grantChanges(body), name };
    const menuIds = known(body.menu_ids);
    return { name, menu_ids: menuIds.length ? menuIds : undefined };
  },
  locked: (row, body, caller) => {
    const group = row as MockGroup | undefined;
    if (!group) return undefined;
    if (group.type === 1) return BUILT_IN.edit.reason;
    const refused =
      groupRefusal(caller, group) ?? grantRefusal(caller, group, { ...group, ...grantChanges(body) });
    if (refused) return permissionRefused(refused);
    return numberList(body.menu_ids) && !known(body.menu_ids).length ? MENU_REQUIRED : undefined;
  },
  // Checked before an id is taken, so a refused call changes nothing.
  forbidden: (values, caller, row) => {
    if (row) return undefined;
    const draft: MockGroup = {
      id: 0,
      name: '',
      type: 2,
      ...startingGrant(caller),
      menu_ids: values.menu_ids as number[],
    };
    return grantRefusal(caller, draft, draft);
  },
  created: ({ menu_ids }, caller) => ({ type: 2, ...startingGrant(caller), menu_ids }),
  kept: {
    delete: (row, caller) => {
      const group = row as unknown as MockGroup;
      if (group.type === 1) return BUILT_IN.delete.reason;
      const members = membersOf(group);
      return membersRefusal(caller, group, members, members);
    },
  },
  then: {
    delete: ({ id }) => {
      for (const user of db().users) user.user_group = user.user_group.filter((group) => group !== id);
    },
  },
});

const companyOf = (user: MockUser) =>
  db().users.filter((candidate) => candidate.company_id === user.company_id);

const isScopeKind = (value: string | null): value is ScopeKind =>
  value !== null && Object.keys(SCOPE_FIELDS).includes(value);

/** The menu and data scope lists a request body sets (absent fields are kept). */
function grantChanges(body: Record<string, unknown>): Partial<MockGroup> {
  const changes: Partial<MockGroup> = {};
  for (const field of ['menu_ids', ...Object.values(SCOPE_FIELDS)] as const) {
    const ids = numberList(body[field]);
    if (ids !== undefined) changes[field] = ids;
  }
  return changes;
}

/**
 * The refusal of taking users into or out of a group (`changed`; `leaving` are those going out):
 * never an administrator, only as the caller may manage them, and no one left with no group.
 */
function membersRefusal(caller: MockUser, group: MockGroup, changed: MockUser[], leaving: MockUser[]) {
  if (changed.some((member) => member.is_admin)) return fail(ADMIN.regroup.reason);
  const refused =
    groupRefusal(caller, group) ??
    changed.map((member) => membershipRefusal(caller, member, [group.id])).find(Boolean);
  if (refused) return permissionRefused(refused);
  const stranded = leaving.filter((member) => member.user_group.every((id) => id === group.id));
  return stranded.length ? fail(noGroupLeft(stranded.map((member) => member.user_name))) : undefined;
}

export const groupHandlers = [
  http.get(
    route(calls.groupMenuTree),
    signedIn(({ user }) => ok(grantableMenu(user))),
  ),

  http.get(
    route(calls.groupDataTree),
    signedIn(({ query, user }) => {
      const kind = query.get('type');
      if (!isScopeKind(kind)) return fail('type must be app, content_site or search_site');
      // Only the records the caller may see, so only those they may grant.
      const children = inScope(user, kind, scopeItems(kind), (item) => item.id).map((item) => ({
        id: item.id,
        name: item.name,
      }));
      return ok([{ id: user.company_id, name: user.company_id, children }]);
    }),
  ),

  http.get(
    route(calls.groupUsers),
    signedIn(({ params, user }) => {
      const group = groupOf(params.id);
      if (!group) return fail('User group not found');
      const refused = groupRefusal(user, group);
      if (refused) return permissionRefused(refused);
      const company = companyOf(user);
      return ok({
        users: company.map(({ user_id, user_name, email, is_admin, status, user_group }) => ({
          user_id,
          user_name,
          email,
          is_admin,
          status,
          user_group,
        })),
        user_ids: company
          .filter((member) => member.user_group.includes(group.id))
          .map((member) => member.user_id),
      });
    }),
  ),

  http.post(
    route(calls.saveGroupUsers),
    signedIn(async ({ request, user }) => {
      const body = await jsonBody(request);
      const group = groupOf(body.user_group_id);
      if (!group) return fail('User group not found');
      const wanted = new Set(numberList(body.user_ids) ?? []);
      const changed = companyOf(user).filter(
        (member) => member.user_group.includes(group.id) !== wanted.has(member.user_id),
      );
      const leaving = changed.filter((member) => !wanted.has(member.user_id));
      const refused = membersRefusal(user, group, changed, leaving);
      if (refused) return refused;
      for (const member of changed) {
        member.user_group = wanted.has(member.user_id)
          ? [...member.user_group, group.id]
          : member.user_group.filter((id) => id !== group.id);
      }
      save();
      return ok(groupRow(group));
    }),
  ),
];
