import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { defineResource } from '../../src/model/defineResource';
import { FIELD_KINDS, kindOf } from '../../src/resources/fields/registry';
import { toCrudFilters } from '../../src/resources/list/filters';

type Row = { name: string; status: number; created_time: string; tags: string[] };

const schema = defineResource<Row>()({
  name: 'thing',
  label: 'Things',
  idKey: 'name',
  api: { list: { method: 'GET', path: '/thing/list' } },
  fields: [
    { key: 'name', label: 'Name', filter: { param: 'q' } },
    { key: 'status', label: 'Status', kind: 'select', options: [], filter: { withAll: true } },
    { key: 'created_time', label: 'Created', filter: { kind: 'dateRange', params: ['from', 'to'] } },
    { key: 'tags', label: 'Tags', kind: 'multiSelect', options: [], filter: true },
  ],
});

describe('the field-kind registry', () => {
  it('has a view for every kind, each with its input', () => {
    expect(Object.keys(FIELD_KINDS).sort()).toEqual(
      [
        'color',
        'dateTime',
        'hidden',
        'lines',
        'lookup',
        'menuTree',
        'money',
        'multiSelect',
        'number',
        'pairs',
        'password',
        'reference',
        'select',
        'text',
        'textarea',
      ].sort(),
    );
    expect(Object.values(FIELD_KINDS).every((view) => typeof view.input === 'function')).toBe(true);
    expect(kindOf(undefined)).toBe(FIELD_KINDS.text);
  });

  it('maps filter values to query parameters: trimmed text, choices as they are, a range as two dates', () => {
    const values = {
      q: '  spin ',
      status: 2,
      created_time: [dayjs('2026-01-02T10:00:00'), dayjs('2026-01-05T10:00:00')],
      tags: ['a', 'b'],
    };
    expect(toCrudFilters(schema, values)).toEqual([
      { field: 'q', operator: 'eq', value: 'spin' },
      { field: 'status', operator: 'eq', value: 2 },
      { field: 'from', operator: 'eq', value: '2026-01-02' },
      { field: 'to', operator: 'eq', value: '2026-01-05' },
      { field: 'tags', operator: 'eq', value: ['a', 'b'] },
    ]);
  });

  it('drops empty filter values', () => {
    expect(toCrudFilters(schema, { q: '   ', status: null })).toEqual([
      { field: 'q', operator: 'eq', value: undefined },
      { field: 'status', operator: 'eq', value: undefined },
      { field: 'from', operator: 'eq', value: undefined },
      { field: 'to', operator: 'eq', value: undefined },
      { field: 'tags', operator: 'eq', value: undefined },
    ]);
  });
});
