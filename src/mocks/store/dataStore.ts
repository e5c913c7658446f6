import { judgeStoredData } from './dataShape';
import { openIdbRecords, type IdbRecords } from './idbRecords';
import { seedDb, type MockDb } from './seed';

/** Name of the IndexedDB database, of the Web Lock, and of the old local storage copy. */
export const DATA_STORE_NAME = 'publisher-console:mock-db';

/** What the store may use of its surroundings; every part is optional (Node has none of them). */
export interface StoreEnvironment {
  indexedDB?: IDBFactory;
  /** Web Locks (navigator.locks): one call at a time across every tab of the browser. */
  locks?: { request<T>(name: string, callback: () => Promise<T>): Promise<T> };
  /** Where earlier versions kept the data set (localStorage), read once and then emptied. */
  legacyStorage?: Pick<Storage, 'getItem' | 'removeItem'>;
  warn?: (message: string) => void;
}

/** The browser's own APIs, each only when it exists. */
export function browserEnvironment(): StoreEnvironment {
  const scope = globalThis as Partial<typeof globalThis>;
  let legacyStorage: Storage | undefined;
  try {
    legacyStorage = scope.localStorage;
  } catch {
    // Reading localStorage throws where storage is blocked.
  }
  return {
    indexedDB: scope.indexedDB,
    locks: scope.navigator?.locks,
    legacyStorage,
    warn: (message) => console.error(message),
  };
}

/**
 * Something that watches every change of the data set (`npm run api --data`, server/dataTracking.ts):
 * db() hands out its view of the data set, and it hears when the whole data set is replaced.
 */
export interface StoreTracker {
  view(data: MockDb): MockDb;
  replaced(previous: MockDb | undefined, restore: (data: MockDb) => void): void;
}

export const STORAGE_FAILURE_MESSAGE =
  'The embedded API could not store its data in this browser; changes are kept in this tab until it is closed or reloaded.';

/**
 * The embedded API's data set. Handlers use it synchronously (db(), save()); it lives in memory
 * and, where IndexedDB exists, is loaded from it at start and written through to it after each
 * change. Tabs share the stored copy: each call runs under a Web Lock, first adopting what another
 * tab stored since (a revision record tells), then storing its own change. Without IndexedDB the
 * data lives in memory only.
 */
export class DataStore {
  private current: MockDb | undefined;
  /** Bumped by every change, local or adopted from another tab (report caches key on it). */
  private changes = 0;
  private dirty = false;
  private records: IdbRecords | undefined;
  /** The stored revision this copy matches; unique per write so that any other tab's write shows. */
  private storedRevision: unknown;
  private readonly writer = Math.random().toString(36).slice(2, 10);
  private writes = 0;
  private callsRunning = 0;
  private pendingWrite: Promise<boolean> = Promise.resolve(true);
  private failureReported = false;
  private tracker: StoreTracker | undefined;

  constructor(
    private readonly environment: StoreEnvironment = {},
    private readonly seed: () => MockDb = seedDb,
  ) {}

  db(): MockDb {
    this.current ??= this.seed();
    return this.tracker ? this.tracker.view(this.current) : this.current;
  }

  /** The data set itself, never a tracker's view of it. */
  own(): MockDb {
    this.current ??= this.seed();
    return this.current;
  }

  /** Hands db()'s callers the tracker's view from now on (undefined: the data set itself again). */
  track(tracker: StoreTracker | undefined): void {
    this.tracker = tracker;
  }

  private replaceWith(data: MockDb): void {
    const previous = this.current;
    this.current = data;
    this.changes += 1;
    this.tracker?.replaced(previous, (restored) => {
      this.current = restored;
      this.changes += 1;
    });
  }

  revision(): number {
    return this.changes;
  }

  /** Marks a change; it is written at the end of the running call, or at once outside a call. */
  save(): void {
    this.changes += 1;
    this.dirty = true;
    if (this.callsRunning === 0) void this.flush();
  }

  /** Takes a data set read from elsewhere (a file of `npm run api --data`) as the current one. */
  replace(data: MockDb): void {
    this.replaceWith(data);
  }

  reset(): void {
    this.replaceWith(this.seed());
    this.save();
  }

  nextId(): number {
    const data = this.db();
    data.nextId += 1;
    return data.nextId;
  }

  table<T>(name: string, seed: () => T[]): T[] {
    const tables = (this.db().tables ??= {});
    tables[name] ??= seed();
    return tables[name] as T[];
  }

  /** Opens IndexedDB and loads the data set, migrating an old local storage copy once. */
  async open(): Promise<void> {
    const factory = this.environment.indexedDB;
    this.records = factory ? await openIdbRecords(factory, DATA_STORE_NAME) : undefined;
    if (!this.records) {
      this.adopt(this.legacyCopy(), undefined);
      return;
    }
    await this.exclusive(async () => {
      if (this.storedRevision !== undefined) return; // a stored data set was adopted by exclusive()
      this.current = this.legacyCopy() ?? this.seed();
      this.save();
    });
    // Once IndexedDB holds the data set (this tab's write or another tab's), the old copy goes.
    if (this.storedRevision !== undefined) this.environment.legacyStorage?.removeItem(DATA_STORE_NAME);
  }

  /**
   * Runs one call of the embedded API alone across tabs: adopts another tab's newer data first,
   * and stores this call's changes before the next call starts.
   */
  async exclusive<T>(run: () => Promise<T>): Promise<T> {
    const locked = async () => {
      await this.refresh();
      this.callsRunning += 1;
      try {
        return await run();
      } finally {
        this.callsRunning -= 1;
        if (this.callsRunning === 0) await this.flush();
      }
    };
    const locks = this.records ? this.environment.locks : undefined;
    return locks ? locks.request(DATA_STORE_NAME, locked) : locked();
  }

  /** Adopts the stored data set when another tab wrote since this copy was read or written. */
  private async refresh(): Promise<void> {
    const records = this.records;
    if (!records) return;
    await this.pendingWrite;
    try {
      const revision = await records.get('revision');
      if (revision === undefined || revision === this.storedRevision) return;
      const stored = await records.get('dataset');
      this.adopt(stored, revision);
    } catch {
      // Unreadable storage: go on with the copy in memory.
    }
  }

  private adopt(stored: unknown, revision: unknown): void {
    this.storedRevision = revision;
    if (stored === undefined || stored === null) return;
    const verdict = judgeStoredData(stored, this.seed());
    if (verdict.kind === 'usable' || verdict.kind === 'repaired') {
      this.current = verdict.data;
      this.changes += 1;
      if (verdict.kind === 'repaired') this.save();
      return;
    }
    if (verdict.kind === 'corrupted') {
      this.environment.warn?.(
        `The stored demo data was damaged (${verdict.problem}); it starts again from the seed.`,
      );
    }
    this.reset();
  }

  private legacyCopy(): MockDb | undefined {
    try {
      const raw = this.environment.legacyStorage?.getItem(DATA_STORE_NAME);
      if (!raw) return undefined;
      const verdict = judgeStoredData(JSON.parse(raw), this.seed());
      return verdict.kind === 'usable' || verdict.kind === 'repaired' ? verdict.data : undefined;
    } catch {
      return undefined;
    }
  }

  /** Writes the data set if it changed; false when the browser refused (reported once). */
  private flush(): Promise<boolean> {
    this.pendingWrite = this.pendingWrite.then(() => this.write());
    return this.pendingWrite;
  }

  private async write(): Promise<boolean> {
    const records = this.records;
    if (!this.dirty || !records) return true;
    this.dirty = false;
    this.writes += 1;
    const revision = `${this.writer}-${this.writes}`;
    try {
      await records.putAll({ dataset: this.db(), revision });
      this.storedRevision = revision;
      return true;
    } catch (error) {
      if (!this.failureReported) {
        this.failureReported = true;
        const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        this.environment.warn?.(`${STORAGE_FAILURE_MESSAGE} (${reason})`);
      }
      return false;
    }
  }
}
