import { browserEnvironment, DataStore } from './dataStore';
import type { MockDb } from './seed';

/**
 * The page's one data store. In a browser, startEmbeddedApi() opens it (IndexedDB) before the
 * first call; in Node (Vitest, the HTTP server) it is never opened and keeps the data in memory.
 */
export const dataStore = new DataStore(browserEnvironment());

/** Counts saved changes, so data derived from the tables (report facts) knows when to start again. */
export const dataRevision = (): number => dataStore.revision();

/** The data set, seeded on first use. */
export const db = (): MockDb => dataStore.db();

/** Records a change: written to IndexedDB (where there is one) so that it survives a reload. */
export const save = (): void => dataStore.save();

export const resetDb = (): void => dataStore.reset();

export const nextId = (): number => dataStore.nextId();

/**
 * A named collection of rows kept in the same stored data set, seeded on first use. Each area of
 * the embedded API (reports, apps, users...) declares its own tables without touching the seed.
 */
export const table = <T>(name: string, seed: () => T[]): T[] => dataStore.table(name, seed);

export const now = (): string => new Date().toISOString().slice(0, 19).replace('T', ' ');
