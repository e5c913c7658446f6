import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider, REFERENCE_SEARCH } from '../../src/providers/data/dataProvider';
import { referenceBatch } from '../../src/resources/fields/reference/referenceBatch';
import { registry } from '../../src/schemas';
import { withSchema } from '../support/withSchema';
import { contact } from './fixtures/contact';
import { ADMIN_EMAIL, loginAs, recordRequests } from './helpers';

const dataProvider = createDataProvider(registry);

withSchema(contact);
beforeEach(() => loginAs(ADMIN_EMAIL));

describe('the reference batch: the labels of a page in one call', () => {
  it('asks once per resource for every id asked in the same moment, each id once', async () => {
    const fetchMany = vi.fn(async (resource: string, ids: string[]) =>
      ids.filter((id) => id !== '404').map((id) => ({ id: Number(id), name: `${resource} ${id}` })),
    );
    const load = referenceBatch(fetchMany);

    const asked = await Promise.all([
      load('site', '1001'),
      load('site', '1002'),
      load('site', '1001'),
      load('app', '7'),
      load('site', '404'),
    ]);

    expect(fetchMany.mock.calls).toEqual([
      ['site', ['1001', '1002', '404']],
      ['app', ['7']],
    ]);
    expect(asked).toEqual([
      { id: 1001, name: 'site 1001' },
      { id: 1002, name: 'site 1002' },
      { id: 1001, name: 'site 1001' },
      { id: 7, name: 'app 7' },
      undefined,
    ]);
    // Asked later: another call.
    await load('site', '1003');
    expect(fetchMany).toHaveBeenCalledTimes(3);
  });

  it('fails every asker of a batch whose call fails', async () => {
    const load = referenceBatch(() => Promise.reject(new Error('Network Error')));
    const results = await Promise.allSettled([load('site', '1'), load('site', '2')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });
});

describe('getMany: several records in one list call with their ids', () => {
  it("asks a hand-written list (the sites') once, with the ids and one page holding them", async () => {
    const seen = recordRequests();
    const { data } = await dataProvider.getMany!({ resource: 'site', ids: [1001, 1003] });
    seen.stop();

    expect(seen.requests).toHaveLength(1);
    const [request] = seen.requests;
    expect(request.pathname).toBe('/gamebridge-manager/v1/ssp_publisher/domain/list');
    expect(request.query.get('ids')).toBe('1001,1003');
    expect(request.query.get('page')).toBe('1');
    expect(request.query.get('page_size')).toBe('2');
    // In the list's own order (newest first).
    expect(data.map((site) => [site.id, site.domain])).toEqual([
      [1003, 'recipes.example'],
      [1001, 'dailynews.example'],
    ]);
  });

  it('is answered by the generic handler for a resource made of a schema only, `id` added', async () => {
    const { data } = await dataProvider.getMany!({ resource: 'contact', ids: [1, 3] });
    expect(data.map((row) => [row.id, row.contact_id, row.name])).toEqual([
      [3, 3, 'Cy'],
      [1, 1, 'Ann'],
    ]);
  });

  it("a reference's search is sent as the referenced list's own filter of the label field", async () => {
    const seen = recordRequests();
    const { data } = await dataProvider.getList({
      resource: 'site',
      filters: [{ field: REFERENCE_SEARCH, operator: 'eq', value: 'recipes' }],
      pagination: { currentPage: 1, pageSize: 20 },
      meta: { searchKey: 'domain' },
    });
    seen.stop();

    expect(seen.requests[0].query.get('domain')).toBe('recipes');
    expect(seen.requests[0].query.has(REFERENCE_SEARCH)).toBe(false);
    expect(data.map((site) => [site.id, site.domain])).toEqual([[1003, 'recipes.example']]);
  });
});

describe("a resource's label for references, declared once on it", () => {
  it('names a field of its row on the resources that are referenced or own a data-scope kind', () => {
    const labelled = registry.filter((schema) => schema.recordLabel !== undefined);
    for (const schema of labelled)
      expect([schema.name, schema.fields.some((field) => field.key === schema.recordLabel)]).toEqual([
        schema.name,
        true,
      ]);
    // The owners of the data scope's kinds name their records by it (the group Data tree).
    const owners = Object.fromEntries(
      registry.flatMap((schema) => (schema.owns ? [[schema.owns, schema.recordLabel]] : [])),
    );
    expect(owners).toEqual({ content_site: 'domain', app: 'app_name', search_site: 'domain' });
  });

  it('gives every reference of every schema present a field to show', () => {
    for (const schema of [...registry, contact])
      for (const field of schema.fields) {
        if (field.kind !== 'reference' || !field.reference) continue;
        const target = registry.find((candidate) => candidate.name === field.reference?.resource);
        expect([schema.name, field.key, field.reference.labelKey ?? target?.recordLabel]).toEqual([
          schema.name,
          field.key,
          expect.any(String),
        ]);
      }
  });
});
