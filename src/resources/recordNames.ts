import type { ResourceSchema, Values } from '../model/types';
import { isBlank } from './format';

/*
 * How a row is named to a person in the engine's messages (a bulk summary, an undo toast, a
 * confirmation): used by the row actions and the bulk actions alike, so it sits beside both.
 */

/**
 * What names a row to a person: its schema's `recordLabel` (what references show), else its
 * `recordName` (a link's site and main keyword), else its first text column other than the id;
 * undefined when none holds a value.
 */
export function recordTitle(schema: ResourceSchema, record: Values): string | undefined {
  const declared = schema.recordLabel === undefined ? undefined : record[schema.recordLabel];
  if (!isBlank(declared) && typeof declared !== 'object') return String(declared);
  if (schema.recordName) return schema.recordName(record);
  const named = schema.fields.find(
    (field) =>
      field.column &&
      field.key !== schema.idKey &&
      (field.kind === undefined || field.kind === 'text') &&
      !field.options &&
      typeof record[field.key] === 'string' &&
      record[field.key] !== '',
  );
  return named ? String(record[named.key]) : undefined;
}

/** How a row is named in a failure summary: its title and its id. */
export function recordName(schema: ResourceSchema, record: Values): string {
  const id = String(record[schema.idKey]);
  const title = recordTitle(schema, record);
  return title === undefined ? id : `${title} (${id})`;
}
