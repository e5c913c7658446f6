// What a resource module may declare about a delete, a status change and a permission refusal
// (src/mocks/generic/served.ts: kept, then, badStatus, forbidden), on a throwaway schema whose
// delete is a row action's call, as the users' and the user groups' are.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineResource } from '../../src/model/defineResource';
import { required } from '../../src/model/rules';
import { serveResource } from '../../src/mocks/generic/served';
import { call, setErrorToast } from '../../src/providers/http';
import { registry } from '../../src/schemas';
import { throwawayHead } from './fixtures/throwaway';
import { ADMIN_EMAIL, loginAs } from './helpers';

interface TrinketRow {
  trinket_id: number;
  name: string;
  status: number;
  created_time: string;
}

const head = throwawayHead('trinket', 'Trinket', '/widget', 3, 'trinket_id');
const trinket = defineResource<TrinketRow>()({
  ...head,
  api: { list: head.api.list, create: head.api.create },
  fields: [
    { key: 'trinket_id', label: 'ID', column: true },
    { key: 'name', label: 'Name', column: true, form: { rules: [required('Please input name')] } },
    { key: 'status', label: 'Status', column: true },
  ],
  statusToggle: {
    key: 'status',
    on: 1,
    off: 2,
    call: { method: 'POST', path: '/ssp_publisher/trinket/status' },
  },
  rowActions: [
    {
      kind: 'call',
      label: 'Delete',
      call: { method: 'DELETE', path: '/ssp_publisher/trinket/{trinket_id}' },
    },
  ],
});

let rows: TrinketRow[] = [];
const done: string[] = [];

serveResource(trinket, {
  rows: () => rows,
  badStatus: 'Status must be 1 (on) or 2 (off)',
  kept: {
    status: (row) => (row.name === 'fixed' ? 'A fixed trinket keeps its status' : undefined),
    delete: (row) => (row.name === 'fixed' ? 'A fixed trinket cannot be deleted' : undefined),
  },
  then: {
    status: (row) => done.push(`status ${String(row.trinket_id)} ${String(row.status)}`),
    delete: (row) => done.push(`delete ${String(row.trinket_id)}`),
  },
  forbidden: ({ name }) => (name === 'secret' ? 'You cannot name a trinket secret' : undefined),
});

const send = (method: 'POST' | 'DELETE', path: string, body?: unknown) =>
  call<Record<string, unknown>>({ method, path: `/ssp_publisher/trinket${path}`, body, silent: true });

beforeAll(() => registry.push(trinket));
afterAll(() => registry.splice(registry.indexOf(trinket), 1));
beforeEach(async () => {
  setErrorToast(vi.fn());
  rows = [
    { trinket_id: 1, name: 'loose', status: 1, created_time: '2025-01-01 00:00:00' },
    { trinket_id: 2, name: 'fixed', status: 1, created_time: '2025-01-01 00:00:00' },
  ];
  done.length = 0;
  await loginAs(ADMIN_EMAIL);
});

describe('a delete and a status change the module declares', () => {
  it("deletes with the row action's call, then does what it declares (`then`)", async () => {
    await send('DELETE', '/1');
    expect(rows.map((row) => row.trinket_id)).toEqual([2]);
    expect(done).toEqual(['delete 1']);
  });

  it('refuses a delete the module keeps (`kept`), changing nothing', async () => {
    await expect(send('DELETE', '/2')).rejects.toMatchObject({
      message: 'A fixed trinket cannot be deleted',
    });
    expect(rows).toHaveLength(2);
    expect(done).toEqual([]);
  });

  it('sets a status, then does what it declares; a kept record keeps its status', async () => {
    await send('POST', '/status', { trinket_id: 1, status: 2 });
    expect(rows[0].status).toBe(2);
    expect(done).toEqual(['status 1 2']);
    await expect(send('POST', '/status', { trinket_id: 2, status: 2 })).rejects.toMatchObject({
      message: 'A fixed trinket keeps its status',
    });
    expect(rows[1].status).toBe(1);
  });

  it('refuses a status not one of the two with its own words (`badStatus`), before asking `kept`', async () => {
    await expect(send('POST', '/status', { trinket_id: 2, status: 3 })).rejects.toMatchObject({
      message: 'Status must be 1 (on) or 2 (off)',
    });
  });
});

describe('a permission refusal the module declares (`forbidden`)', () => {
  it('answers the authorization refusal with its text after the other checks, storing nothing', async () => {
    const answer = await fetch('http://localhost/gamebridge-manager/v1/ssp_publisher/trinket', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: String(localStorage.getItem('token')) },
      body: JSON.stringify({ name: 'secret' }),
    });
    const body = (await answer.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      success: false,
      code: 403,
      permission_msg: 'You cannot name a trinket secret',
    });
    await expect(send('POST', '', { name: '' })).rejects.toMatchObject({ message: 'Please input name' });
    expect(rows).toHaveLength(2);
  });
});
