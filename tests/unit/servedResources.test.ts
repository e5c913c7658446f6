// The shipped resources the generic handler serves from their schemas and what their modules
// declare (src/mocks/generic/served.ts): the status toggle, unique keys, extra searches.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call, setErrorToast } from '../../src/providers/http';
import { db } from '../../src/mocks/store/db';
import { ADMIN_EMAIL, loginAs } from './helpers';

beforeEach(async () => {
  setErrorToast(vi.fn());
  await loginAs(ADMIN_EMAIL);
});

const put = (path: string, body: unknown) =>
  call<Record<string, unknown>>({ method: 'PUT', path, body, silent: true });
const post = (path: string, body: unknown) => call({ method: 'POST', path, body, silent: true });
const listOf = async (path: string, query: Record<string, string | number>) =>
  (
    await call<{ list: Record<string, unknown>[] }>({
      path,
      query: { page_index: 1, page_size: 50, ...query },
    })
  ).data?.list ?? [];

describe("a schema's status toggle, answered by the generic handler", () => {
  it('sets one of its two values on the record the body names', async () => {
    const answer = await put('/ssp_publisher/postback/status', { postback_id: 3101, status: 2 });
    expect(answer.data).toMatchObject({ postback_id: 3101, status: 2 });
    const rows = await listOf('/ssp_publisher/postback/list', { status: 2 });
    expect(rows.map((row) => row.postback_id)).toContain(3101);
  });

  it("refuses another value: 'Status must be 1 or 2'", async () => {
    await expect(
      put('/ssp_publisher/postback/status', { postback_id: 3101, status: 3 }),
    ).rejects.toMatchObject({
      message: 'Status must be 1 or 2',
    });
  });

  it("refuses a record that does not exist: 'Postback not found'", async () => {
    await expect(put('/ssp_publisher/postback/status', { postback_id: 1, status: 1 })).rejects.toMatchObject({
      message: 'Postback not found',
    });
  });
});

describe('what a module declares', () => {
  it('keeps names unique without regard to case', async () => {
    await expect(post('/ssp_publisher/channel', { name: 'ORGANIC' })).rejects.toMatchObject({
      message: 'A channel named ORGANIC already exists',
    });
  });

  it("searches an app's keyword in its name and its id", async () => {
    const byName = await listOf('/ssp_publisher/app/list', { keyword: 'puzzle' });
    const byId = await listOf('/ssp_publisher/app/list', { keyword: '7001' });
    expect(byName.map((row) => row.app_name)).toEqual(['PuzzleQuest']);
    expect(byId.map((row) => row.app_name)).toEqual(['NewsReader']);
  });

  it('sets what the server owns on a new record: a keyword waits for review, named for its creator', async () => {
    const answer = await call<Record<string, unknown>>({
      method: 'POST',
      path: '/ssp_publisher/keyword',
      body: { key_word: '  garden tools ', lp_type: 'content_page', status: 1 },
    });
    expect(answer.data).toMatchObject({ key_word: 'garden tools', status: 2, created_user_name: 'Admin' });
    await expect(
      post('/ssp_publisher/keyword', { key_word: 'garden tools', lp_type: 'content_page' }),
    ).rejects.toMatchObject({ message: 'The main keyword garden tools already exists' });
  });
});

describe('users and user groups, listed by the generic handler', () => {
  it("keeps the caller to their company's users (`visible`), by id (`order`), without passwords", async () => {
    db().users.push({
      ...db().users[1],
      user_id: 50,
      email: 'other@elsewhere.test',
      company_id: 'company_7',
    });
    db().users.push({
      ...db().users[1],
      user_id: 40,
      email: 'late@demo.test',
      created_time: '2030-01-01 00:00:00',
    });
    const rows = await listOf('/ssp_publisher/user/list', {});
    expect(rows.map((row) => row.user_id)).toEqual([1, 2, 3, 4, 5, 40]);
    expect(rows[0]).not.toHaveProperty('password');
    expect(rows[2]).toMatchObject({ user_group_name: 'Publishers, Analysts', source: 'seed' });
  });

  it('searches the keyword in names and emails, filters by group and status', async () => {
    const ids = async (query: Record<string, string | number>) =>
      (await listOf('/ssp_publisher/user/list', query)).map((row) => row.user_id);
    expect(await ids({ key_word: ' ALICE ' })).toEqual([3]);
    expect(await ids({ key_word: 'bruno@' })).toEqual([4]);
    expect(await ids({ user_group_id: 3 })).toEqual([3, 4]);
    expect(await ids({ user_group_id: 3, status: 1 })).toEqual([4]);
  });

  it('takes ids and a sort by a sortable column; a key no column sorts by keeps the order by id', async () => {
    const ids = async (path: string, query: Record<string, string | number>) =>
      (await listOf(path, query)).map((row) => row.user_id ?? row.id);
    expect(await ids('/ssp_publisher/user/list', { ids: '4,2' })).toEqual([2, 4]);
    expect(await ids('/ssp_publisher/user/list', { sort_field: 'user_id', sort_order: 'desc' })).toEqual([
      5, 4, 3, 2, 1,
    ]);
    expect(await ids('/ssp_publisher/user/list', { sort_field: 'password', sort_order: 'desc' })).toEqual([
      1, 2, 3, 4, 5,
    ]);
    expect(await ids('/ssp_publisher/user_group/list', { sort_field: 'id', sort_order: 'desc' })).toEqual([
      4, 3, 2, 1,
    ]);
    expect(await ids('/ssp_publisher/user_group/list', { ids: '3' })).toEqual([3]);
  });

  it("lists the groups within the caller's reach (`visible`), by id, with their member counts", async () => {
    const groups = await listOf('/ssp_publisher/user_group/list', {});
    expect(groups.map((row) => [row.id, row.user_count])).toEqual([
      [1, 1],
      [2, 2],
      [3, 2],
      [4, 1],
    ]);
    expect(await listOf('/ssp_publisher/user_group/list', { name: 'ANALY' })).toMatchObject([{ id: 3 }]);
  });
});

describe('a landing page link, served from its schema', () => {
  const get = (path: string) => call<Record<string, unknown>>({ path, silent: true });

  it('matches the Information ID filter whole, not in part', async () => {
    expect((await listOf('/ssp_publisher/link/list', { feed_id: 7001 })).map((row) => row.id)).toEqual([
      5001,
    ]);
    expect(await listOf('/ssp_publisher/link/list', { feed_id: 700 })).toEqual([]);
  });

  it('stores the utm keys nested as sent, with its site type, channel and pub id', async () => {
    const answer = await call<Record<string, unknown>>({
      method: 'POST',
      path: '/ssp_publisher/link',
      body: {
        domain: 'parkedsearch.example',
        domain_type: 'BeesAds',
        lp_type: 'middle_page',
        key_word: 'cheap flights',
        style_id: 1,
        utm_source: 'others',
        kw_language: 'en',
        utm_param: { pixel_id: 'px-9', kwhl: '' },
        stray: 'dropped',
      },
    });
    expect(answer.data).toMatchObject({
      domain_type: 'Sedo',
      channel_id: 'ch_4002',
      pub_id: 'sedo-4002',
      utm_param: { pixel_id: 'px-9', kwhl: '' },
      created_user_name: 'Admin',
    });
    expect(answer.data).not.toHaveProperty('pixel_id');
    expect(answer.data).not.toHaveProperty('stray');
    expect(String(answer.data?.link_url)).toContain(`id=${String(answer.data?.id)}`);
  });

  it("refuses a site that does not exist: 'Site not found'", async () => {
    await expect(
      post('/ssp_publisher/link', {
        domain: 'nowhere.example',
        lp_type: 'middle_page',
        key_word: 'cheap flights',
        style_id: 1,
        utm_source: 'others',
      }),
    ).rejects.toMatchObject({ message: 'Site not found' });
  });

  it("shows its article in its detail, and refuses an unknown one: 'Link not found'", async () => {
    expect((await get('/ssp_publisher/link/5003')).data?.feed_info).toMatchObject({
      item_id: 7003,
      status: 'violation',
    });
    await expect(get('/ssp_publisher/link/1')).rejects.toMatchObject({ message: 'Link not found' });
  });
});

describe('an Information article, served from its schema', () => {
  const article = {
    title: ' Cheap trains ',
    language: 'en',
    category: [20, 21],
    tags: 'rail, budget',
    icon: '/news-images/1',
    icon_id: 1,
    content: '<p>Trains are cheap this year.</p>',
  };

  it('lists rows without their text, the ID filter matched whole, the keyword in the title', async () => {
    const rows = await listOf('/ssp_publisher/news', { item_id: 7002 });
    expect(rows.map((row) => row.id)).toEqual([7002]);
    expect(rows[0]).not.toHaveProperty('content');
    expect(await listOf('/ssp_publisher/news', { item_id: 700 })).toEqual([]);
    const byKeyword = await listOf('/ssp_publisher/news', { keyword: 'LISBON' });
    expect(byKeyword.map((row) => row.id)).toEqual([7004]);
  });

  it('keeps a new article for review, named for its creator, its tags a list', async () => {
    const answer = await call<Record<string, unknown>>({
      method: 'POST',
      path: '/ssp_publisher/news',
      body: article,
    });
    expect(answer.data).toMatchObject({
      title: 'Cheap trains',
      tags: ['rail', 'budget'],
      icon_id: 1,
      status: 3,
      remark: '',
      created_user_name: 'Admin',
    });
  });

  it("sends an edited article back for review, and refuses one under review: 'This information is under review and cannot be edited'", async () => {
    const answer = await put('/ssp_publisher/news/7003', article);
    expect(answer.data).toMatchObject({ title: 'Cheap trains', status: 3, remark: '' });
    await expect(put('/ssp_publisher/news/7003', article)).rejects.toMatchObject({
      message: 'This information is under review and cannot be edited',
    });
    await expect(put('/ssp_publisher/news/1', article)).rejects.toMatchObject({
      message: 'Information not found',
    });
  });
});

describe('content sites and their zones, served from their schemas', () => {
  it('answers the status filter with any active status for 1, the others for 2', async () => {
    const active = await listOf('/ssp_publisher/domain/list', { status: 1 });
    const others = await listOf('/ssp_publisher/domain/list', { status: 2 });
    expect(active.map((row) => row.verify_status).sort()).toEqual(['Active', 'Live', 'Successful']);
    expect(others.map((row) => row.verify_status)).not.toContain('Active');
    expect(active.length + others.length).toBe(13);
  });

  it("adds a site waiting for review, and refuses one that exists: 'The site … already exists'", async () => {
    const answer = await call<Record<string, unknown>>({
      method: 'POST',
      path: '/ssp_publisher/domain',
      body: { domain: ' fresh.example ' },
    });
    expect(answer.data).toMatchObject({
      domain: 'fresh.example',
      timezone: '',
      verify_status: 'Pending',
      ads_txt_status: 'N/A',
    });
    await expect(post('/ssp_publisher/domain', { domain: 'dailynews.example' })).rejects.toMatchObject({
      message: 'The site dailynews.example already exists',
    });
  });

  it('keeps a new zone to its site and to the fields of its ad format', async () => {
    const answer = await call<Record<string, unknown>>({
      method: 'POST',
      path: '/ssp_publisher/domain/1002/zone/add',
      body: { ad_type: 2, ad_size: [1], description: ' In feed ' },
    });
    expect(answer.data).toMatchObject({ site_id: 1002, ad_type: 2, ad_size: [], description: 'In feed' });
    const rows = await listOf('/ssp_publisher/domain/1002/zones', { ad_type: 2 });
    expect(rows.map((row) => row.zone_id)).toEqual([answer.data?.zone_id]);
  });

  it("refuses the zones of a site that does not exist: 'Site not found', and an unknown zone: 'Zone not found'", async () => {
    await expect(listOf('/ssp_publisher/domain/1/zones', {})).rejects.toMatchObject({
      message: 'Site not found',
    });
    await expect(post('/ssp_publisher/domain/1/zone/add', { ad_type: 2 })).rejects.toMatchObject({
      message: 'Site not found',
    });
    await expect(put('/ssp_publisher/zone/1', { description: 'x' })).rejects.toMatchObject({
      message: 'Zone not found',
    });
  });
});

describe("a search site's retry, served from its schema", () => {
  it('sends the site back for review with its new domain, its message cleared', async () => {
    const answer = await put('/ssp_publisher/search_site/4003', { domain: ' fixed.example ', status: 3 });
    expect(answer.data).toMatchObject({ domain: 'fixed.example', status: 3, message: '' });
  });

  it('refuses a retry not sent for review, a preset site, a domain taken and an unknown site', async () => {
    const refusal = (id: number, body: Record<string, unknown>) =>
      put(`/ssp_publisher/search_site/${id}`, body).then(
        () => 'answered',
        (error: Error) => error.message,
      );
    expect(await refusal(4003, { domain: 'fixed.example', status: 1 })).toBe(
      'An edited site must be sent for review (status 3)',
    );
    expect(await refusal(4004, { domain: 'fixed.example', status: 3 })).toBe(
      'Preset domains are fixed by operations',
    );
    expect(await refusal(4003, { domain: 'findit.example', status: 3 })).toBe(
      'The site findit.example already exists',
    );
    expect(await refusal(1, { domain: 'fixed.example', status: 3 })).toBe('Site not found');
  });
});
