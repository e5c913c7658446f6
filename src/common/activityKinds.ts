import { t } from '../i18n';
import type { Option, Values } from '../model/types';

/*
 * The activity log's kinds of change and the shape of a changed field, shared by its schema
 * (schemas/activity.ts) and the part that shows an entry (resources/custom/activity), which may not import
 * the schema that loads it.
 */

/** What an entry records: a create, an update, a delete or a status change. */
export const ACTIVITY_KIND_OPTIONS: Option[] = [
  { value: 'create', label: 'Create', color: 'green' },
  { value: 'update', label: 'Update', color: 'blue' },
  { value: 'status', label: 'Status change', color: 'gold' },
  { value: 'delete', label: 'Delete', color: 'red' },
];

/**
 * One changed field of an entry (absent `before`: created; absent `after`: deleted), with what the
 * resource's schema names it by when the log was written: the field's `label`, and the labels of
 * the options its values are (`before_label`, `after_label`: 'Active' for a user's status 0). All
 * English schema texts, translated where they are shown; the values stay as they were sent.
 */
export interface ActivityChange {
  field: string;
  label?: string;
  before?: unknown;
  after?: unknown;
  before_label?: string | string[];
  after_label?: string | string[];
}

/** The record an entry names, for a person: its name (the resource's `recordLabel`) and its id in brackets. */
export function recordName(entry: { record_id?: unknown; record_name?: unknown }): string {
  const id = String(entry.record_id ?? '');
  const name = String(entry.record_name ?? '').trim();
  return name && name !== id ? `${name} (${id})` : id;
}

/** What a log keeps of a secret's value (a password): that it changed, never the value. */
export const HIDDEN = '(hidden)';

/** The field names a log row shows before it counts the rest ('+4'): a delete lists every field. */
export const SHOWN_FIELDS = 3;

const fieldNames = (fields: unknown) =>
  String(fields ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/**
 * An entry's changed fields by their labels in the console's language ('Status' for `status`),
 * each field the schema does not name by its key; an entry without its changes, its `fields` list.
 */
function changedFields(fields: unknown, entry: Values): string[] {
  const changes = entry.changes as ActivityChange[] | undefined;
  if (!Array.isArray(changes) || !changes.length) return fieldNames(fields);
  return changes.map((change) => (change.label ? t(change.label) : change.field));
}

/** A row's Changed Fields, short enough for its column at 1366 px: 'User ID, User Name, Email +4'. */
export function shortFields(fields: unknown, entry: Values = {}): string {
  const names = changedFields(fields, entry);
  const rest = names.length - SHOWN_FIELDS;
  return rest > 0 ? `${names.slice(0, SHOWN_FIELDS).join(', ')} +${rest}` : names.join(', ');
}

/** The whole list, for the cell's tooltip, when the row shows only part of it. */
export function allFieldsWhenShort(entry: Values): string | undefined {
  const names = changedFields(entry.fields, entry);
  return names.length > SHOWN_FIELDS ? names.join(', ') : undefined;
}
