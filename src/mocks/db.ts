import { seedDb, type MockDb } from './seed';

/** Browser storage key of the embedded API's data; bump the version when the seed's shape changes. */
export const DB_STORAGE_KEY = 'publisher-console:mock-db';

let current: MockDb | undefined;
let revision = 0;

/** Counts saved changes, so data derived from the tables (report facts) knows when to start again. */
export const dataRevision = () => revision;

function loadStored(): MockDb | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(DB_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as MockDb) : undefined;
    return parsed && parsed.version === seedDb().version ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** The data set: stored in browser storage, seeded on first use. */
export function db(): MockDb {
  current ??= loadStored() ?? seedDb();
  return current;
}

/** Persists a change so that it survives a reload. */
export function save(): void {
  revision += 1;
  globalThis.localStorage?.setItem(DB_STORAGE_KEY, JSON.stringify(db()));
}

export function resetDb(): void {
  current = seedDb();
  save();
}

export function nextId(): number {
  const data = db();
  data.nextId += 1;
  return data.nextId;
}

/**
 * A named collection of rows kept in the same stored data set, seeded on first use. Each area of
 * the embedded API (reports, apps, users...) declares its own tables without touching the seed.
 */
export function table<T>(name: string, seed: () => T[]): T[] {
  const tables = (db().tables ??= {});
  tables[name] ??= seed();
  return tables[name] as T[];
}

export const now = (): string => new Date().toISOString().slice(0, 19).replace('T', ' ');
