import type { Option } from '../model/types';

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

/** One changed field of an entry (absent `before`: created; absent `after`: deleted). */
export interface ActivityChange {
  field: string;
  before?: unknown;
  after?: unknown;
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

/** A row's Changed Fields, short enough for its column at 1366 px: 'user_id, user_name, email +4'. */
export function shortFields(fields: unknown): string {
  const names = fieldNames(fields);
  const rest = names.length - SHOWN_FIELDS;
  return rest > 0 ? `${names.slice(0, SHOWN_FIELDS).join(', ')} +${rest}` : names.join(', ');
}

/** The whole list, for the cell's tooltip, when the row shows only part of it. */
export const allFieldsWhenShort = (fields: unknown): string | undefined =>
  fieldNames(fields).length > SHOWN_FIELDS ? String(fields) : undefined;
