import { beforeEach, describe, expect, it } from 'vitest';
import { accessControlProvider } from '../../../src/providers/access/accessControlProvider';
import { noGroupLeft } from '../../../src/common/recordRules';
import { call } from '../../../src/providers/http';
import { rearmUnauthorized, setLoginRedirect } from '../../../src/providers/http';
import { forgetMenu } from '../../../src/providers/access/menu';
import { NO_PERMISSION } from '../../../src/mocks/users/access';
import { db } from '../../../src/mocks/store/db';
import { validateRecord } from '../../../src/model/rules';
import user from '../../../src/schemas/user';
import userGroup from '../../../src/schemas/userGroup';
import { ADMIN_EMAIL, loginAs, PUBLISHER_EMAIL } from '../helpers';

const can = (resource: string, action: string, record: Record<string, unknown>) =>
  accessControlProvider.can({ resource, action, params: { record } });

const newUser = { user_name: 'Dana', email: 'dana@demo.test', password: 'Secret#123', user_group: [2] };

beforeEach(() => {
  forgetMenu();
  rearmUnauthorized();
  setLoginRedirect(() => undefined);
});

describe('user and group form rules, with their exact messages', () => {
  const problem = (changes: Record<string, unknown>) =>
    validateRecord(user, { ...newUser, ...changes }, 'create');

  it('requires name, email and groups, and a valid email', () => {
    expect(problem({})).toBeUndefined();
    expect(problem({ user_name: ' ' })).toBe('Please input user name');
    expect(problem({ email: '' })).toBe('Please input email');
    expect(problem({ email: 'dana@demo' })).toBe('Please input a valid email');
    expect(problem({ user_group: [] })).toBe('Please select user group');
  });

  it('wants 8 to 16 characters with a letter, a digit and a symbol on add', () => {
    const weak = 'Password must be 8 to 16 characters with a letter, a digit and a symbol';
    expect(problem({ password: '' })).toBe('Please input password');
    expect(problem({ password: 'Ab#1234' })).toBe(weak);
    expect(problem({ password: 'Ab#12345' })).toBeUndefined();
    expect(problem({ password: 'Ab#1234567890123' })).toBeUndefined();
    expect(problem({ password: 'Ab#12345678901234' })).toBe(weak);
    expect(problem({ password: 'abcdefgh1' })).toBe(weak);
    expect(problem({ password: 'abcdefgh#' })).toBe(weak);
    expect(problem({ password: '12345678#' })).toBe(weak);
  });

  it('does not ask for a password or check the email on edit', () => {
    expect(validateRecord(user, { user_name: 'Dana', user_group: [2] }, 'edit')).toBeUndefined();
  });

  it('requires a group name', () => {
    expect(validateRecord(userGroup, { name: '' }, 'create')).toBe('Please input user group name');
  });
});

describe('accessControlProvider.can on records', () => {
  it('refuses to toggle, delete or regroup an admin user', async () => {
    const admin = { user_id: 1, is_admin: true };
    expect(await can('user', 'status', admin)).toEqual({
      can: false,
      reason: 'The admin user cannot be disabled',
    });
    expect(await can('user', 'delete', admin)).toEqual({
      can: false,
      reason: 'The admin user cannot be deleted',
    });
    expect(await can('user', 'regroup', admin)).toEqual({
      can: false,
      reason: "The admin user's groups cannot be changed",
    });
  });

  it('allows the same on other users', async () => {
    const publisher = { user_id: 2, is_admin: false };
    for (const action of ['status', 'delete', 'regroup'])
      expect((await can('user', action, publisher)).can).toBe(true);
  });

  it('refuses to edit or delete a built-in group and keeps its settings read-only', async () => {
    const builtIn = { id: 1, type: 1 };
    expect(await can('userGroup', 'edit', builtIn)).toEqual({
      can: false,
      reason: 'Built-in user groups cannot be edited',
    });
    expect((await can('userGroup', 'delete', builtIn)).can).toBe(false);
    expect((await can('userGroup', 'setting', builtIn)).can).toBe(false);
    for (const action of ['edit', 'delete', 'setting'])
      expect((await can('userGroup', action, { id: 2, type: 2 })).can).toBe(true);
  });
});

describe('the embedded API refuses what the rules forbid, and changes nothing', () => {
  const api = (path: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE' = 'GET', body?: unknown) =>
    call<Record<string, unknown>>({ path, method, body, silent: true });
  const users = async () =>
    ((await api('/ssp_publisher/user/list')).data as { list: Record<string, unknown>[] }).list;

  it('refuses to disable or delete the admin, or change its groups', async () => {
    await loginAs(ADMIN_EMAIL);
    await expect(api('/ssp_publisher/user/status', 'POST', { id: 1, status: 1 })).rejects.toThrow(
      'The admin user cannot be disabled',
    );
    await expect(api('/ssp_publisher/user/1', 'DELETE')).rejects.toThrow('The admin user cannot be deleted');
    await expect(
      api('/ssp_publisher/user/1', 'PUT', { user_name: 'Admin', user_group: [2] }),
    ).rejects.toThrow("The admin user's groups cannot be changed");
    await expect(
      api('/ssp_publisher/user_group/users', 'POST', { user_group_id: 1, user_ids: [] }),
    ).rejects.toThrow("The admin user's groups cannot be changed");
    const admin = (await users()).find((row) => row.user_id === 1);
    expect(admin).toMatchObject({ status: 0, user_group: [1] });
  });

  it('refuses to leave a user with no group, by the members transfer or by deleting the group', async () => {
    await loginAs(ADMIN_EMAIL);
    // The publisher (user 2) belongs to Publishers only; Bruno (user 4) to Analysts only.
    await expect(
      api('/ssp_publisher/user_group/users', 'POST', { user_group_id: 2, user_ids: [3] }),
    ).rejects.toThrow(noGroupLeft(['Publisher']));
    expect((await users()).find((row) => row.user_id === 2)).toMatchObject({ user_group: [2] });
    await expect(api('/ssp_publisher/user_group/3', 'DELETE')).rejects.toThrow(
      noGroupLeft(['Bruno Analyst']),
    );
    expect(db().groups.some((group) => group.id === 3)).toBe(true);
  });

  it('refuses a weak password and adds a user with a good one', async () => {
    await loginAs(ADMIN_EMAIL);
    await expect(api('/ssp_publisher/user', 'POST', { ...newUser, password: 'weakpass' })).rejects.toThrow(
      'Password must be 8 to 16 characters with a letter, a digit and a symbol',
    );
    expect((await users()).some((row) => row.email === newUser.email)).toBe(false);
    await api('/ssp_publisher/user', 'POST', newUser);
    const added = (await users()).find((row) => row.email === newUser.email);
    expect(added).toMatchObject({ user_name: 'Dana', status: 0, user_group_name: 'Publishers' });
    expect(added).not.toHaveProperty('password');
  });

  it('refuses to edit or delete a built-in group', async () => {
    await loginAs(ADMIN_EMAIL);
    await expect(api('/ssp_publisher/user_group/1', 'PUT', { name: 'Root' })).rejects.toThrow(
      'Built-in user groups cannot be edited',
    );
    await expect(api('/ssp_publisher/user_group/1', 'DELETE')).rejects.toThrow(
      'Built-in user groups cannot be deleted',
    );
    await expect(api('/ssp_publisher/user_group/2', 'PUT', { menu_ids: [] })).rejects.toThrow(
      'Please select menu',
    );
  });

  it('keeps users and groups to those whose menu holds /account/user', async () => {
    await loginAs(PUBLISHER_EMAIL);
    await expect(api('/ssp_publisher/user/list')).rejects.toThrow(NO_PERMISSION);
  });

  it("gives a user the union of their groups' menus, and takes a menu away at the next login", async () => {
    await loginAs(ADMIN_EMAIL);
    const publishers = (
      (await api('/ssp_publisher/user_group/list')).data as { list: { id: number; menu_ids: number[] }[] }
    ).list.find((group) => group.id === 2)!;
    const withoutReport = publishers.menu_ids.filter((id) => id < 60 || id > 69);
    await api('/ssp_publisher/user_group/2', 'PUT', { menu_ids: withoutReport.filter((id) => id !== 90) });

    await loginAs(PUBLISHER_EMAIL);
    const menu = (await api('/menu?menuVersion=2&system=publisher')).data as unknown as { path: string }[];
    expect(menu.map((item) => item.path)).not.toContain('/report');
    // Alice is in Publishers and Analysts: Analysts still grant the Report menu.
    await loginAs('alice@demo.test');
    const aliceMenu = (await api('/menu?menuVersion=2&system=publisher')).data as unknown as {
      path: string;
    }[];
    expect(aliceMenu.map((item) => item.path)).toContain('/report');
  });

  it("limits the site list to the group's data scope", async () => {
    await loginAs('alice@demo.test');
    const sites = async () =>
      ((await api('/ssp_publisher/domain/list?page_size=50')).data as { list: { id: number }[] }).list.map(
        (s) => s.id,
      );
    expect((await sites()).length).toBe(db().sites.length);

    await loginAs(ADMIN_EMAIL);
    await api('/ssp_publisher/user_group/2', 'PUT', { content_site_ids: [1003] });
    await loginAs('alice@demo.test');
    expect((await sites()).sort()).toEqual([1001, 1002, 1003]);
  });

  it("limits the search sites and their landing-page links to the group's search sites", async () => {
    const listed = async (path: string, key: string) =>
      ((await api(`${path}?page_size=50`)).data as { list: Record<string, unknown>[] }).list.map(
        (row) => row[key],
      );
    await loginAs(PUBLISHER_EMAIL);
    expect(await listed('/ssp_publisher/search_site/list', 'domain')).not.toContain('partnerdata.example');
    expect(await listed('/ssp_publisher/link/list', 'id')).toEqual([5003, 5002, 5001]);

    await loginAs(ADMIN_EMAIL);
    await api('/ssp_publisher/user_group/2', 'PUT', { search_site_ids: [4002] });
    await loginAs(PUBLISHER_EMAIL);
    expect(await listed('/ssp_publisher/search_site/list', 'domain')).toEqual(['parkedsearch.example']);
    expect(await listed('/ssp_publisher/link/list', 'domain')).toEqual(['parkedsearch.example']);
    await expect(api('/ssp_publisher/link/5001')).rejects.toThrow(NO_PERMISSION);
  });
});
