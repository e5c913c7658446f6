import type { DataProvider } from '@refinedev/core';
import { formFields, initialValues } from './formValues';
import type { FieldDef, ResourceSchema, Values } from '../../model/types';
import { CONFLICT_CODE } from '../../model/recordVersion';
import { CallError, type Envelope } from '../../providers/http';

/**
 * Edits that do not overwrite each other: a form remembers the record as it opened it, and a
 * save made after the server's record changed shows what changed instead of saving.
 *
 * A record with a version (model/recordVersion.ts, its `updated_time`) is checked by the server:
 * the update names the version, and the refusal (code 409) holds the current record. A record
 * without one is checked here before saving: the current record is read again (its detail, else
 * its list row) and compared with the one the form opened.
 */

/** One field the server's record changed since the form opened it. */
export interface ChangedField {
  field: FieldDef;
  /** The value when the form opened the record. */
  opened: unknown;
  /** The value on the server now. */
  server: unknown;
  /** The value in the form now (what the user would save). */
  mine: unknown;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Two values of a field are the same: equal, or both empty (missing, null, '' or []). */
export const sameValue = (a: unknown, b: unknown): boolean =>
  (isEmpty(a) && isEmpty(b)) || JSON.stringify(a) === JSON.stringify(b);

/**
 * The form's fields whose value differs between the record the form opened and the server's
 * current one, read as the form reads a record (the schema's `toForm`), with the form's values.
 * Fields the form does not hold (a status, a counter) are not compared: a save leaves them as
 * they are.
 */
export function changedFields(
  schema: ResourceSchema,
  opened: Values,
  current: Values,
  mine: Values,
): ChangedField[] {
  const before = initialValues(schema, 'edit', opened);
  const now = initialValues(schema, 'edit', current);
  return formFields(schema, 'edit')
    .filter((field) => !sameValue(before[field.key], now[field.key]))
    .map((field) => ({ field, opened: before[field.key], server: now[field.key], mine: mine[field.key] }));
}

/** The record as it is now, from a server's refusal of an update made from an older version. */
export function conflictRecord(error: unknown): Values | undefined {
  if (!(error instanceof CallError)) return undefined;
  const body = error.body as Envelope | undefined;
  if (error.statusCode !== CONFLICT_CODE && body?.code !== CONFLICT_CODE) return undefined;
  const data = body?.data;
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Values) : undefined;
}

/**
 * The record as the server holds it now, read the way the form read it: its detail (`api.show`),
 * else its row of the list (the list call asked for that id). Undefined when the list does not
 * hold it (a host that ignores the ids asked for): nothing to compare with.
 */
export async function currentRecord(
  provider: DataProvider,
  schema: ResourceSchema,
  opened: Values,
  scope: Values,
): Promise<Values | undefined> {
  const id = opened[schema.idKey] as string;
  const meta = { scope: { ...scope, ...opened } };
  if (schema.api.show) {
    return (await provider.getOne<Values>({ resource: schema.name, id, meta })).data;
  }
  if (!provider.getMany) return undefined;
  const { data } = await provider.getMany<Values>({ resource: schema.name, ids: [id], meta });
  return data.find((row) => String(row[schema.idKey]) === String(id));
}
