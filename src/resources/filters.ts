import type { CrudFilter } from '@refinedev/core';
import { rangeDates } from './fields/DateRangeInput';
import type { FieldDef, FilterSpec, ResourceSchema, Values } from '../model/types';

export interface FilterField {
  field: FieldDef;
  spec: FilterSpec;
  /** The query parameter, also the form item name so that URL filters fill the form. */
  param: string;
}

/** The schema's filters, in filterOrder when given. */
export function filterFields(schema: ResourceSchema): FilterField[] {
  const fields = schema.fields.filter((field) => field.filter);
  const order = schema.filterOrder ?? fields.map((field) => field.key);
  return order
    .map((key) => fields.find((field) => field.key === key))
    .filter((field): field is FieldDef => Boolean(field))
    .map((field) => {
      const spec = field.filter === true ? {} : (field.filter as FilterSpec);
      return { field, spec, param: spec.param ?? field.key };
    });
}

/** Search form values as Refine filters; an empty value removes its filter. */
export function toCrudFilters(schema: ResourceSchema, values: Values): CrudFilter[] {
  return filterFields(schema).flatMap(({ spec, param }): CrudFilter[] => {
    if (spec.kind === 'dateRange') {
      const [begin, end] = spec.params ?? [`${param}_begin`, `${param}_end`];
      const [from, to] = rangeDates(values[param]);
      return [
        { field: begin, operator: 'eq', value: from },
        { field: end, operator: 'eq', value: to },
      ];
    }
    const raw = values[param];
    const value = typeof raw === 'string' ? raw.trim() : raw;
    return [{ field: param, operator: 'eq', value: value === '' || value === null ? undefined : value }];
  });
}
