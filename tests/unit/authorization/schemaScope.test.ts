// Data scope of a resource made of a schema alone: its `dataScope` keeps each user to the records
// of the sites (apps, search sites) their groups grant, in every call the generic handler answers.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NO_PERMISSION } from '../../../src/mocks/users/access';
import { menuIdOf } from '../../../src/mocks/menuTree';
import { defineResource } from '../../../src/model/defineResource';
import { required } from '../../../src/model/rules';
import { registry } from '../../../src/schemas';
import { callAs, tokenOf, type Answer } from './requests';
import { addUser, ADMIN } from './users';

interface PlacementRow {
  id: number;
  name: string;
  site_id: number;
  created_time: string;
}

const BASE = '/ssp_publisher/placement';

/** A resource as `npm run new:resource` would start it, with a site reference and its data scope. */
const placement = defineResource<PlacementRow>()({
  name: 'placement',
  label: 'Placements',
  labels: { record: 'Placement' },
  route: '/placements',
  idKey: 'id',
  dataScope: { owner: 'content_site', via: 'site_id' },
  api: {
    list: { method: 'GET', path: `${BASE}/list`, paging: { page: 'page_index', size: 'page_size' } },
    show: { method: 'GET', path: `${BASE}/{id}` },
    create: { method: 'POST', path: BASE },
    update: { method: 'PUT', path: `${BASE}/{id}` },
    delete: { method: 'DELETE', path: `${BASE}/{id}` },
  },
  toolbar: [
    { kind: 'export', label: 'Export', call: { method: 'GET', path: `${BASE}/export` }, fileName: 'p.csv' },
  ],
  fields: [
    { key: 'id', label: 'ID', column: true },
    { key: 'name', label: 'Name', column: true, form: { rules: [required('Please input name')] } },
    // No required rule: a user limited to some sites must still name one of them.
    { key: 'site_id', label: 'Site ID', kind: 'number', column: true, form: {} },
    { key: 'created_time', label: 'Created Time', column: { display: 'dateTime' } },
  ],
  // One placement on each of four seeded sites.
  seed: [
    { id: 1, name: 'Top of dailynews', site_id: 1001, created_time: '2026-01-04 10:00:00' },
    { id: 2, name: 'Top of sportsfan', site_id: 1002, created_time: '2026-01-03 10:00:00' },
    { id: 3, name: 'Top of recipes', site_id: 1003, created_time: '2026-01-02 10:00:00' },
    { id: 4, name: 'Top of travelblog', site_id: 1004, created_time: '2026-01-01 10:00:00' },
  ],
});

const v1 = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string) => ({
  method,
  base: 'v1' as const,
  path,
});
const list = (token: string) =>
  callAs(token, v1('GET', `${BASE}/list`), {}, undefined, { page_index: '1', page_size: '20' });
const namesOf = (answer: Answer) =>
  (answer.body as { data: { list: PlacementRow[] } }).data.list.map((row) => row.name);
const create = (token: string, body: unknown) => callAs(token, v1('POST', BASE), {}, body);
const onRecord = (token: string, method: 'GET' | 'PUT' | 'DELETE', id: number, body?: unknown) =>
  callAs(token, v1(method, `${BASE}/{id}`), { id: String(id) }, body);

const refused = (msg: string, code = 400) => ({
  status: 200,
  body: { success: false, code, msg, ...(code === 403 ? { permission_msg: msg } : {}) },
});
const OUTSIDE = 'This site is not in your data scope';

/** A publisher whose one group grants the Placements screen and the sites 1001 and 1002. */
const twoSitePublisher = () =>
  addUser({
    email: 'twosites@demo.test',
    menus: () => [menuIdOf('/placements')],
    scope: { content_site_ids: [1001, 1002], app_ids: [], search_site_ids: [] },
  });

beforeAll(() => {
  registry.push(placement);
});
afterAll(() => {
  registry.splice(registry.indexOf(placement), 1);
});

describe('a schema with a data scope (placements of a site)', () => {
  let publisher: string;
  let admin: string;
  beforeEach(async () => {
    publisher = await twoSitePublisher();
    admin = await tokenOf(ADMIN);
  });

  it('lists to a publisher limited to two sites only the rows of those sites; the admin sees all', async () => {
    expect(namesOf(await list(publisher))).toEqual(['Top of dailynews', 'Top of sportsfan']);
    expect((await list(publisher)).body).toMatchObject({ data: { total: 2 } });
    expect(namesOf(await list(admin))).toHaveLength(4);
  });

  it('creates a record on a site of the scope, and it is listed', async () => {
    const answer = await create(publisher, { name: 'Sidebar', site_id: 1002 });

    expect(answer.body).toMatchObject({ success: true, data: { name: 'Sidebar', site_id: 1002 } });
    expect(namesOf(await list(publisher))).toContain('Sidebar');
  });

  it('refuses a create on a site outside the scope, with its message, and adds nothing', async () => {
    expect(await create(publisher, { name: 'Sidebar', site_id: 1003 })).toEqual(refused(OUTSIDE, 403));
    expect(namesOf(await list(admin))).not.toContain('Sidebar');
  });

  it('refuses a create on a site that does not exist, for the admin too', async () => {
    expect(await create(publisher, { name: 'Sidebar', site_id: 9999 })).toEqual(refused('Site not found'));
    expect(await create(admin, { name: 'Sidebar', site_id: 9999 })).toEqual(refused('Site not found'));
    expect(namesOf(await list(admin))).not.toContain('Sidebar');
  });

  it('asks a limited publisher to name a site of the scope; the admin may leave it empty', async () => {
    expect(await create(publisher, { name: 'Sidebar' })).toEqual(
      refused('Please choose a site in your data scope'),
    );
    expect((await create(admin, { name: 'Sidebar' })).body).toMatchObject({ success: true });
  });

  it('checks the rules first: an empty name is refused with its own message', async () => {
    expect(await create(publisher, { name: '', site_id: 1003 })).toEqual(refused('Please input name'));
  });

  it.each([
    ['shows', 'GET' as const, undefined],
    ['updates', 'PUT' as const, { name: 'Renamed' }],
    ['deletes', 'DELETE' as const, undefined],
  ])('never %s a record of a site outside the scope', async (_, method, body) => {
    expect(await onRecord(publisher, method, 3, body)).toEqual(refused(NO_PERMISSION, 403));
    expect((await onRecord(admin, 'GET', 3)).body).toMatchObject({
      success: true,
      data: { id: 3, name: 'Top of recipes', site_id: 1003 },
    });
  });

  it('shows, updates and deletes a record of the scope', async () => {
    expect((await onRecord(publisher, 'GET', 1)).body).toMatchObject({ data: { name: 'Top of dailynews' } });
    expect((await onRecord(publisher, 'PUT', 1, { name: 'Renamed' })).body).toMatchObject({
      data: { name: 'Renamed', site_id: 1001 },
    });
    expect((await onRecord(publisher, 'DELETE', 2)).body).toMatchObject({ success: true });
    expect(namesOf(await list(publisher))).toEqual(['Renamed']);
  });

  it('refuses to move a record of the scope to a site outside it, or to a site that does not exist', async () => {
    expect(await onRecord(publisher, 'PUT', 1, { site_id: 1003 })).toEqual(refused(OUTSIDE, 403));
    expect(await onRecord(publisher, 'PUT', 1, { site_id: 9999 })).toEqual(refused('Site not found'));
    expect((await onRecord(admin, 'GET', 1)).body).toMatchObject({ data: { site_id: 1001 } });
  });

  it('exports only the rows of the scope', async () => {
    const file = await callAs(publisher, v1('GET', `${BASE}/export`), {}, undefined, {});

    expect(String(file.body)).toContain('Top of dailynews');
    expect(String(file.body)).toContain('Top of sportsfan');
    expect(String(file.body)).not.toContain('Top of recipes');
    expect(String(file.body)).not.toContain('Top of travelblog');
    const everything = String((await callAs(admin, v1('GET', `${BASE}/export`), {}, undefined, {})).body);
    expect(everything.trim().split('\n')).toHaveLength(5);
  });
});

interface BannerRow {
  id: number;
  title: string;
  domain: string;
}

/** A resource that names its search site by domain, as landing-page links do. */
const banner = defineResource<BannerRow>()({
  name: 'searchBanner',
  label: 'Search Banners',
  route: '/searchBanners',
  idKey: 'id',
  dataScope: { owner: 'search_site', via: 'domain', by: 'name' },
  api: {
    list: { method: 'GET', path: '/ssp_publisher/search_banner/list' },
    create: { method: 'POST', path: '/ssp_publisher/search_banner' },
  },
  fields: [
    { key: 'id', label: 'ID', column: true },
    { key: 'title', label: 'Title', column: true, form: {} },
    { key: 'domain', label: 'Search Site', column: true, form: {} },
  ],
  seed: [
    { id: 1, title: 'Find it', domain: 'findit.example' },
    { id: 2, title: 'Partner', domain: 'partnerdata.example' },
  ],
});

describe('a schema whose records name their search site by domain', () => {
  beforeAll(() => {
    registry.push(banner);
  });
  afterAll(() => {
    registry.splice(registry.indexOf(banner), 1);
  });

  it('lists the rows of the granted search site, and refuses another or an unknown domain', async () => {
    const token = await addUser({
      email: 'onesearchsite@demo.test',
      menus: () => [menuIdOf('/searchBanners')],
      scope: { content_site_ids: [], app_ids: [], search_site_ids: [4001] },
    });
    const post = (domain: string) =>
      callAs(token, v1('POST', '/ssp_publisher/search_banner'), {}, { title: 'New', domain });

    const rows = await callAs(token, v1('GET', '/ssp_publisher/search_banner/list'));
    expect((rows.body as { data: { list: BannerRow[] } }).data.list.map((row) => row.title)).toEqual([
      'Find it',
    ]);
    expect(await post('partnerdata.example')).toEqual(
      refused('This search site is not in your data scope', 403),
    );
    expect(await post('nowhere.example')).toEqual(refused('Search site not found'));
    expect((await post('findit.example')).body).toMatchObject({
      success: true,
      data: { domain: 'findit.example' },
    });
  });
});
