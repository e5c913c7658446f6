import type { CrudFilter } from '@refinedev/core';
import { defaultQuery } from '../fields/kinds/defaults';
import { kindOf } from '../fields/registry';
import type { FieldDef, FilterSpec, ResourceSchema, Values } from '../../model/types';

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

/** Search form values as Refine filters, each by its field kind's query mapping (fields/registry). */
export function toCrudFilters(schema: ResourceSchema, values: Values): CrudFilter[] {
  return filterFields(schema).flatMap(({ field, spec, param }) =>
    (kindOf(field.kind).query ?? defaultQuery)(spec, param, values),
  );
}

const present = (filters: CrudFilter[]) =>
  filters
    .flatMap((filter) =>
      'field' in filter && filter.value !== undefined && filter.value !== null && filter.value !== ''
        ? [`${filter.field}=${JSON.stringify(filter.value)}`]
        : [],
    )
    .sort();

/** Whether any filter holds a value (empty values and All count as absent). */
export const hasFilters = (filters: CrudFilter[]) => present(filters).length > 0;

/** Whether two filter lists ask for the same rows (empty values count as absent). */
export function sameFilters(next: CrudFilter[], current: CrudFilter[]): boolean {
  return JSON.stringify(present(next)) === JSON.stringify(present(current));
}

/**
 * The filter form's values for filters read from the address (a Back or Forward through the
 * searches): each filter's value under its form item, a date range from its two parameters.
 * Filters the address does not hold are left out (the form's reset gives them their start value).
 */
export function filterFormValues(schema: ResourceSchema, filters: readonly CrudFilter[]): Values {
  const valueOf = (name: string) => {
    const found = filters.find((filter) => 'field' in filter && filter.field === name);
    return found?.value === '' ? undefined : found?.value;
  };
  const values: Values = {};
  for (const { spec, param } of filterFields(schema)) {
    if (spec.kind === 'dateRange') {
      const [begin, end] = (spec.params ?? [`${param}_begin`, `${param}_end`]).map(valueOf);
      if (begin !== undefined || end !== undefined) values[param] = [begin, end];
    } else if (valueOf(param) !== undefined) values[param] = valueOf(param);
  }
  return values;
}
