// User and group management, call by call, as the administrator, a user manager (a group granting
// only Account > User and one record of each kind) and the publisher (no User screen). No one
// grants what they do not hold: each case gives the answer of each role word for word, and a
// refused call changes nothing.
import { describe, expect, it } from 'vitest';
import { MANAGEMENT_REFUSALS, outOfReach } from '../../../src/mocks/authorization/management';
import { accessRules } from '../../../src/mocks/authorization/table';
import { callKey, type CallMethod } from '../../../src/mocks/authorization/types';
import { resetDb } from '../../../src/mocks/store/db';
import type { MenuItem } from '../../../src/providers/access/menu';
import { noGroupLeft, RECORD_RULES } from '../../../src/common/recordRules';
import { addManagers, MANAGER, menuId, PASSWORD, type Cast } from './managers';
import { callAs, dataSnapshot, REFUSAL, tokenOf, type Answer } from './requests';
import { ADMIN, PUBLISHER } from './users';

type Role = 'admin' | 'manager' | 'publisher';
/** 'ok', a handler's refusal (code 400) or an authorization refusal (code 403) with its words. */
type Outcome = 'ok' | { failed: string } | { refused: string };

interface Case {
  title: string;
  call: `${CallMethod} ${string}`;
  values?: (cast: Cast) => Record<string, number>;
  body?: (cast: Cast) => unknown;
  query?: Record<string, string>;
  admin: Outcome;
  manager: Outcome;
  /** What an allowed call's `data` must show, for each role it is allowed to. */
  shows?: (data: unknown, role: Role, cast: Cast) => void;
}

const { administrator, ownGroups, widenOwnGroup } = MANAGEMENT_REFUSALS;
const both = (outcome: Outcome) => ({ admin: outcome, manager: outcome });
const adminOnly = (refused: string) => ({ admin: 'ok' as const, manager: { refused } });
const newUser = (user_group: (cast: Cast) => number[]) => (cast: Cast) => ({
  user_name: 'Erin',
  email: 'erin@demo.test',
  password: 'Matrix@123',
  user_group: user_group(cast),
});
const ids = (data: unknown) => (data as { list: { id: number }[] }).list.map((row) => row.id);
const names = (data: unknown) =>
  (data as { children: { id: number }[] }[])[0].children.map((item) => item.id);
const paths = (items: MenuItem[]): string[] =>
  items.flatMap((item) => [item.path, ...paths(item.children ?? [])]);

const CASES: Case[] = [
  { title: 'lists the users', call: 'GET /ssp_publisher/user/list', ...both('ok') },
  {
    title: 'lists only the groups within reach to the manager',
    call: 'GET /ssp_publisher/user_group/list',
    ...both('ok'),
    shows: (data, role, cast) =>
      expect(ids(data)).toEqual(
        role === 'admin'
          ? [1, 2, 3, 4, cast.managers, cast.helpers, cast.narrow]
          : [cast.managers, cast.helpers, cast.narrow],
      ),
  },
  {
    title: "offers the manager's own menu as the menu tree",
    call: 'GET /ssp_publisher/user_group/menu_tree',
    ...both('ok'),
    shows: (data, role) =>
      role === 'admin'
        ? expect(paths(data as MenuItem[])).toContain('/report/revenueReport')
        : expect(paths(data as MenuItem[])).toEqual(['/account', '/account/user']),
  },
  ...(['content_site', 'app', 'search_site'] as const).map((type): Case => ({
    title: `offers only the ${type} records of the manager's scope in the data tree`,
    call: 'GET /ssp_publisher/user_group/data_tree',
    query: { type },
    ...both('ok'),
    shows: (data, role) =>
      role === 'admin'
        ? expect(names(data).length).toBeGreaterThan(1)
        : expect(names(data)).toEqual({ content_site: [1001], app: [7001], search_site: [4001] }[type]),
  })),
  {
    title: "reads a reachable group's members",
    call: 'GET /ssp_publisher/user_group/{id}/users',
    values: (cast) => ({ id: cast.narrow }),
    ...both('ok'),
  },
  {
    title: "reads the Administrators' members for administrators only",
    call: 'GET /ssp_publisher/user_group/{id}/users',
    values: () => ({ id: 1 }),
    ...adminOnly(outOfReach('Administrators')),
  },
  {
    title: 'creates a group granting no more than its creator holds',
    call: 'POST /ssp_publisher/user_group',
    body: () => ({ name: 'Matrix group', menu_ids: [70, menuId('/account/user')] }),
    ...both('ok'),
    shows: (data, role) =>
      expect(data).toMatchObject(
        role === 'admin'
          ? { menu_ids: [70, menuId('/account/user')] }
          : {
              menu_ids: [70, menuId('/account/user')],
              app_ids: [],
              content_site_ids: [],
              search_site_ids: [],
            },
      ),
  },
  {
    title: 'creates no group without a menu',
    call: 'POST /ssp_publisher/user_group',
    body: () => ({ name: 'Matrix group', menu_ids: [] }),
    ...both({ failed: 'Please select menu' }),
  },
  {
    title: 'creates a group granting a menu entry the manager does not hold for administrators only',
    call: 'POST /ssp_publisher/user_group',
    body: () => ({ name: 'Matrix group', menu_ids: [menuId('/report/revenueReport')] }),
    admin: 'ok',
    manager: { refused: MANAGEMENT_REFUSALS.menu },
  },
  {
    title: 'renames a reachable group',
    call: 'PUT /ssp_publisher/user_group/{id}',
    values: (cast) => ({ id: cast.narrow }),
    body: () => ({ name: 'Renamed' }),
    ...both('ok'),
  },
  {
    title: 'grants a menu entry the manager does not hold for administrators only',
    call: 'PUT /ssp_publisher/user_group/{id}',
    values: (cast) => ({ id: cast.narrow }),
    body: () => ({ menu_ids: [menuId('/account/user'), menuId('/report/revenueReport')] }),
    ...adminOnly(MANAGEMENT_REFUSALS.menu),
  },
  ...(
    [
      ['app_ids', [7002], MANAGEMENT_REFUSALS.app],
      ['content_site_ids', [1001, 1002], MANAGEMENT_REFUSALS.content_site],
      ['search_site_ids', [4002], MANAGEMENT_REFUSALS.search_site],
    ] as const
  ).map(([field, granted, refusal]): Case => ({
    title: `grants ${field} outside the manager's scope for administrators only`,
    call: 'PUT /ssp_publisher/user_group/{id}',
    values: (cast) => ({ id: cast.narrow }),
    body: () => ({ [field]: granted }),
    ...adminOnly(refusal),
  })),
  {
    title: 'widens a group the manager belongs to (within what they hold) for administrators only',
    call: 'PUT /ssp_publisher/user_group/{id}',
    values: (cast) => ({ id: cast.helpers }),
    body: () => ({ app_ids: [7001] }),
    ...adminOnly(widenOwnGroup),
  },
  {
    title: 'narrows a group the manager belongs to',
    call: 'PUT /ssp_publisher/user_group/{id}',
    values: (cast) => ({ id: cast.helpers }),
    body: () => ({ content_site_ids: [] }),
    ...both('ok'),
  },
  {
    title: 'edits a group beyond reach for administrators only',
    call: 'PUT /ssp_publisher/user_group/{id}',
    values: () => ({ id: 2 }),
    body: () => ({ name: 'Renamed' }),
    ...adminOnly(outOfReach('Publishers')),
  },
  {
    title: 'edits the built-in group for nobody',
    call: 'PUT /ssp_publisher/user_group/{id}',
    values: () => ({ id: 1 }),
    body: () => ({ name: 'Root', menu_ids: [1] }),
    ...both({ failed: RECORD_RULES.userGroup.edit.reason }),
  },
  {
    title: 'deletes a reachable group',
    call: 'DELETE /ssp_publisher/user_group/{id}',
    values: (cast) => ({ id: cast.narrow }),
    ...both('ok'),
  },
  {
    title: 'deletes a group the manager belongs to for administrators only',
    call: 'DELETE /ssp_publisher/user_group/{id}',
    values: (cast) => ({ id: cast.helpers }),
    ...adminOnly(ownGroups),
  },
  {
    title: 'deletes a group beyond reach for administrators only',
    call: 'DELETE /ssp_publisher/user_group/{id}',
    values: () => ({ id: 3 }),
    admin: { failed: noGroupLeft(['Bruno Analyst']) },
    manager: { refused: outOfReach('Analysts') },
  },
  {
    title: 'deletes the built-in group for nobody',
    call: 'DELETE /ssp_publisher/user_group/{id}',
    values: () => ({ id: 1 }),
    ...both({ failed: RECORD_RULES.userGroup.delete.reason }),
  },
  {
    title: 'adds a user to a reachable group',
    call: 'POST /ssp_publisher/user_group/users',
    body: (cast) => ({ user_group_id: cast.narrow, user_ids: [cast.dana, cast.manager] }),
    ...adminOnly(ownGroups),
  },
  {
    title: 'adds a reachable user to a reachable group',
    call: 'POST /ssp_publisher/user_group/users',
    body: (cast) => ({ user_group_id: cast.managers, user_ids: [cast.manager, cast.dana] }),
    ...both('ok'),
  },
  {
    title: 'adds a user with a group beyond reach to a reachable group for administrators only',
    call: 'POST /ssp_publisher/user_group/users',
    body: (cast) => ({ user_group_id: cast.narrow, user_ids: [cast.dana, 2] }),
    ...adminOnly(outOfReach('Publishers')),
  },
  {
    title: 'puts the manager into Administrators (the probe) for administrators only',
    call: 'POST /ssp_publisher/user_group/users',
    body: (cast) => ({ user_group_id: 1, user_ids: [1, cast.root, cast.manager] }),
    ...adminOnly(outOfReach('Administrators')),
  },
  {
    title: "changes the manager's own groups by a transfer for administrators only",
    call: 'POST /ssp_publisher/user_group/users',
    body: (cast) => ({ user_group_id: cast.managers, user_ids: [] }),
    ...adminOnly(ownGroups),
  },
  {
    title: "changes an administrator's groups by a transfer for administrators only",
    call: 'POST /ssp_publisher/user_group/users',
    body: (cast) => ({ user_group_id: cast.narrow, user_ids: [cast.dana, cast.root] }),
    ...adminOnly(administrator),
  },
  {
    title: 'adds a user in a reachable group',
    call: 'POST /ssp_publisher/user',
    body: newUser((cast) => [cast.narrow]),
    ...both('ok'),
  },
  {
    title: 'adds a user in Administrators for administrators only',
    call: 'POST /ssp_publisher/user',
    body: newUser(() => [1]),
    ...adminOnly(outOfReach('Administrators')),
  },
  {
    title: 'adds a user in a group granting more menus for administrators only',
    call: 'POST /ssp_publisher/user',
    body: newUser(() => [2]),
    ...adminOnly(outOfReach('Publishers')),
  },
  {
    title:
      'puts the manager into Administrators by editing their own user (the probe) for administrators only',
    call: 'PUT /ssp_publisher/user/{user_id}',
    values: (cast) => ({ user_id: cast.manager }),
    body: (cast) => ({ user_name: 'Manager', user_group: [cast.managers, cast.helpers, 1] }),
    ...adminOnly(ownGroups),
  },
  {
    title: 'renames the manager themselves, groups unchanged',
    call: 'PUT /ssp_publisher/user/{user_id}',
    values: (cast) => ({ user_id: cast.manager }),
    body: () => ({ user_name: 'Renamed' }),
    ...both('ok'),
  },
  {
    title: 'moves a user between reachable groups',
    call: 'PUT /ssp_publisher/user/{user_id}',
    values: (cast) => ({ user_id: cast.dana }),
    body: (cast) => ({ user_name: 'Dana', user_group: [cast.helpers, cast.managers] }),
    ...both('ok'),
  },
  {
    title: 'gives a user a group beyond reach for administrators only',
    call: 'PUT /ssp_publisher/user/{user_id}',
    values: (cast) => ({ user_id: cast.dana }),
    body: (cast) => ({ user_name: 'Dana', user_group: [cast.helpers, cast.narrow, 2] }),
    ...adminOnly(outOfReach('Publishers')),
  },
  {
    title: 'takes a user out of a group beyond reach for administrators only',
    call: 'PUT /ssp_publisher/user/{user_id}',
    values: () => ({ user_id: 3 }),
    body: () => ({ user_name: 'Alice Editor', user_group: [2] }),
    ...adminOnly(outOfReach('Publishers')),
  },
  {
    title: 'renames a user whose groups are all within reach',
    call: 'PUT /ssp_publisher/user/{user_id}',
    values: (cast) => ({ user_id: cast.dana }),
    body: () => ({ user_name: 'Renamed' }),
    ...both('ok'),
  },
  {
    title: 'renames a user with a group beyond reach for administrators only',
    call: 'PUT /ssp_publisher/user/{user_id}',
    values: () => ({ user_id: 2 }),
    body: () => ({ user_name: 'Renamed' }),
    ...adminOnly(outOfReach('Publishers')),
  },
  ...(['the admin user', 'a member of Administrators'] as const).map((who): Case => ({
    title: `renames ${who} for administrators only`,
    call: 'PUT /ssp_publisher/user/{user_id}',
    values: (cast) => ({ user_id: who === 'the admin user' ? 1 : cast.root }),
    body: () => ({ user_name: 'Renamed' }),
    ...adminOnly(administrator),
  })),
  {
    title: 'disables a member of Administrators for administrators only',
    call: 'POST /ssp_publisher/user/status',
    body: (cast) => ({ id: cast.root, status: 1 }),
    ...adminOnly(administrator),
  },
  {
    title: 'disables the admin user for nobody',
    call: 'POST /ssp_publisher/user/status',
    body: () => ({ id: 1, status: 1 }),
    ...both({ failed: RECORD_RULES.user.status.reason }),
  },
  {
    title: 'disables a user with a group beyond reach for administrators only',
    call: 'POST /ssp_publisher/user/status',
    body: () => ({ id: 3, status: 1 }),
    ...adminOnly(outOfReach('Publishers')),
  },
  {
    title: 'disables a user with one group within reach and one beyond for administrators only',
    call: 'POST /ssp_publisher/user/status',
    body: (cast) => ({ id: cast.mixed, status: 1 }),
    ...adminOnly(outOfReach('Analysts')),
  },
  {
    title: 'disables a reachable user',
    call: 'POST /ssp_publisher/user/status',
    body: (cast) => ({ id: cast.dana, status: 1 }),
    ...both('ok'),
  },
  {
    title: 'deletes a member of Administrators for administrators only',
    call: 'DELETE /ssp_publisher/user/{user_id}',
    values: (cast) => ({ user_id: cast.root }),
    ...adminOnly(administrator),
  },
  {
    title: 'deletes the admin user for nobody',
    call: 'DELETE /ssp_publisher/user/{user_id}',
    values: () => ({ user_id: 1 }),
    ...both({ failed: RECORD_RULES.user.delete.reason }),
  },
  {
    title: 'deletes a user with a group beyond reach for administrators only',
    call: 'DELETE /ssp_publisher/user/{user_id}',
    values: () => ({ user_id: 3 }),
    ...adminOnly(outOfReach('Publishers')),
  },
  {
    title: 'deletes a user with one group within reach and one beyond for administrators only',
    call: 'DELETE /ssp_publisher/user/{user_id}',
    values: (cast) => ({ user_id: cast.mixed }),
    ...adminOnly(outOfReach('Analysts')),
  },
  {
    title: 'deletes a reachable user',
    call: 'DELETE /ssp_publisher/user/{user_id}',
    values: (cast) => ({ user_id: cast.dana }),
    ...both('ok'),
  },
];

const SIGN_IN: Record<Role, () => Promise<string>> = {
  admin: () => tokenOf(ADMIN),
  manager: () => tokenOf(MANAGER, PASSWORD),
  publisher: () => tokenOf(PUBLISHER),
};

/** The answer an outcome stands for. */
function expected(outcome: Outcome): unknown {
  if (outcome === 'ok') return expect.objectContaining({ success: true, code: 0 });
  if ('failed' in outcome) return { success: false, code: 400, msg: outcome.failed };
  return { success: false, code: 403, msg: outcome.refused, permission_msg: outcome.refused };
}

/** One case made by one role on freshly seeded data. */
async function run(test: Case, role: Role): Promise<{ answer: Answer; changed: boolean; cast: Cast }> {
  resetDb();
  const cast = addManagers();
  const token = await SIGN_IN[role]();
  const [method, path] = test.call.split(' ') as [CallMethod, string];
  const values = Object.fromEntries(
    Object.entries(test.values?.(cast) ?? {}).map(([k, v]) => [k, String(v)]),
  );
  const before = dataSnapshot();
  const answer = await callAs(
    token,
    { method, base: 'v1', path },
    values,
    test.body?.(cast),
    test.query ?? {},
  );
  return { answer, changed: dataSnapshot() !== before, cast };
}

describe('user and group management matrix', () => {
  it('has cases for every user and group call of the authorization table', () => {
    const calls = accessRules()
      .filter((rule) => /^\/ssp_publisher\/user(_group)?(\/|$)/.test(rule.path))
      .map((rule) => callKey(rule).replace(' v1 ', ' '));
    expect(calls.length).toBe(13);
    expect(new Set(CASES.map((test) => test.call))).toEqual(new Set(calls));
  });

  it.each(CASES.map((test) => [test.title, test] as const))('%s', async (_title, test) => {
    for (const role of ['admin', 'manager', 'publisher'] as const) {
      const outcome = role === 'publisher' ? { refused: REFUSAL.msg } : test[role];
      const { answer, changed, cast } = await run(test, role);
      expect({ role, answer }).toEqual({ role, answer: { status: 200, body: expected(outcome) } });
      if (outcome !== 'ok') expect(changed, `${role}: a refused ${test.call} changed the data`).toBe(false);
      else test.shows?.((answer.body as { data: unknown }).data, role, cast);
    }
  });
});
