import type { ColumnSpec, ResourceSchema, Values } from '../model/types';
import { isZeroDate } from './exportCell';

/**
 * Sorting a list, shared by the page (dataProvider, exports) and the embedded API. React-free.
 * A list call carries one sort as two query parameters: `sort_field` (a row key) and `sort_order`
 * (`asc` or `desc`). Without them the list keeps its default order; with them the rows are
 * sorted by that field, rows that tie keeping the default order (a stable sort).
 */
export const SORT_FIELD = 'sort_field';
export const SORT_ORDER = 'sort_order';

export type SortOrder = 'asc' | 'desc';
export interface ListSort {
  field: string;
  order: SortOrder;
}

/** The row keys a schema's list may be sorted by: its `sortable` columns and its default sort. */
export function sortableKeys(schema: Pick<ResourceSchema, 'fields' | 'defaultSort'>): string[] {
  const keys = schema.fields
    .filter((field) => typeof field.column === 'object' && (field.column as ColumnSpec).sortable)
    .map((field) => field.key);
  if (schema.defaultSort && !keys.includes(schema.defaultSort.field)) keys.push(schema.defaultSort.field);
  return keys;
}

/**
 * The first of the list's sorters (Refine's), when the schema lets its list be sorted by that
 * field; a sorter typed into the address for another field is not sent.
 */
export function allowedSort(
  schema: Pick<ResourceSchema, 'fields' | 'defaultSort'>,
  sorters: readonly { field: string; order: string }[] | undefined,
): ListSort | undefined {
  const sorter = sorters?.[0];
  if (!sorter || !sortableKeys(schema).includes(sorter.field)) return undefined;
  return { field: sorter.field, order: sorter.order === 'asc' ? 'asc' : 'desc' };
}

/** The query parameters of a sort (none without one). */
export const sortQuery = (sort: ListSort | undefined): Values =>
  sort ? { [SORT_FIELD]: sort.field, [SORT_ORDER]: sort.order } : {};

/** The sort a query asks for, when its field is one of `allowed` (any row key when omitted). */
export function sortOf(query: URLSearchParams, allowed?: readonly string[]): ListSort | undefined {
  const field = query.get(SORT_FIELD) ?? '';
  const order = query.get(SORT_ORDER);
  if (!/^\w+$/.test(field) || (order !== 'asc' && order !== 'desc')) return undefined;
  if (allowed && !allowed.includes(field)) return undefined;
  return { field, order };
}

/** Nothing to sort by: absent, empty, an empty list, or the zero date that means 'none'. */
const blank = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  isZeroDate(value);

const NUMERIC = /^-?\d+(\.\d+)?$/;
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Ascending comparison of two present values: numbers by value, the rest as text (any case). */
function compareValues(a: unknown, b: unknown): number {
  const left = Array.isArray(a) ? a.join(' ') : a;
  const right = Array.isArray(b) ? b.join(' ') : b;
  const bothNumbers =
    (typeof left === 'number' || NUMERIC.test(String(left))) &&
    (typeof right === 'number' || NUMERIC.test(String(right)));
  if (bothNumbers) return Number(left) - Number(right);
  return collator.compare(String(left), String(right));
}

/**
 * The rows (already in their default order) sorted by `sort`: stable, so ties keep the default
 * order; empty values and the zero date go last whichever the direction. A field no row has
 * leaves the order as it is.
 */
export function sortRows<T extends object>(rows: T[], sort: ListSort | undefined): T[] {
  if (!sort || !rows.some((row) => sort.field in row)) return rows;
  const sign = sort.order === 'asc' ? 1 : -1;
  const valueOf = (row: T) => (row as Record<string, unknown>)[sort.field];
  return [...rows].sort((a, b) => {
    const left = valueOf(a);
    const right = valueOf(b);
    if (blank(left) || blank(right)) return Number(blank(left)) - Number(blank(right));
    return sign * compareValues(left, right);
  });
}
