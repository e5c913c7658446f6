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
