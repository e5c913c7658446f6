import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineResource } from '../../src/model/defineResource';
import type { FieldDef, ResourceSchema, RowKey } from '../../src/model/types';

/*
 * Type tests: `npm run typecheck` (tsc) checks this file, so every `@ts-expect-error` below must
 * meet a type error or the typecheck fails. The typos are those a schema author makes.
 */

type PlacementRow = { placement_id: number; name: string; status: number; url: string };

const list = { method: 'GET', path: '/placement/list' } as const;

describe('defineResource<Row>', () => {
  it('accepts a schema whose keys, order, sort and record paths are the row’s', () => {
    const placement = defineResource<PlacementRow>({
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
          lookup: { path: '/urls', valueKey: 'url' },
        },
        { key: 'status', label: 'Status', kind: 'select', options: [], filter: true },
      ],
    });
    expectTypeOf(placement).toEqualTypeOf<ResourceSchema>();
    expect(placement.idKey).toBe('placement_id');
  });

  it('refuses an idKey the row does not have', () => {
    defineResource<PlacementRow>({
      name: 'placement',
      label: 'Placements',
      // @ts-expect-error: 'placment_id' is a typo of 'placement_id'
      idKey: 'placment_id',
      api: { list },
      fields: [],
    });
    expectTypeOf<RowKey<PlacementRow>>().toEqualTypeOf<'placement_id' | 'name' | 'status' | 'url'>();
  });

  it('refuses a filterOrder entry that is no field of the row', () => {
    defineResource<PlacementRow>({
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
    defineResource<PlacementRow>({
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
    defineResource<PlacementRow>({
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
    defineResource<PlacementRow>({
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
    // @ts-expect-error: defineResource needs its row type, defineResource<Row>({...})
    defineResource({ name: 'x', label: 'X', idKey: 'id', api: { list }, fields: [] });
    expectTypeOf(defineResource<PlacementRow>)
      .parameter(0)
      .toHaveProperty('idKey');
  });
});
