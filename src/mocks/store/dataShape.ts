import { en } from 'zod/locales';
import * as z from 'zod/mini';
import type { MockDb } from './seed';

/*
 * The shape a stored data set must have before the embedded API uses it. Data written by an
 * older console carries an older version number and is simply replaced; this check catches data
 * with the current number but a broken shape (edited by hand, cut short), which would otherwise
 * answer 403 to everything with an empty menu. Extra fields are kept (loose objects).
 */
// zod/mini carries no messages of its own: the damaged-data warning names what is wrong in English.
z.config(en());

const ids = z.array(z.number());

const userShape = z.looseObject({
  user_id: z.number(),
  user_name: z.string(),
  email: z.string(),
  password: z.string(),
  company_id: z.string(),
  is_admin: z.boolean(),
  user_group: ids,
  status: z.union([z.literal(0), z.literal(1)]),
});

const groupShape = z.looseObject({
  id: z.number(),
  name: z.string(),
  type: z.union([z.literal(1), z.literal(2)]),
  menu_ids: ids,
  app_ids: z.optional(ids),
  content_site_ids: z.optional(ids),
  search_site_ids: z.optional(ids),
});

const dataSetShape = z.looseObject({
  version: z.number(),
  users: z.array(userShape).check(z.minLength(1)),
  groups: z.array(groupShape).check(z.minLength(1)),
  sessions: z.record(z.string(), z.number()),
  sessionsSeen: z.optional(z.record(z.string(), z.number())),
  appKeys: z.optional(z.record(z.string(), z.string())),
  sites: z.array(z.looseObject({ id: z.number(), domain: z.string() })),
  zones: z.array(z.looseObject({ zone_id: z.number(), site_id: z.number() })),
  channels: z.array(z.looseObject({ id: z.number(), name: z.string() })),
  nextId: z.number(),
  tables: z.optional(z.record(z.string(), z.array(z.unknown()))),
});

/** Fields that can be started again on their own: signed-in sessions, and tables (re-seeded on use). */
const RESETTABLE: readonly (keyof MockDb)[] = ['sessions', 'sessionsSeen', 'appKeys', 'tables'];

export type StoredDataVerdict =
  | { kind: 'usable'; data: MockDb }
  | { kind: 'repaired'; data: MockDb; fields: string[] }
  | { kind: 'outdated' }
  | { kind: 'corrupted'; problem: string };

/** Judges a stored data set against the seed's version and the expected shape. */
export function judgeStoredData(value: unknown, seed: MockDb): StoredDataVerdict {
  const version = (value as { version?: unknown } | null)?.version;
  if (value && typeof value === 'object' && version !== seed.version && typeof version === 'number') {
    return { kind: 'outdated' };
  }
  const checked = dataSetShape.safeParse(value);
  if (checked.success) return { kind: 'usable', data: value as MockDb };

  const broken = [...new Set(checked.error.issues.map((issue) => String(issue.path[0] ?? '')))];
  const problem = checked.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || 'data set'}: ${issue.message}`)
    .join('; ');
  if (!broken.every((field) => RESETTABLE.includes(field as keyof MockDb)))
    return { kind: 'corrupted', problem };

  const repaired = { ...(value as MockDb) };
  if (broken.includes('sessions')) repaired.sessions = {};
  if (broken.includes('sessionsSeen')) repaired.sessionsSeen = {};
  if (broken.includes('appKeys')) repaired.appKeys = {};
  if (broken.includes('tables')) delete repaired.tables;
  return dataSetShape.safeParse(repaired).success
    ? { kind: 'repaired', data: repaired, fields: broken }
    : { kind: 'corrupted', problem };
}
