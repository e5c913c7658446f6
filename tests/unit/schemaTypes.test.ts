import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineResource, type PlaceholdersOf } from '../../src/model/defineResource';
import type { ResourceRows } from '../../src/model/rows';
import type { FieldDef, ReferenceSpec, ResourceSchema, RowKey, RowLookup } from '../../src/model/types';
import type { SearchSiteRow } from '../../src/schemas/searchSite';
import type { SiteRow } from '../../src/schemas/site';

/*
 * Type tests: `npm run typecheck` (tsc) checks this file, so every `@ts-expect-error` below must
 * meet a type error or the typecheck fails. The typos are those a schema author makes.
 */

type PlacementRow = {
  placement_id: number;
  name: string;
  status: number;
  url: string;
  site_id: number;
  article?: { title: string };
};

const list = { method: 'GET', path: '/placement/list' } as const;

describe('defineResource<Row>', () => {
  it('accepts a schema whose keys, order, sort and record paths are the row’s', () => {
    const placement = defineResource<PlacementRow>()({
      name: 'placement',
      label: 'Placements',
      idKey: 'placement_id',
      api: { list, update: { method: 'PUT', path: '/placement/{placement_id}' } },
      filterOrder: ['status', 'name'],
      defaultSort: { field: 'name', order: 'asc' },
      fields: [
        { key: 'name', label: 'Name', column: true },
        {
          key: 'url',
          label: 'URL',
          kind: 'lookup',
          lookup: {
            resource: 'searchSite',
            path: '/urls',
            valueKey: 'domain',
            fills: { name: 'domain_type' },
          },
        },
        {
          key: 'site_id',
          label: 'Site',
          kind: 'reference',
          reference: { resource: 'site', labelKey: 'domain' },
        },
        { key: 'status', label: 'Status', kind: 'select', options: [], filter: true },
      ],
    });
    expectTypeOf(placement).toEqualTypeOf<ResourceSchema>();
    expect(placement.idKey).toBe('placement_id');
  });

  it('refuses an idKey the row does not have', () => {
    defineResource<PlacementRow>()({
      name: 'placement',
      label: 'Placements',
      // @ts-expect-error: 'placment_id' is a typo of 'placement_id'
      idKey: 'placment_id',
      api: { list },
      fields: [],
    });
    expectTypeOf<RowKey<PlacementRow>>().toEqualTypeOf<
      'placement_id' | 'name' | 'status' | 'url' | 'site_id' | 'article'
    >();
  });

  it('refuses a filterOrder entry that is no field of the row', () => {
    defineResource<PlacementRow>()({
      name: 'placement',
      label: 'Placements',
      idKey: 'placement_id',
      api: { list },
      // @ts-expect-error: 'statuss' is a typo of 'status'
      filterOrder: ['statuss'],
      fields: [],
    });
    expectTypeOf<'statuss'>().not.toExtend<RowKey<PlacementRow>>();
  });

  it('refuses a field key and a default sort the row does not have', () => {
    defineResource<PlacementRow>()({
      name: 'placement',
      label: 'Placements',
      idKey: 'placement_id',
      api: { list },
      // @ts-expect-error: 'nmae' is no key of the row
      defaultSort: { field: 'nmae', order: 'asc' },
      // @ts-expect-error: 'nmae' is no key of the row
      fields: [{ key: 'nmae', label: 'Name', column: true }],
    });
    expectTypeOf<FieldDef<'name'>['key']>().toEqualTypeOf<'name'>();
  });

  it('refuses a lookup field without its lookup spec and a pairs field without its pairs spec', () => {
    // @ts-expect-error: kind 'lookup' needs `lookup`
    const lookup: FieldDef = { key: 'url', label: 'URL', kind: 'lookup' };
    // @ts-expect-error: kind 'pairs' needs `pairs`
    const pairs: FieldDef = { key: 'map', label: 'Map', kind: 'pairs' };
    // @ts-expect-error: a lookup spec belongs to a 'lookup' field only
    const text: FieldDef = { key: 'url', label: 'URL', lookup: { path: '/urls', valueKey: 'url' } };
    expect([lookup.kind, pairs.kind, text.kind]).toEqual(['lookup', 'pairs', undefined]);
  });

  it('refuses an update path without a placeholder naming a row key', () => {
    defineResource<PlacementRow>()({
      name: 'placement',
      label: 'Placements',
      idKey: 'placement_id',
      api: {
        list,
        // @ts-expect-error: the update path must name the record, e.g. '/placement/{placement_id}'
        update: { method: 'PUT', path: '/placement' },
      },
      fields: [],
    });
    defineResource<PlacementRow>()({
      name: 'placement',
      label: 'Placements',
      idKey: 'placement_id',
      api: {
        list,
        // @ts-expect-error: '{placment_id}' names no key of the row
        show: { method: 'GET', path: '/placement/{placment_id}' },
      },
      fields: [],
    });
    expectTypeOf<'/placement/{placement_id}'>().toExtend<
      NonNullable<ResourceSchema<PlacementRow>['api']['update']>['path']
    >();
  });

  it('asks for the row type', () => {
    // @ts-expect-error: defineResource needs its row type, defineResource<Row>()({...})
    defineResource()({ name: 'x', label: 'X', idKey: 'id', api: { list }, fields: [] });
    expectTypeOf(defineResource<PlacementRow>()).parameter(0).toHaveProperty('idKey');
  });
});

/** A placement schema with one field or row action under test. */
const placement = defineResource<PlacementRow>();
const base = { name: 'placement', label: 'Placements', idKey: 'placement_id', api: { list } } as const;
/** The placement schema with a lookup field: the lookup is typed as the schema types it. */
const withLookup = (lookup: RowLookup<PlacementRow>) =>
  placement({ ...base, fields: [{ key: 'url', label: 'URL', kind: 'lookup', lookup }] });
const withReference = (reference: ReferenceSpec) =>
  placement({ ...base, fields: [{ key: 'site_id', label: 'Site', kind: 'reference', reference }] });

describe('lookups, references and row-action paths are checked against the rows they name', () => {
  it("refuses a lookup's valueKey or labelKey the searched resource's row does not have", () => {
    // @ts-expect-error: search sites have 'domain', not 'domian'
    withLookup({ resource: 'searchSite', path: '/s', valueKey: 'domian' });
    // @ts-expect-error: articles have 'title', not 'titel'
    withLookup({ resource: 'information', path: '/news', valueKey: 'id', labelKey: 'titel' });
    expectTypeOf<'domian'>().not.toExtend<RowKey<SearchSiteRow>>();
  });

  it('takes a lookup without path or labelKey (its resource lends them), its keys still checked', () => {
    const lent = withLookup({ resource: 'information', valueKey: 'id' });
    withLookup({ resource: 'searchSite', valueKey: 'domain', labelKey: 'domain' });
    // @ts-expect-error: articles have 'title', not 'titel'
    withLookup({ resource: 'information', valueKey: 'id', labelKey: 'titel' });
    // @ts-expect-error: search sites have 'domain', not 'domian'
    withLookup({ resource: 'searchSite', valueKey: 'domian' });
    expect(lent.fields[0].lookup).toEqual({ resource: 'information', valueKey: 'id' });
  });

  it('refuses a lookup that names no resource, or a resource that does not exist', () => {
    // @ts-expect-error: a lookup names the resource it searches
    withLookup({ path: '/s', valueKey: 'domain' });
    // @ts-expect-error: there is no resource 'searchSites'
    withLookup({ resource: 'searchSites', path: '/s', valueKey: 'domain' });
    expectTypeOf<'searchSites'>().not.toExtend<keyof ResourceRows>();
  });

  it('refuses fills whose form key is not the row’s or whose record key is not the searched row’s', () => {
    withLookup({ resource: 'searchSite', path: '/s', valueKey: 'domain', fills: { name: 'domain_type' } });
    // @ts-expect-error: 'nmae' is no key of the placement row
    withLookup({ resource: 'searchSite', path: '/s', valueKey: 'domain', fills: { nmae: 'domain_type' } });
    // @ts-expect-error: search sites have 'domain_type', not 'domain_typ'
    withLookup({ resource: 'searchSite', path: '/s', valueKey: 'domain', fills: { name: 'domain_typ' } });
    expectTypeOf<'nmae'>().not.toExtend<RowKey<PlacementRow>>();
  });

  it('refuses a chosenLabel that reads a key the row does not have', () => {
    const news = { resource: 'information', path: '/news', valueKey: 'id' } as const;
    withLookup({ ...news, chosenLabel: (row) => row.article?.title });
    // @ts-expect-error: the row has 'article', not 'artcle'
    withLookup({ ...news, chosenLabel: (row) => row.artcle?.title });
    expectTypeOf<PlacementRow['article']>().toEqualTypeOf<{ title: string } | undefined>();
  });

  it("refuses a reference's labelKey the referenced row does not have, and an unknown resource", () => {
    withReference({ resource: 'site', labelKey: 'domain' });
    // @ts-expect-error: sites have 'domain', not 'domian'
    withReference({ resource: 'site', labelKey: 'domian' });
    // @ts-expect-error: there is no resource 'sites'
    withReference({ resource: 'sites', labelKey: 'domain' });
    expectTypeOf<'domain'>().toExtend<RowKey<SiteRow>>();
  });

  it('refuses a row-action path whose placeholder names no key of the row', () => {
    placement({
      ...base,
      fields: [],
      rowActions: [
        { kind: 'call', label: 'Pause', call: { method: 'PUT', path: '/p/{placement_id}/pause' } },
      ],
    });
    placement({
      ...base,
      fields: [],
      // @ts-expect-error: '{placment_id}' names no key of the row
      rowActions: [{ kind: 'call', label: 'Pause', call: { method: 'PUT', path: '/p/{placment_id}/pause' } }],
    });
    placement({
      ...base,
      fields: [],
      // @ts-expect-error: the second placeholder '{nmae}' names no key of the row
      rowActions: [
        {
          kind: 'download',
          label: 'File',
          call: { method: 'GET', path: '/p/{placement_id}/{nmae}' },
          fileName: () => 'f',
        },
      ],
    });
    expectTypeOf<PlaceholdersOf<'/p/{placement_id}/{nmae}'>>().toEqualTypeOf<'placement_id' | 'nmae'>();
  });

  it('refuses an {idd} typo in any call path: row action, status toggle, toolbar, api, lookup, option list', () => {
    const go = { kind: 'call', label: 'Go' } as const;
    placement({
      ...base,
      fields: [],
      // @ts-expect-error: '{idd}' names no key of the row
      rowActions: [{ ...go, call: { method: 'PUT', path: '/p/{idd}' } }],
    });
    const toggle = { key: 'status', on: 1, off: 2 } as const;
    placement({
      ...base,
      fields: [],
      statusToggle: { ...toggle, call: { method: 'PUT', path: '/p/{placement_id}/status' } },
    });
    placement({
      ...base,
      fields: [],
      // @ts-expect-error: the status toggle's '{idd}' names no key of the row
      statusToggle: { ...toggle, call: { method: 'PUT', path: '/p/{idd}/status' } },
    });
    const exported = { kind: 'export', label: 'Export', fileName: 'p.csv' } as const;
    placement({
      ...base,
      fields: [],
      // @ts-expect-error: the export's '{idd}' names no key of the row
      toolbar: [{ ...exported, call: { method: 'GET', path: '/p/{idd}/export' } }],
    });
    placement({
      ...base,
      fields: [],
      // @ts-expect-error: the list's '{site_idd}' names no key of the row or the scope
      api: { list: { method: 'GET', path: '/site/{site_idd}/placements' } },
    });
    // A list path may name a key of the scope the list opens in.
    placement({
      ...base,
      fields: [],
      scope: { session: { parent_id: 'parentId' }, redirectTo: '/', describe: '' },
      api: { list: { method: 'GET', path: '/parent/{parent_id}/placements' } },
    });
    const status = { key: 'status', label: 'Status', kind: 'select' } as const;
    placement({
      ...base,
      // @ts-expect-error: the option list's '{idd}' names no key of the row
      fields: [{ ...status, options: { path: '/options/{idd}' } }],
    });
    const url = { key: 'url', label: 'URL', kind: 'lookup' } as const;
    placement({
      ...base,
      // @ts-expect-error: the lookup's '{idd}' names no key of the row
      fields: [{ ...url, lookup: { resource: 'searchSite', path: '/s/{idd}', valueKey: 'domain' } }],
    });
    placement({
      ...base,
      fields: [{ ...url, lookup: { resource: 'searchSite', path: '/s/{site_id}', valueKey: 'domain' } }],
    });
    expectTypeOf<PlaceholdersOf<'/p/{idd}/status'>>().toEqualTypeOf<'idd'>();
  });
});
