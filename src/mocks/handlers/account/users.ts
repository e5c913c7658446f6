import { http } from 'msw';
import { RECORD_RULES } from '../../../common/recordRules';
import { validateRecord } from '../../../model/rules';
import userSchema, { userRules } from '../../../schemas/user';
import { permissionRefused } from '../../users/access';
import { membershipRefusal, userChangeRefusal } from '../../authorization/management';
import { db, nextId, now, save } from '../../store/db';
import { API, fail, ok } from '../../respond';
import type { MockUser } from '../../store/seed';
import { bodyIds, bodyText as text, jsonBody, signedIn } from '../../calls/signedIn';
import { serveResource } from '../../generic/served';

/** The console's record rules are the server's too: same refusals, same words. */
export const ADMIN_REFUSALS = {
  status: RECORD_RULES.user.status.reason,
  delete: RECORD_RULES.user.delete.reason,
  regroup: RECORD_RULES.user.regroup.reason,
};

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

// The list is the generic handler's: the caller's company, by id, the keyword searching names and
// emails, each row without its password. The changes are irregular (below).
serveResource(userSchema, {
  rows: () => db().users,
  visible: (rows, caller) => rows.filter((row) => row.company_id === caller.company_id),
  order: (a, b) => Number(a.user_id) - Number(b.user_id),
  search: { key_word: ['user_name', 'email'] },
  listed: (row) => userRow(row as unknown as MockUser),
});

const userOfId = (id: unknown): MockUser | undefined =>
  db().users.find((candidate) => String(candidate.user_id) === String(id));

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

/** Closes every session of a user (disabled or deleted users are signed out). */
function endSessions(userId: number): void {
  const sessions = db().sessions;
  for (const [token, owner] of Object.entries(sessions)) if (owner === userId) delete sessions[token];
}

export const userHandlers = [
  http.post(
    `${API}/ssp_publisher/user`,
    signedIn(async ({ request, user }) => {
      const body = await jsonBody(request);
      const values = {
        user_name: text(body.user_name),
        email: text(body.email).toLowerCase(),
        password: typeof body.password === 'string' ? body.password : '',
        user_group: numberList(body.user_group),
      };
      const refused = membershipRefusal(user, undefined, values.user_group);
      if (refused) return permissionRefused(refused);
      const invalid = validateRecord(userSchema, values, 'create') ?? checkGroups(values.user_group);
      if (invalid) return fail(invalid);
      if (db().users.some((candidate) => candidate.email === values.email))
        return fail(`A user with the email ${values.email} already exists`);
      const created: MockUser = {
        ...values,
        user_id: nextId(),
        company_id: user.company_id,
        is_admin: false,
        status: 0,
        source: 'console',
        created_time: now(),
      };
      db().users.push(created);
      save();
      return ok(userRow(created));
    }),
  ),

  http.put(
    `${API}/ssp_publisher/user/:userId`,
    signedIn(async ({ params, request, user }) => {
      const target = userOfId(params.userId);
      if (!target) return fail('User not found');
      const body = await jsonBody(request);
      if (body.email !== undefined && text(body.email).toLowerCase() !== target.email)
        return fail('The email cannot be changed');
      const groups = body.user_group === undefined ? target.user_group : numberList(body.user_group);
      const changed = changedGroups(target.user_group, groups);
      if (target.is_admin && changed.length) return fail(ADMIN_REFUSALS.regroup);
      const refused = userChangeRefusal(user, target) ?? membershipRefusal(user, target, changed);
      if (refused) return permissionRefused(refused);
      const values = {
        user_name: text(body.user_name),
        email: target.email,
        user_group: groups,
        is_admin: target.is_admin,
      };
      const invalid =
        validateRecord(userSchema, values, 'edit') ??
        (groups.length === 0 ? userRules.groups[0].message : checkGroups(groups));
      if (invalid) return fail(invalid);
      target.user_name = values.user_name;
      target.user_group = groups;
      save();
      return ok(userRow(target));
    }),
  ),

  http.post(
    `${API}/ssp_publisher/user/status`,
    signedIn(async ({ request, user }) => {
      const body = await jsonBody(request);
      const target = userOfId(body.id);
      if (!target) return fail('User not found');
      const status = Number(body.status);
      if (status !== 0 && status !== 1) return fail('Status must be 0 (active) or 1 (disabled)');
      if (target.is_admin) return fail(ADMIN_REFUSALS.status);
      const refused = userChangeRefusal(user, target);
      if (refused) return permissionRefused(refused);
      target.status = status;
      if (status === 1) endSessions(target.user_id);
      save();
      return ok(userRow(target));
    }),
  ),

  http.delete(
    `${API}/ssp_publisher/user/:userId`,
    signedIn(({ params, user }) => {
      const target = userOfId(params.userId);
      if (!target) return fail('User not found');
      if (target.is_admin) return fail(ADMIN_REFUSALS.delete);
      const refused = userChangeRefusal(user, target);
      if (refused) return permissionRefused(refused);
      db().users = db().users.filter((candidate) => candidate !== target);
      endSessions(target.user_id);
      save();
      return ok();
    }),
  ),
];
