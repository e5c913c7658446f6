/**
 * Row tests built from a list call's query parameters: the generic handler's filters
 * (listQuery.ts) and the hand-written lists (calls/listing.ts) answer the same parameters alike.
 */

/** A row of a list, read by key. */
type Row = object;
export type Predicate<T> = (row: T) => boolean;

/** A cell as text: missing (undefined, null) is empty. */
export const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
/** A row's field by key. */
export const field = (row: Row, key: string): unknown => (row as Record<string, unknown>)[key];

/** Exact match of a query parameter on a row field (numbers and strings alike); empty means all. */
export const equals =
  <T extends Row>(query: URLSearchParams, param: string, key = param): Predicate<T> =>
  (row) => {
    const wanted = query.get(param);
    return !wanted || text(field(row, key)) === wanted;
  };

/** Case-insensitive substring of any of the fields. */
export const contains =
  <T extends Row>(query: URLSearchParams, param: string, ...keys: string[]): Predicate<T> =>
  (row) => {
    const wanted = text(query.get(param)).trim().toLowerCase();
    return (
      !wanted ||
      (keys.length ? keys : [param]).some((key) => text(field(row, key)).toLowerCase().includes(wanted))
    );
  };

/** A 'YYYY-MM-DD' range over a 'YYYY-MM-DD HH:mm:ss' field, both ends included. */
export const between =
  <T extends Row>(query: URLSearchParams, begin: string, end: string, key: string): Predicate<T> =>
  (row) => {
    const day = text(field(row, key)).slice(0, 10);
    const from = query.get(begin);
    const to = query.get(end);
    return (!from || day >= from) && (!to || day <= to);
  };

/**
 * Whether an id is among those of the `ids` parameter (comma-separated), the call that fetches the
 * labels of a page's references; every id when the parameter is absent.
 */
export const amongIds = (query: URLSearchParams, id: unknown, param = 'ids'): boolean => {
  const ids = query.get(param);
  return !ids || ids.split(',').includes(String(id));
};
