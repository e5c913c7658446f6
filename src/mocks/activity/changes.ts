import type { Values } from '../../model/types';
import { HIDDEN } from '../../common/activityKinds';

/** One field of a change: its value before and after (undefined: the record did not exist). */
export interface FieldChange {
  field: string;
  before?: unknown;
  after?: unknown;
}

const SECRET = /password|secret|token/i;

/** Fields every save touches by itself: not a change anyone made. */
const BOOKKEEPING = new Set(['updated_time']);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const shown = (field: string, value: unknown) => (value !== undefined && SECRET.test(field) ? HIDDEN : value);

/**
 * The fields that differ between two states of a record, in the record's key order: every field
 * of a created record (after only) or of a deleted one (before only); secrets as `(hidden)`.
 */
export function fieldChanges(before: Values | undefined, after: Values | undefined): FieldChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .filter((field) => !BOOKKEEPING.has(field) && !same(before?.[field], after?.[field]))
    .map((field) => ({
      field,
      ...(before && field in before ? { before: shown(field, before[field]) } : {}),
      ...(after && field in after ? { after: shown(field, after[field]) } : {}),
    }));
}

/** A copy of a record as it is now (later changes to the stored row do not reach it). */
export const snapshot = (record: Values | undefined): Values | undefined =>
  record === undefined ? undefined : (JSON.parse(JSON.stringify(record)) as Values);
