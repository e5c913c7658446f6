import { IDBFactory } from 'fake-indexeddb';
import dayjs from 'dayjs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { breadcrumbLabels, buildScreens } from '../../src/App';
import { DataStore } from '../../src/mocks/store/dataStore';
import { db } from '../../src/mocks/store/db';
import { menuIdOf } from '../../src/mocks/menuTree';
import { accessControlProvider } from '../../src/providers/access/accessControlProvider';
import { createDataProvider } from '../../src/providers/data/dataProvider';
import { call, rearmUnauthorized, setErrorToast, setLoginRedirect } from '../../src/providers/http';
import { forgetMenu, loadMenu, type MenuItem } from '../../src/providers/access/menu';
import { registry } from '../../src/schemas';
import { gizmo } from './fixtures/gizmo';
import { ADMIN_EMAIL, loginAs, PUBLISHER_EMAIL } from './helpers';

const dataProvider = createDataProvider(registry);
const GIZMO_MENU_ID = menuIdOf('/widget/gizmos');

type Row = Record<string, unknown>;

async function list(filters: { field: string; value: unknown }[] = [], pageSize = 20) {
  const answer = await dataProvider.getList({
    resource: 'gizmo',
    pagination: { currentPage: 1, pageSize },
    filters: filters.map((filter) => ({ ...filter, operator: 'eq' as const })),
  });
  return { rows: answer.data as Row[], total: answer.total };
}

const create = (variables: Row) => dataProvider.create({ resource: 'gizmo', variables });
const update = (id: number, variables: Row) => dataProvider.update({ resource: 'gizmo', id, variables });
const show = async (id: number) => (await dataProvider.getOne({ resource: 'gizmo', id })).data as Row;
const canOpen = (path: string) => accessControlProvider.can({ action: 'list', params: { path } });
const childNames = (menu: MenuItem[], group: string) =>
  (menu.find((item) => item.name === group)?.children ?? []).map((item) => item.name);

beforeAll(() => {
  registry.push(gizmo);
});
afterAll(() => {
  registry.splice(registry.indexOf(gizmo), 1);
});
beforeEach(async () => {
  forgetMenu();
  rearmUnauthorized();
  setLoginRedirect(() => undefined);
  setErrorToast(() => undefined);
  await loginAs(ADMIN_EMAIL);
});
afterEach(() => forgetMenu());

describe('a resource made of one schema file', () => {
  it('gets a route, a screen title and a breadcrumb label from the engine', () => {
    const screens = buildScreens(registry, []);
    const screen = screens.find((candidate) => candidate.path === '/widget/gizmos');

    expect(screen).toMatchObject({ title: 'Gizmos', accessPath: '/widget/gizmos', resource: 'gizmo' });
    expect(breadcrumbLabels(screens)['/widget/gizmos']).toBe('Gizmos');
  });

  it("shows in the admin's menu under its declared group, and the route guard lets the admin in", async () => {
    const menu = await loadMenu();

    expect(childNames(menu, 'Widget')).toEqual(['List', 'Gizmos']);
    const entry = menu.find((item) => item.name === 'Widget')?.children?.[1];
    expect(entry).toEqual({ id: GIZMO_MENU_ID, name: 'Gizmos', path: '/widget/gizmos', sort: 2 });
    expect(await canOpen('/widget/gizmos')).toEqual({ can: true });
  });

  it('is granted to the built-in group at once, to another group when the admin grants it in the User Group screen', async () => {
    const tree = await call<MenuItem[]>({ path: '/ssp_publisher/user_group/menu_tree' });
    expect(childNames(tree.data ?? [], 'Widget')).toEqual(['List', 'Gizmos']);
    const groups = await call<{ list: { id: number; menu_ids: number[] }[] }>({
      path: '/ssp_publisher/user_group/list',
      query: { page_index: 1, page_size: 20 },
    });
    expect(groups.data?.list.find((group) => group.id === 1)?.menu_ids).toContain(GIZMO_MENU_ID);
    const publishers = db().groups.find((group) => group.id === 2);
    expect(publishers?.menu_ids).not.toContain(GIZMO_MENU_ID);

    await loginAs(PUBLISHER_EMAIL);
    expect(await canOpen('/widget/gizmos')).toEqual({
      can: false,
      reason: 'This screen is not in your menu.',
    });

    await loginAs(ADMIN_EMAIL);
    await call({
      method: 'PUT',
      path: '/ssp_publisher/user_group/2',
      body: { menu_ids: [...(publishers?.menu_ids ?? []), GIZMO_MENU_ID] },
    });
    forgetMenu();
    await loginAs(PUBLISHER_EMAIL);
    expect(await canOpen('/widget/gizmos')).toEqual({ can: true });
  });

  it('lists seed rows made from its field kinds, newest first, paged by its own parameters', async () => {
    const all = await list();
    expect(all.total).toBe(3);
    expect(all.rows.map((row) => [row.gizmo_id, row.name, row.status])).toEqual([
      [1, 'Gizmo Na 1', 1],
      [2, 'Gizmo Na 2', 2],
      [3, 'Gizmo Na 3', 1],
    ]);

    const firstPage = await list([], 2);
    expect(firstPage.rows).toHaveLength(2);
    expect(firstPage.total).toBe(3);
  });

  it('filters: text contains (any case), select equals, date range between both ends', async () => {
    const ids = async (filters: { field: string; value: unknown }[]) =>
      (await list(filters)).rows.map((row) => row.gizmo_id);

    expect(await ids([{ field: 'name', value: 'na 3' }])).toEqual([3]);
    expect(await ids([{ field: 'status', value: 2 }])).toEqual([2]);
    const fiveDaysAgo = dayjs().subtract(5, 'day').format('YYYY-MM-DD');
    const today = dayjs().format('YYYY-MM-DD');
    expect(
      await ids([
        { field: 'begin_date', value: fiveDaysAgo },
        { field: 'end_date', value: today },
      ]),
    ).toEqual([1, 2]);
  });

  it('creates a record, trimmed, with its id and created time', async () => {
    const { data } = await create({ name: '  Lamp ', status: 2 });

    expect(data).toMatchObject({ gizmo_id: 4, name: 'Lamp', status: 2 });
    expect(String((data as Row).created_time).slice(0, 10)).toBe(dayjs().format('YYYY-MM-DD'));
    const after = await list();
    expect(after.total).toBe(4);
    expect(after.rows[0].name).toBe('Lamp');
  });

  it('stores only the fields its schema declares, whatever else the body carries', async () => {
    const { data } = await create({ name: 'Lamp', status: 1, padding: 'x'.repeat(100_000), gizmo_id: 99 });
    expect(Object.keys(data as Row)).not.toContain('padding');
    expect((data as Row).gizmo_id).toBe(4);
    expect(JSON.stringify((await list()).rows)).not.toContain('xxxx');
  });

  it.each([
    [{ name: '', status: 1 }, 'Please input gizmo name'],
    [{ name: 'x'.repeat(11), status: 1 }, 'Gizmo Name cannot be longer than 10 characters'],
    [{ name: 'Lamp' }, 'Please choose a status'],
    [{ name: 'Lamp', status: 7 }, "Status: '7' is not one of the choices"],
  ])('refuses %j with its rule message and adds nothing', async (values, message) => {
    await expect(create(values)).rejects.toMatchObject({ message });
    expect((await list()).total).toBe(3);
  });

  it('edits a record and shows it; a broken edit changes nothing', async () => {
    await update(2, { name: 'Renamed', status: 1, gizmo_id: 99 });
    expect(await show(2)).toMatchObject({ gizmo_id: 2, name: 'Renamed', status: 1 });

    await expect(update(2, { name: ' ' })).rejects.toMatchObject({ message: 'Please input gizmo name' });
    expect((await show(2)).name).toBe('Renamed');
    await expect(update(99, { name: 'Ghost' })).rejects.toMatchObject({ message: 'Gizmos 99 not found' });
  });

  it('deletes a record with its delete call', async () => {
    await call({ method: 'DELETE', path: '/ssp_publisher/gizmo/3' });

    expect((await list()).rows.map((row) => row.gizmo_id)).toEqual([1, 2]);
  });

  it('answers 401 to a request without a session', async () => {
    const response = await fetch('http://localhost/gamebridge-manager/v1/ssp_publisher/gizmo/list');

    expect(response.status).toBe(401);
  });

  it('keeps its records and every older stored record after a reload, with no version bump', async () => {
    await create({ name: 'Kept', status: 1 });
    await call({ method: 'POST', path: '/ssp_publisher/channel', body: { name: 'Kept channel' } });
    const version = db().version;

    // The page stores the data set (IndexedDB in a browser); a reload reads it back.
    const indexedDB = new IDBFactory();
    const page = new DataStore({ indexedDB });
    await page.open();
    await page.exclusive(async () => {
      Object.assign(page.db(), JSON.parse(JSON.stringify(db())) as object);
      page.save();
    });
    const reloaded = new DataStore({ indexedDB });
    await reloaded.open();
    const stored = reloaded.db();

    expect(stored.version).toBe(version);
    expect((stored.tables?.['schema:gizmo'] as Row[]).map((row) => row.name)).toContain('Kept');
    expect(stored.channels.map((channel) => channel.name)).toContain('Kept channel');
  });
});
