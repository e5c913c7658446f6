import type { ApiCall, FieldDef, FilterSpec, ResourceSchema, Values } from '../../model/types';
import { sortableKeys, sortOf, sortRows } from '../../common/listSort';
import { paginate } from '../respond';
import { amongIds, between, contains, equals } from './queryPredicates';
import { servedAs } from './served';

type Predicate = (row: Values) => boolean;

const isChoice = (field: FieldDef, spec: FilterSpec) =>
  spec.kind === 'select' ||
  (spec.kind === undefined &&
    (Boolean(spec.options) ||
      Boolean(field.options) ||
      field.kind === 'select' ||
      field.kind === 'multiSelect' ||
      field.kind === 'reference'));

/**
 * The records named by the list's `ids` parameter (comma-separated; the labels of a page's
 * references, fetched in one call); every record when it is absent.
 */
export const byIds =
  (schema: ResourceSchema, query: URLSearchParams): Predicate =>
  (row) =>
    amongIds(query, row[schema.idKey], schema.api.list.ids);

/** A chosen value held by a list field (multiSelect) or equal to a plain one; empty means all. */
const chosen =
  (query: URLSearchParams, param: string, key: string): Predicate =>
  (row) => {
    const value = row[key];
    if (!Array.isArray(value)) return equals<Values>(query, param, key)(row);
    const wanted = query.get(param);
    return !wanted || value.some((item) => String(item) === wanted);
  };

/**
 * The schema's filters as the list answers them, with the parameters the console sends: a text
 * filter matches part of the field (any case), a select the exact value, a date range the days
 * between its two parameters, both ends included.
 */
export function filterPredicates(schema: ResourceSchema, query: URLSearchParams): Predicate[] {
  const { search = {}, exact = [], filters = {} } = servedAs(schema);
  const searched = new Set(Object.keys(search));
  const own = schema.fields
    .filter((field) => field.filter)
    .map((field) => {
      const spec: FilterSpec = field.filter === true ? {} : (field.filter as FilterSpec);
      const param = spec.param ?? field.key;
      if (searched.has(param)) return () => true;
      const matches = filters[param];
      if (matches) return (row: Values) => !query.get(param) || matches(row, String(query.get(param)));
      if (spec.kind === 'dateRange') {
        const [begin, end] = spec.params ?? [`${param}_begin`, `${param}_end`];
        return between<Values>(query, begin, end, field.key);
      }
      return isChoice(field, spec) || exact.includes(param)
        ? chosen(query, param, field.key)
        : contains<Values>(query, param, field.key);
    });
  // The resource's own searches: a parameter matching part of any of several keys (name or id).
  const more = Object.entries(search).map(([param, keys]) => contains<Values>(query, param, ...keys));
  return [...own, ...more];
}

/** Rows inside the path's scope: each placeholder but the id (e.g. {site_id}) must match the row. */
export const inScope =
  (schema: ResourceSchema, params: Record<string, string>): Predicate =>
  (row) =>
    Object.entries(params).every(
      ([name, value]) => name === schema.idKey || !(name in row) || String(row[name]) === value,
    );

/** When a row was made: its created time, else (rows that keep none) its updated time. */
const madeAt = (row: Values) => String(row.created_time ?? row.updated_time ?? '');

/** Newest first: by created (or updated) time when rows have one, then by id. */
const newestFirst =
  (idKey: string) =>
  (a: Values, b: Values): number =>
    madeAt(b).localeCompare(madeAt(a)) || Number(b[idKey]) - Number(a[idKey]) || 0;

/** Sets a dotted key ('page.rows') of an object. */
function setPath(target: Values, key: string, value: unknown): Values {
  const parts = key.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Values;
  node[parts[parts.length - 1]] = value;
  return target;
}

/** The rows a list or its export holds: inside the path's scope, filtered, sorted as asked (sortable columns only). */
export function matchingRows(
  schema: ResourceSchema,
  rows: Values[],
  query: URLSearchParams,
  params: Record<string, string>,
): Values[] {
  const predicates = [inScope(schema, params), byIds(schema, query), ...filterPredicates(schema, query)];
  return sortRows(
    rows
      .filter((row) => predicates.every((test) => test(row)))
      .sort(servedAs(schema).order ?? newestFirst(schema.idKey)),
    sortOf(query, sortableKeys(schema)),
  );
}

/** The list answer: the matching rows, paged by the call's own parameter names, in its envelope keys. */
export function listData(
  schema: ResourceSchema,
  call: ApiCall,
  rows: Values[],
  query: URLSearchParams,
  params: Record<string, string>,
): Values {
  const matching = matchingRows(schema, rows, query, params);
  const page = call.paging
    ? paginate(matching, query.get(call.paging.page), query.get(call.paging.size))
    : { list: matching, total: matching.length };
  const { listed } = servedAs(schema);
  const data: Values = {};
  setPath(data, call.rowsKey ?? 'list', listed ? page.list.map(listed) : page.list);
  return setPath(data, call.totalKey ?? 'total', page.total);
}
