// Sorting a list on the server: the dataProvider sends Refine's sorter as sort_field and
// sort_order (only for a sortable column or the default sort), and the embedded API sorts every
// page by it, hand-written lists and the generic handler alike, stable on the default order.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sortRows } from '../../src/common/listSort';
import type { FieldDef } from '../../src/model/types';
import { createDataProvider } from '../../src/providers/data/dataProvider';
import { call, setErrorToast } from '../../src/providers/http';
import { registry } from '../../src/schemas';
import { gizmo } from './fixtures/gizmo';
import { ADMIN_EMAIL, loginAs, recordRequests } from './helpers';

type Row = Record<string, unknown>;
const dataProvider = createDataProvider(registry);

/** The gizmo fixture with a sortable name column: served by the generic handler. */
const sortedGizmo = {
  ...gizmo,
  fields: gizmo.fields.map((field): FieldDef =>
    field.key === 'name' ? { ...field, column: { sortable: true } } : field,
  ),
};

beforeAll(() => {
  registry.push(sortedGizmo);
});
afterAll(() => {
  registry.splice(registry.indexOf(sortedGizmo), 1);
});
beforeEach(async () => {
  setErrorToast(vi.fn());
  await loginAs(ADMIN_EMAIL);
});

async function rowsOf(path: string, query: Row = {}): Promise<Row[]> {
  const answer = await call<{ list: Row[] }>({ path, query: { page_index: 1, page_size: 50, ...query } });
  return answer.data?.list ?? [];
}
const units = async (query: Row = {}) =>
  (await rowsOf('/ssp_publisher/adunit/list', query)).map((row) => row.zone_name);

describe('the embedded API sorts lists by sort_field and sort_order', () => {
  it('keeps the default order (newest first) without a sort, or with a broken one', async () => {
    const newestFirst = ['puzzle_reward', 'reader_video', 'reader_banner', 'puzzle_open'];
    expect(await units()).toEqual(newestFirst);
    expect(await units({ sort_field: 'price', sort_order: 'sideways' })).toEqual(newestFirst);
    expect(await units({ sort_field: 'no_such_key', sort_order: 'asc' })).toEqual(newestFirst);
    // A key the rows have but no schema lets a list sort by.
    expect(await units({ sort_field: 'instream_url', sort_order: 'desc' })).toEqual(newestFirst);
  });

  it('sorts numbers by value, both ways, on every page', async () => {
    expect(await units({ sort_field: 'price', sort_order: 'asc' })).toEqual([
      'reader_banner',
      'puzzle_open',
      'puzzle_reward',
      'reader_video',
    ]);
    expect(await units({ sort_field: 'price', sort_order: 'desc' })).toEqual([
      'reader_video',
      'puzzle_reward',
      'puzzle_open',
      'reader_banner',
    ]);
    // The sort comes before the paging: page 2 of 2 holds the two most expensive units.
    expect(await units({ sort_field: 'price', sort_order: 'asc', page_index: 2, page_size: 2 })).toEqual([
      'puzzle_reward',
      'reader_video',
    ]);
  });

  it('is stable: rows with the same value keep the default order', async () => {
    expect(await units({ sort_field: 'app_name', sort_order: 'asc' })).toEqual([
      'reader_video',
      'reader_banner',
      'puzzle_reward',
      'puzzle_open',
    ]);
    expect(await units({ sort_field: 'app_name', sort_order: 'desc' })).toEqual([
      'puzzle_reward',
      'puzzle_open',
      'reader_video',
      'reader_banner',
    ]);
  });

  it('puts the zero date (never audited) last, whichever the direction', async () => {
    for (const order of ['asc', 'desc']) {
      const rows = await rowsOf('/ssp_publisher/adunit/list', {
        sort_field: 'audit_time',
        sort_order: order,
      });
      const times = rows.map((row) => String(row.audit_time));
      const firstZero = times.findIndex((time) => time.startsWith('0001-01-01'));
      expect(firstZero).toBeGreaterThan(0);
      expect(times.slice(firstZero).every((time) => time.startsWith('0001-01-01'))).toBe(true);
      const dated = times.slice(0, firstZero);
      expect(dated).toEqual(
        [...dated].sort((a, b) => (order === 'asc' ? a.localeCompare(b) : b.localeCompare(a))),
      );
    }
  });

  it('sorts hand-written lists that page by their own names (the site list: page)', async () => {
    const answer = await call<{ list: Row[] }>({
      path: '/ssp_publisher/domain/list',
      query: { page: 1, page_size: 50, sort_field: 'id', sort_order: 'asc' },
    });
    const ids = (answer.data?.list ?? []).map((row) => Number(row.id));
    expect(ids.length).toBeGreaterThan(3);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('the generic handler sorts by a sortable column, text in natural order and any case', async () => {
    for (const name of ['zz_b2', 'zz_a10', 'zz_B1', 'zz_a9'])
      await dataProvider.create({ resource: 'gizmo', variables: { name, status: 1 } });
    const names = async (order: 'asc' | 'desc') =>
      (
        await dataProvider.getList({
          resource: 'gizmo',
          pagination: { currentPage: 1, pageSize: 20 },
          filters: [{ field: 'name', operator: 'eq', value: 'zz_' }],
          sorters: [{ field: 'name', order }],
        })
      ).data.map((row) => (row as Row).name);
    expect(await names('asc')).toEqual(['zz_a9', 'zz_a10', 'zz_B1', 'zz_b2']);
    expect(await names('desc')).toEqual(['zz_b2', 'zz_B1', 'zz_a10', 'zz_a9']);
    // Not a sortable column: the generic handler keeps the default order (newest first).
    const byStatus = await rowsOf('/ssp_publisher/gizmo/list', {
      name: 'zz_',
      sort_field: 'status',
      sort_order: 'asc',
    });
    expect(byStatus.map((row) => row.name)).toEqual(['zz_a9', 'zz_B1', 'zz_a10', 'zz_b2']);
  });
});

describe('the dataProvider sends the sort', () => {
  let recorder: ReturnType<typeof recordRequests>;
  beforeEach(() => {
    recorder = recordRequests();
  });
  afterEach(() => recorder.stop());
  const lastQuery = () => Object.fromEntries(recorder.requests[recorder.requests.length - 1].query);

  it('as sort_field and sort_order beside the paging and filters, for a sortable column', async () => {
    await dataProvider.getList({
      resource: 'adUnit',
      pagination: { currentPage: 1, pageSize: 20 },
      filters: [{ field: 'status', operator: 'eq', value: 1 }],
      sorters: [{ field: 'price', order: 'desc' }],
    });
    expect(lastQuery()).toEqual({
      page_index: '1',
      page_size: '20',
      status: '1',
      sort_field: 'price',
      sort_order: 'desc',
    });
  });

  it('not for a column the schema does not let sort (a sorter typed into the address)', async () => {
    await dataProvider.getList({
      resource: 'adUnit',
      pagination: { currentPage: 1, pageSize: 20 },
      sorters: [{ field: 'status', order: 'asc' }],
    });
    expect(lastQuery()).toEqual({ page_index: '1', page_size: '20' });
  });
});

describe('sortRows', () => {
  it('leaves rows without the field as they are', () => {
    const rows = [{ a: 2 }, { a: 1 }];
    expect(sortRows(rows, { field: 'b', order: 'asc' })).toBe(rows);
    expect(sortRows(rows, undefined)).toBe(rows);
  });
});
