import type { DataScopeSpec, ResourceSchema, Values } from '../../model/types';
import { permissionRefused } from '../users/access';
import { fail } from '../respond';
import { scopeItems, scopeOf, type ScopeKind } from '../users/scope';
import type { MockUser } from '../store/seed';

/**
 * The data scope of a schema's records (`dataScope` in the schema): a record belongs to the
 * caller's scope through its reference to a site, an app or a search site. The generic handler
 * asks here before it lists, shows, changes, deletes or exports a record, and before it stores a
 * reference.
 */

/** The messages of a refused reference, per kind: no such record, not in the scope, none chosen. */
export const REFERENCE_MESSAGES: Record<ScopeKind, { missing: string; outside: string; none: string }> = {
  content_site: {
    missing: 'Site not found',
    outside: 'This site is not in your data scope',
    none: 'Please choose a site in your data scope',
  },
  app: {
    missing: 'App not found',
    outside: 'This app is not in your data scope',
    none: 'Please choose an app in your data scope',
  },
  search_site: {
    missing: 'Search site not found',
    outside: 'This search site is not in your data scope',
    none: 'Please choose a search site in your data scope',
  },
};

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** The id of the scoped record a reference names, or undefined when there is no such record. */
export function ownerId(spec: DataScopeSpec, value: unknown): number | undefined {
  if (isEmpty(value)) return undefined;
  const items = scopeItems(spec.owner);
  const found =
    spec.by === 'name'
      ? items.find((item) => item.name === String(value))
      : items.find((item) => String(item.id) === String(value));
  return found?.id;
}

/** Whether a stored record is in the user's data scope (always, for a schema with no `dataScope`). */
export function recordInScope(user: MockUser, schema: ResourceSchema, row: Values): boolean {
  const spec = schema.dataScope;
  if (!spec) return true;
  const granted = scopeOf(user)[spec.owner];
  if (granted === 'all') return true;
  const id = ownerId(spec, row[spec.via]);
  return id !== undefined && granted.has(id);
}

/** The records of a list or an export the user's data scope grants. */
export const scopedRecords = (user: MockUser, schema: ResourceSchema, rows: Values[]): Values[] =>
  schema.dataScope ? rows.filter((row) => recordInScope(user, schema, row)) : rows;

/**
 * The refusal of values to be stored whose reference names a record that does not exist
 * (`Site not found`, for everyone) or one outside the caller's data scope (the permission refusal
 * with `This site is not in your data scope`); a user limited to some records must name one.
 * Undefined when the values may be stored.
 */
export function referenceRefusal(
  user: MockUser,
  schema: ResourceSchema,
  values: Values,
): Response | undefined {
  const spec = schema.dataScope;
  if (!spec) return undefined;
  const messages = REFERENCE_MESSAGES[spec.owner];
  const granted = scopeOf(user)[spec.owner];
  const value = values[spec.via];
  if (isEmpty(value)) return granted === 'all' ? undefined : fail(messages.none);
  const id = ownerId(spec, value);
  if (id === undefined) return fail(messages.missing);
  return granted === 'all' || granted.has(id) ? undefined : permissionRefused(messages.outside);
}
