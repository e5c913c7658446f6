import type { ResourceSchema, Values } from '../../model/types';
import { db } from '../db';
import { recordsOf } from '../generic/records';
import type { MockDb } from '../seed';

/** Resources whose hand-written handlers keep their rows at the top of the data set. */
const TOP_LEVEL: Record<string, keyof MockDb> = {
  site: 'sites',
  zone: 'zones',
  channel: 'channels',
  user: 'users',
  userGroup: 'groups',
};

/** The rows of resources a hand-written handler keeps in its own table (registerRecords). */
const registered = new Map<string, () => unknown[]>();

/**
 * Tells the activity log where a hand-written handler keeps a resource's rows (its table getter,
 * which seeds the table on first use), once, at module load: `registerRecords('postback', postbacks)`.
 */
export function registerRecords(resource: string, rows: () => unknown[]): void {
  registered.set(resource, rows);
}

/** Where the embedded API keeps a resource's rows: a hand-written handler's, else the generic handler's. */
export function storedRows(schema: ResourceSchema): Values[] {
  const own = registered.get(schema.name);
  if (own) return own() as Values[];
  const top = TOP_LEVEL[schema.name];
  return top ? (db()[top] as unknown as Values[]) : recordsOf(schema);
}
