import type { Values } from './types';

/**
 * Edits that do not overwrite each other: an update says which version of the record it was
 * made from, and a server refuses it when the record has changed since.
 *
 * The version is the record's own last-change time, `updated_time`, as the server answered it
 * (a list row or a detail). The console sends it back, as it was read, in this request header;
 * a host whose records carry no `updated_time` gets none, and the console compares the record it
 * opened with the server's current one itself before saving (resources/form/conflicts.ts).
 */
export const VERSION_HEADER = 'If-Unmodified-Since';

/** The record key that holds its version. */
export const VERSION_KEY = 'updated_time';

/** The code (and HTTP status) of the refusal of an update made from an older version. */
export const CONFLICT_CODE = 409;

/** The refusal's text; its `data` is the record as it is now. */
export const CONFLICT_MESSAGE = 'This record was changed by someone else after you opened it';

/** The version of a record as read (its `updated_time`), when it has one. */
export function versionOf(record: Values | undefined): string | undefined {
  const value = record?.[VERSION_KEY];
  return (typeof value === 'string' || typeof value === 'number') && value !== '' ? String(value) : undefined;
}
