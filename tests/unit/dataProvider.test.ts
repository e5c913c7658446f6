import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../src/mocks/runtime/node';
import { createDataProvider } from '../../src/providers/data/dataProvider';
import { setErrorToast } from '../../src/providers/http';
import { registry } from '../../src/schemas';
import { ADMIN_EMAIL, loginAs, recordRequests } from './helpers';

const dataProvider = createDataProvider(registry);
let toast: ReturnType<typeof vi.fn<(text: string) => void>>;
let recorder: ReturnType<typeof recordRequests>;

beforeEach(async () => {
  toast = vi.fn<(text: string) => void>();
  setErrorToast(toast);
  await loginAs(ADMIN_EMAIL);
  recorder = recordRequests();
});

afterEach(() => recorder.stop());

const lastRequest = () => recorder.requests[recorder.requests.length - 1];

describe('getList', () => {
  it('sends the site list paging as page and page_size, and filters as query parameters', async () => {
    await dataProvider.getList({
      resource: 'site',
      pagination: { currentPage: 2, pageSize: 5 },
      filters: [
        { field: 'status', operator: 'eq', value: 1 },
        { field: 'domain', operator: 'eq', value: 'news' },
        { field: 'timezone', operator: 'eq', value: undefined },
      ],
    });

    const request = lastRequest();
    expect(request.method).toBe('GET');
    expect(request.pathname).toBe('/gamebridge-manager/v1/ssp_publisher/domain/list');
    expect(Object.fromEntries(request.query)).toEqual({
      page: '2',
      page_size: '5',
      status: '1',
      domain: 'news',
    });
  });

  it('returns the rows from data.list and the total from data.total', async () => {
    server.use(
      http.get('*/gamebridge-manager/v1/ssp_publisher/domain/list', () =>
        HttpResponse.json({ success: true, data: { list: [{ id: 7 }, { id: 8 }], total: 57 } }),
      ),
    );

    const result = await dataProvider.getList({
      resource: 'site',
      pagination: { currentPage: 1, pageSize: 2 },
    });

    expect(result).toEqual({ data: [{ id: 7 }, { id: 8 }], total: 57 });
  });

  it('returns the embedded sites filtered by status', async () => {
    const result = await dataProvider.getList({
      resource: 'site',
      pagination: { currentPage: 1, pageSize: 2 },
      filters: [{ field: 'status', operator: 'eq', value: 1 }],
    });

    expect(result.data).toHaveLength(2);
    expect(result.total).toBe(3);
    for (const site of result.data) {
      expect(['Active', 'Live', 'Successful']).toContain((site as { verify_status: string }).verify_status);
    }
  });

  it('fills the zone list path with the site id from meta.scope', async () => {
    const result = await dataProvider.getList({
      resource: 'zone',
      pagination: { currentPage: 1, pageSize: 20 },
      meta: { scope: { site_id: 1001, domain: 'dailynews.example' } },
    });

    const request = lastRequest();
    expect(request.pathname).toBe('/gamebridge-manager/v1/ssp_publisher/domain/1001/zones');
    expect(request.query.get('page_index')).toBe('1');
    expect(request.query.get('page_size')).toBe('20');
    expect(result.data.map((zone) => (zone as { zone_id: number }).zone_id)).toEqual([50003, 50002, 50001]);
    expect(result.total).toBe(3);
  });

  it('refuses to call the zone list without a site id in the scope', async () => {
    await expect(dataProvider.getList({ resource: 'zone', meta: { scope: {} } })).rejects.toThrow(
      'missing path parameter site_id for /ssp_publisher/domain/{site_id}/zones',
    );
    expect(recorder.requests).toHaveLength(0);
  });

  it('sends the channel list paging as page_index and page_size', async () => {
    const result = await dataProvider.getList({
      resource: 'channel',
      pagination: { currentPage: 1, pageSize: 100 },
    });

    const request = lastRequest();
    expect(request.pathname).toBe('/gamebridge-manager/v1/ssp_publisher/channel');
    expect(Object.fromEntries(request.query)).toEqual({ page_index: '1', page_size: '100' });
    expect(result.total).toBe(3);
  });

  it('rejects an unknown resource without calling the API', async () => {
    await expect(dataProvider.getList({ resource: 'nope' })).rejects.toThrow('unknown resource nope');
    expect(recorder.requests).toHaveLength(0);
  });
});

describe('create', () => {
  it('posts the channel values as the body and returns the created channel', async () => {
    const created = await dataProvider.create({ resource: 'channel', variables: { name: 'Podcasts' } });

    await recorder.bodiesRead();
    const request = lastRequest();
    expect(request.method).toBe('POST');
    expect(request.pathname).toBe('/gamebridge-manager/v1/ssp_publisher/channel');
    expect(request.body).toEqual({ name: 'Podcasts' });
    expect((created.data as { name: string }).name).toBe('Podcasts');

    const list = await dataProvider.getList({
      resource: 'channel',
      pagination: { currentPage: 1, pageSize: 100 },
    });
    expect(list.total).toBe(4);
  });

  it("rejects with the server's msg and shows no toast when the server refuses", async () => {
    await expect(
      dataProvider.create({ resource: 'channel', variables: { name: 'Organic' } }),
    ).rejects.toThrow('A channel named Organic already exists');
    expect(toast).not.toHaveBeenCalled();
  });

  it('posts a zone to the site of the scope', async () => {
    await dataProvider.create({
      resource: 'zone',
      variables: { ad_type: 1, ad_size: [2] },
      meta: { scope: { site_id: 1002 } },
    });

    expect(lastRequest().pathname).toBe('/gamebridge-manager/v1/ssp_publisher/domain/1002/zone/add');
  });

  it('rejects an unknown resource', async () => {
    await expect(dataProvider.create({ resource: 'nope', variables: {} })).rejects.toThrow(
      'unknown resource nope',
    );
  });
});
