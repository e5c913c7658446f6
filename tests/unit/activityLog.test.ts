// The embedded API records every create, update, delete and status change made through it in the
// activity log (who, when, which resource and record, each field before and after), and serves the
// log to those whose menu holds Account > Activity Log.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_PERMISSION } from '../../src/mocks/users/access';
import { fieldChanges } from '../../src/mocks/activity/changes';
import { HIDDEN } from '../../src/common/activityKinds';
import { activityLog } from '../../src/mocks/activity/recorder';
import { call, setErrorToast } from '../../src/providers/http';
import { csvRecords } from '../fixtures/parseCsv';
import { linkBody } from './fixtures/linkBody';
import { ADMIN_EMAIL, PUBLISHER_EMAIL, loginAs } from './helpers';

const send = (method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown = {}) =>
  call({ method, path, body, silent: true });

interface Entry {
  user_id: number;
  user_name: string;
  email: string;
  created_time: string;
  resource: string;
  record_id: string;
  action: string;
  fields: string;
  changes: { field: string; before?: unknown; after?: unknown }[];
}

const entries = () => activityLog() as unknown as Entry[];
const last = () => entries()[entries().length - 1];
const changeOf = (entry: Entry, field: string) => entry.changes.find((change) => change.field === field);

beforeEach(async () => {
  setErrorToast(vi.fn());
  await loginAs(ADMIN_EMAIL);
});

describe('what the activity log records', () => {
  it('a create: who, when, the resource, the new id and every field after', async () => {
    const before = Date.now();
    await send('POST', '/ssp_publisher/user_group', { name: 'Editors', menu_ids: [1] });
    const entry = last();
    expect(entry).toMatchObject({
      user_id: 1,
      user_name: 'Admin',
      email: ADMIN_EMAIL,
      resource: 'User Group',
      action: 'create',
    });
    expect(Date.parse(`${entry.created_time.replace(' ', 'T')}Z`)).toBeGreaterThanOrEqual(before - 1000);
    expect(changeOf(entry, 'name')).toEqual({ field: 'name', label: 'User Group Name', after: 'Editors' });
    expect(entry.record_id).not.toBe('');
    expect(entry.changes.every((change) => !('before' in change))).toBe(true);
  });

  it('an update: only the fields that changed, before and after', async () => {
    await send('PUT', '/ssp_publisher/user/3', { user_name: 'Alice Chief', user_group: [2, 3] });
    expect(last()).toMatchObject({
      resource: 'User',
      record_id: '3',
      action: 'update',
      fields: 'user_name',
      changes: [{ field: 'user_name', before: 'Alice Editor', after: 'Alice Chief' }],
    });
  });

  it('a status change: the status before and after, by the status call', async () => {
    await send('POST', '/ssp_publisher/user/status', { id: 4, status: 0 });
    expect(last()).toMatchObject({
      resource: 'User',
      record_id: '4',
      action: 'status',
      changes: [{ field: 'status', before: 1, after: 0 }],
    });
    await send('PUT', '/ssp_publisher/postback/status', { postback_id: 3101, status: 2 });
    expect(last()).toMatchObject({
      resource: 'Postback Setting',
      record_id: '3101',
      action: 'status',
      changes: [{ field: 'status', before: 1, after: 2 }],
    });
  });

  it('a delete: every field before, none after, and never a password', async () => {
    await send('DELETE', '/ssp_publisher/user/2');
    const entry = last();
    expect(entry).toMatchObject({ resource: 'User', record_id: '2', action: 'delete' });
    expect(changeOf(entry, 'email')).toEqual({ field: 'email', label: 'Email', before: PUBLISHER_EMAIL });
    expect(changeOf(entry, 'password')).toEqual({ field: 'password', label: 'Password', before: HIDDEN });
    // A deleted record keeps the name it had.
    expect(entry).toMatchObject({ record_name: 'Publisher' });
    expect(JSON.stringify(entries())).not.toContain('Demo@1234');
  });

  it("names the record, each field by its schema label and each option value by its option's label", async () => {
    await send('POST', '/ssp_publisher/user/status', { id: 4, status: 0 });
    expect(last()).toMatchObject({
      record_id: '4',
      record_name: expect.stringMatching(/\S/),
      changes: [
        {
          field: 'status',
          label: 'Status',
          before: 1,
          after: 0,
          before_label: 'Disabled',
          after_label: 'Active',
        },
      ],
    });
    await send('PUT', '/ssp_publisher/user/3', { user_name: 'Alice Chief', user_group: [2, 3] });
    expect(last()).toMatchObject({
      record_name: 'Alice Chief',
      changes: [{ field: 'user_name', label: 'User Name', before: 'Alice Editor', after: 'Alice Chief' }],
    });
    // A resource without a record label (a postback) names none.
    await send('PUT', '/ssp_publisher/postback/status', { postback_id: 3101, status: 2 });
    expect(last()).toMatchObject({ record_id: '3101', record_name: '' });
    // One named by its recordName instead (a link: its site and main keyword).
    await send('POST', '/ssp_publisher/link', linkBody());
    expect(last()).toMatchObject({ action: 'create', record_name: 'findit.example · trail shoes' });
  });

  it('records the user who made the change', async () => {
    await loginAs(PUBLISHER_EMAIL);
    await send('PUT', '/ssp_publisher/postback/status', { postback_id: 3102, status: 1 });
    expect(last()).toMatchObject({ user_id: 2, user_name: 'Publisher', record_id: '3102', action: 'status' });
  });

  it('records nothing for reads, refused calls and calls that change nothing', async () => {
    await call({ path: '/ssp_publisher/user/list', query: { page_index: 1, page_size: 20 } });
    await expect(send('DELETE', '/ssp_publisher/user/1')).rejects.toThrow();
    await send('POST', '/ssp_publisher/user/status', { id: 2, status: 0 });
    expect(entries()).toEqual([]);
  });
});

describe('fieldChanges', () => {
  it('leaves out fields that did not change and the time every save sets', () => {
    expect(
      fieldChanges(
        { a: 1, list: [1, 2], updated_time: 'x', token: 'old' },
        { a: 1, list: [1, 3], updated_time: 'y', token: 'new' },
      ),
    ).toEqual([
      { field: 'list', before: [1, 2], after: [1, 3] },
      { field: 'token', before: HIDDEN, after: HIDDEN },
    ]);
  });
});

describe('GET /ssp_publisher/activity/list', () => {
  const list = (query: Record<string, unknown> = {}) =>
    call<{ list: Entry[]; total: number }>({
      path: '/ssp_publisher/activity/list',
      query: { page_index: 1, page_size: 20, ...query },
      silent: true,
    });

  it('lists newest first and filters by user, resource and dates', async () => {
    await send('POST', '/ssp_publisher/user/status', { id: 4, status: 0 });
    await send('PUT', '/ssp_publisher/postback/status', { postback_id: 3101, status: 2 });
    await loginAs(PUBLISHER_EMAIL);
    await send('PUT', '/ssp_publisher/postback/status', { postback_id: 3102, status: 1 });
    await loginAs(ADMIN_EMAIL);

    const all = await list();
    expect(all.data?.total).toBe(3);
    expect(all.data?.list.map((entry) => entry.record_id)).toEqual(['3102', '3101', '4']);
    const byUser = await list({ user: 'publ' });
    expect(byUser.data?.list.map((entry) => entry.record_id)).toEqual(['3102']);
    const byResource = await list({ resource: 'User' });
    expect(byResource.data?.list.map((entry) => entry.record_id)).toEqual(['4']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list({ begin_date: today, end_date: today })).data?.total).toBe(3);
    expect((await list({ begin_date: '2001-01-01', end_date: '2001-01-02' })).data?.total).toBe(0);
  });

  it('exports the filtered entries as CSV, every page', async () => {
    await send('POST', '/ssp_publisher/user/status', { id: 4, status: 0 });
    await send('PUT', '/ssp_publisher/postback/status', { postback_id: 3101, status: 2 });
    const params = new URLSearchParams({ page_index: '1', page_size: '9999', resource: 'User' });
    const response = await fetch(
      `http://localhost/gamebridge-manager/v1/ssp_publisher/activity/export?${params}`,
      {
        headers: { Authorization: localStorage.getItem('token') ?? '' },
      },
    );
    expect(response.headers.get('Content-Type')).toContain('text/csv');
    const rows = csvRecords(await response.text());
    expect(
      rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, cell]) => [key, cell.text]))),
    ).toEqual([
      expect.objectContaining({
        user_name: 'Admin',
        resource: 'User',
        record_id: '4',
        action: 'Status change',
        fields: 'status',
      }),
    ]);
  });

  it('is refused to a user whose menu does not hold Activity Log', async () => {
    await loginAs(PUBLISHER_EMAIL);
    await expect(list()).rejects.toThrow(NO_PERMISSION);
  });

  it('offers the resources whose changes it records as the resource filter', async () => {
    const answer = await call<{ value: string; label: string }[]>({
      path: '/ssp_publisher/activity/resources',
    });
    const labels = answer.data?.map((option) => option.label) ?? [];
    expect(labels).toEqual(expect.arrayContaining(['User', 'User Group', 'Postback Setting', 'Site List']));
    expect(labels).not.toContain('Activity Log');
  });
});
