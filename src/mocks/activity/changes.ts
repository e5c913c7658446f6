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

/**
 * Whether a field is a secret: one the call declares secret (`secret` of its declaration in
 * src/calls or of its schema call), else by its name (isSecretName, the fallback for every call).
 */
const isSecret = (name: string, declared: readonly string[]) => declared.includes(name) || isSecretName(name);

/**
 * A value with each secret key at any depth (a link's `utm_param.access_token`) hidden: the
 * secret-named ones and those the call declares secret.
 */
export function redacted(value: unknown, declared: readonly string[] = []): unknown {
  if (Array.isArray(value)) return value.map((item) => redacted(item, declared));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      isSecret(key, declared) ? HIDDEN : redacted(item, declared),
    ]),
  );
}

/** Fields every save touches by itself: not a change anyone made. */
const BOOKKEEPING = new Set(['updated_time']);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const shown = (field: string, value: unknown, declared: readonly string[]) =>
  value !== undefined && isSecret(field, declared) ? HIDDEN : redacted(value, declared);

/**
 * The fields that differ between two states of a record, in the record's key order: every field
 * of a created record (after only) or of a deleted one (before only); secrets (secret-named, or
 * among the fields the call declares `secret`), at any depth of a field's value, as `(hidden)`.
 */
export function fieldChanges(
  before: Values | undefined,
  after: Values | undefined,
  secret: readonly string[] = [],
): FieldChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .filter((field) => !BOOKKEEPING.has(field) && !same(before?.[field], after?.[field]))
    .map((field) => ({
      field,
      ...(before && field in before ? { before: shown(field, before[field], secret) } : {}),
      ...(after && field in after ? { after: shown(field, after[field], secret) } : {}),
    }));
}

/** A copy of a record as it is now (later changes to the stored row do not reach it). */
export const snapshot = (record: Values | undefined): Values | undefined =>
  record === undefined ? undefined : (JSON.parse(JSON.stringify(record)) as Values);
