import type { Values } from '../../model/types';
import { HIDDEN } from '../../common/activityKinds';

/** One field of a change: its value before and after (undefined: the record did not exist). */
export interface FieldChange {
  field: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Secret names: password, secret, token or credential anywhere in the name (`access_token`,
 * `client_secret`), or a key by its last word (`key`, `api_key`, `appKey`; not `keyword`).
 */
const SECRET = /password|passwd|secret|token|credential/i;
const KEY_NAME = /(?:^|[_\-.])key$|apikey$|appkey$/i;
export const isSecretName = (name: string) =>
  SECRET.test(name) || KEY_NAME.test(name) || /[a-z0-9]Key$/.test(name);

/** A value with each secret-named key at any depth (a link's `utm_param.access_token`) hidden. */
export function redacted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redacted);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, isSecretName(key) ? HIDDEN : redacted(item)]),
  );
}

/** Fields every save touches by itself: not a change anyone made. */
const BOOKKEEPING = new Set(['updated_time']);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const shown = (field: string, value: unknown) =>
  value !== undefined && isSecretName(field) ? HIDDEN : redacted(value);

/**
 * The fields that differ between two states of a record, in the record's key order: every field
 * of a created record (after only) or of a deleted one (before only); secrets, at any depth of a
 * field's value, as `(hidden)`.
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
