// The user calls of the embedded API, answer by answer: what a create, an edit, a status change
// and a delete answer and store, and each refusal of the handler word for word (the refusals of
// who may manage whom are the authorization matrix's, tests/unit/authorization/userGroupMatrix.test.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../src/mocks/store/db';
import { callAs, tokenOf, type Answer } from '../authorization/requests';
import { ADMIN } from '../authorization/users';

let admin: string;
beforeEach(async () => {
  admin = await tokenOf(ADMIN);
});

const v1 = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string) => ({
  method,
  base: 'v1' as const,
  path,
});
const create = (body: unknown) => callAs(admin, v1('POST', '/ssp_publisher/user'), {}, body);
const edit = (id: number, body: unknown) =>
  callAs(admin, v1('PUT', '/ssp_publisher/user/{user_id}'), { user_id: String(id) }, body);
const setStatus = (body: unknown) => callAs(admin, v1('POST', '/ssp_publisher/user/status'), {}, body);
const remove = (id: number) =>
  callAs(admin, v1('DELETE', '/ssp_publisher/user/{user_id}'), { user_id: String(id) });

const failed = (msg: string) => ({ status: 200, body: { success: false, code: 400, msg } });
const dataOf = (answer: Answer) => (answer.body as { data: Record<string, unknown> }).data;
const stored = (id: number) => db().users.find((user) => user.user_id === id);
const ERIN = {
  user_name: '  Erin  ',
  email: ' Erin@Demo.test ',
  password: 'Erin@1234',
  user_group: [3, '2'],
};

describe('POST /ssp_publisher/user', () => {
  it('adds a user of the caller company: name trimmed, email lower-cased, active, from the console', async () => {
    const answer = await create(ERIN);
    const data = dataOf(answer);
    expect(answer.status).toBe(200);
    expect(data).toEqual({
      user_id: expect.any(Number) as number,
      user_name: 'Erin',
      email: 'erin@demo.test',
      user_group: [3, 2],
      company_id: 'company_100',
      is_admin: false,
      status: 0,
      source: 'console',
      created_time: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) as string,
      user_group_name: 'Publishers, Analysts',
    });
    expect(stored(data.user_id as number)).toMatchObject({ password: 'Erin@1234', email: 'erin@demo.test' });
  });

  it.each([
    [{ ...ERIN, user_name: '   ' }, 'Please input user name'],
    [{ ...ERIN, email: 'not-an-email' }, 'Please input a valid email'],
    [
      { ...ERIN, password: 'short' },
      'Password must be 8 to 16 characters with a letter, a digit and a symbol',
    ],
    [{ ...ERIN, user_group: [] }, 'Please select user group'],
    [{ ...ERIN, user_group: [3, 404] }, 'User group 404 does not exist'],
    [{ ...ERIN, email: 'ALICE@demo.test' }, 'A user with the email alice@demo.test already exists'],
  ])('refuses %o: %s, and stores nothing', async (body, msg) => {
    const before = db().users.length;
    expect(await create(body)).toEqual(failed(msg));
    expect(db().users).toHaveLength(before);
  });
});

describe('PUT /ssp_publisher/user/{user_id}', () => {
  it('renames a user and changes their groups, and answers the row without its password', async () => {
    const answer = await edit(4, { user_name: ' Bruno A. ', email: 'bruno@demo.test', user_group: [2] });
    expect(dataOf(answer)).toEqual({
      user_id: 4,
      user_name: 'Bruno A.',
      email: 'bruno@demo.test',
      company_id: 'company_100',
      is_admin: false,
      user_group: [2],
      status: 1,
      created_time: stored(4)?.created_time,
      source: 'seed',
      user_group_name: 'Publishers',
    });
    expect(stored(4)).toMatchObject({ user_name: 'Bruno A.', user_group: [2], password: expect.any(String) });
  });

  it('keeps the groups when the body names none', async () => {
    expect(dataOf(await edit(3, { user_name: 'Alice' }))).toMatchObject({
      user_name: 'Alice',
      user_group: [2, 3],
    });
  });

  it.each([
    [404, { user_name: 'Nobody' }, 'User not found'],
    [3, { user_name: 'Alice', email: 'other@demo.test' }, 'The email cannot be changed'],
    [1, { user_name: 'Admin', user_group: [1, 2] }, "The admin user's groups cannot be changed"],
    [3, { user_name: '' }, 'Please input user name'],
    [3, { user_name: 'Alice', user_group: [] }, 'Please select user group'],
    [3, { user_name: 'Alice', user_group: [405] }, 'User group 405 does not exist'],
  ])('refuses user %i with %o: %s, and changes nothing', async (id, body, msg) => {
    const before = JSON.stringify(db().users);
    expect(await edit(id, body)).toEqual(failed(msg));
    expect(JSON.stringify(db().users)).toBe(before);
  });
});

describe('POST /ssp_publisher/user/status', () => {
  it('disables a user, ending their sessions, and enables them again', async () => {
    const alice = await tokenOf('alice@demo.test');
    expect(dataOf(await setStatus({ id: 3, status: 1 }))).toMatchObject({ user_id: 3, status: 1 });
    expect(Object.keys(db().sessions)).not.toContain(alice);
    expect(dataOf(await setStatus({ id: 3, status: 0 }))).toMatchObject({ user_id: 3, status: 0 });
    expect(dataOf(await setStatus({ id: 3, status: 0 }))).not.toHaveProperty('password');
  });

  it.each([
    [{ id: 404, status: 1 }, 'User not found'],
    [{ id: 3, status: 2 }, 'Status must be 0 (active) or 1 (disabled)'],
    [{ id: 1, status: 1 }, 'The admin user cannot be disabled'],
  ])('refuses %o: %s', async (body, msg) => {
    const before = JSON.stringify(db().users);
    expect(await setStatus(body)).toEqual(failed(msg));
    expect(JSON.stringify(db().users)).toBe(before);
  });
});

describe('DELETE /ssp_publisher/user/{user_id}', () => {
  it('deletes a user and ends their sessions', async () => {
    const publisher = await tokenOf('publisher@demo.test');
    expect(await remove(2)).toEqual({ status: 200, body: { success: true, code: 0, msg: 'ok', data: null } });
    expect(stored(2)).toBeUndefined();
    expect(Object.keys(db().sessions)).not.toContain(publisher);
  });

  it.each([
    [404, 'User not found'],
    [1, 'The admin user cannot be deleted'],
  ])('refuses user %i: %s', async (id, msg) => {
    const before = db().users.length;
    expect(await remove(id)).toEqual(failed(msg));
    expect(db().users).toHaveLength(before);
  });
});
