import { RECORD_RULES } from '../../../common/recordRules';
import userSchema, { userRules } from '../../../schemas/user';
import { permissionRefused } from '../../users/access';
import { membershipRefusal, userChangeRefusal } from '../../authorization/management';
import { db, nextId } from '../../store/db';
import type { MockUser } from '../../store/seed';
import { bodyIds, bodyText as text } from '../../calls/signedIn';
import { serveResource } from '../../generic/served';
import type { Values } from '../../../model/types';

/** The console's record rules are the server's too: same refusals, same words. */
const { user: ADMIN } = RECORD_RULES;

const numberList = (value: unknown): number[] => bodyIds(value) ?? [];

/** A user row as the list shows it: no password, with its groups' names. */
export function userRow(user: MockUser) {
  const row: Partial<MockUser> = { ...user };
  delete row.password;
  const names = db()
    .groups.filter((group) => user.user_group.includes(group.id))
    .map((group) => group.name);
  return { ...row, source: user.source ?? 'seed', user_group_name: names.join(', ') };
}

/** Groups that exist, or the message for the first that does not. */
function checkGroups(ids: number[]): string | undefined {
  const missing = ids.find((id) => !db().groups.some((group) => group.id === id));
  return missing === undefined ? undefined : `User group ${missing} does not exist`;
}

/** The groups in one list and not the other: those a user joins or leaves. */
const changedGroups = (before: number[], after: number[]) => [
  ...after.filter((id) => !before.includes(id)),
  ...before.filter((id) => !after.includes(id)),
];

/** The groups an edit asks for: the user's own when the body names none. */
const groupsAsked = (body: Values, user: MockUser) =>
  body.user_group === undefined ? user.user_group : numberList(body.user_group);

/**
 * Who may make whom a member of which group is the authorization layer's (management.ts): its
 * refusals come first, as permission refusals. A new user gets the name, the lower-cased email, the
 * password and the groups of the body, in the caller's company, active; an edit changes the name and
 * the groups, never the email nor an administrator's groups. The list is the caller's company, by
 * id, the keyword searching names and emails; every answer is the row without its password.
 */
serveResource(userSchema, {
  rows: () => db().users,
  newId: nextId,
  notFound: 'User not found',
  visible: (rows, caller) => rows.filter((row) => row.company_id === caller.company_id),
  order: (a, b) => Number(a.user_id) - Number(b.user_id),
  search: { key_word: ['user_name', 'email'] },
  listed: (row) => userRow(row as unknown as MockUser),
  answered: (row) => userRow(row as unknown as MockUser),
  locked: (row, body, caller) => {
    const target = row as MockUser | undefined;
    if (!target) {
      const refused = membershipRefusal(caller, undefined, numberList(body.user_group));
      return refused && permissionRefused(refused);
    }
    if (body.email !== undefined && text(body.email).toLowerCase() !== target.email)
      return 'The email cannot be changed';
    const changed = changedGroups(target.user_group, groupsAsked(body, target));
    if (target.is_admin && changed.length) return ADMIN.regroup.reason;
    const refused = userChangeRefusal(caller, target) ?? membershipRefusal(caller, target, changed);
    return refused && permissionRefused(refused);
  },
  values: (body, row) => {
    const target = row as MockUser | undefined;
    if (target) return { user_name: text(body.user_name), user_group: groupsAsked(body, target) };
    return {
      user_name: text(body.user_name),
      email: text(body.email).toLowerCase(),
      password: typeof body.password === 'string' ? body.password : '',
      user_group: numberList(body.user_group),
    };
  },
  refuse: ({ user_group }, _caller, row) => {
    const groups = user_group as number[];
    return row && groups.length === 0 ? userRules.groups[0].message : checkGroups(groups);
  },
  unique: {
    keys: ['email'],
    message: ({ email }) => `A user with the email ${String(email)} already exists`,
  },
  created: (_, caller) => ({ company_id: caller.company_id, is_admin: false, status: 0, source: 'console' }),
  // An administrator is neither disabled nor deleted; a disabled or deleted user is signed out everywhere.
  badStatus: 'Status must be 0 (active) or 1 (disabled)',
  kept: {
    status: (row, caller) => manageRefusal(row as unknown as MockUser, caller, ADMIN.status.reason),
    delete: (row, caller) => manageRefusal(row as unknown as MockUser, caller, ADMIN.delete.reason),
  },
  then: {
    status: (row) => row.status === 1 && endSessions(Number(row.user_id)),
    delete: (row) => endSessions(Number(row.user_id)),
  },
});

/** The refusal of disabling or deleting a user: never an administrator, and as the caller may manage them. */
function manageRefusal(target: MockUser, caller: MockUser, administrator: string) {
  if (target.is_admin) return administrator;
  const refused = userChangeRefusal(caller, target);
  return refused && permissionRefused(refused);
}

/** Closes every session of a user (disabled or deleted users are signed out). */
function endSessions(userId: number): void {
  const sessions = db().sessions;
  for (const [token, owner] of Object.entries(sessions)) if (owner === userId) delete sessions[token];
}
