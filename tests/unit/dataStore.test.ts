import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DATA_STORE_NAME,
  DataStore,
  STORAGE_FAILURE_MESSAGE,
  type StoreEnvironment,
} from '../../src/mocks/store/dataStore';
import { seedDb, type MockDb } from '../../src/mocks/store/seed';

/** Web Locks for one process: callbacks for the same name run one after another. */
function inProcessLocks(): NonNullable<StoreEnvironment['locks']> {
  const queues = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const run = (queues.get(name) ?? Promise.resolve()).then(callback);
      queues.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

/** A browser as the store sees it: one IndexedDB and one lock manager, shared by every tab. */
function fakeBrowser(legacy: Record<string, string> = {}) {
  const indexedDB = new IDBFactory();
  const locks = inProcessLocks();
  const warnings: string[] = [];
  const legacyStorage = {
    getItem: (key: string) => legacy[key] ?? null,
    removeItem: (key: string) => void delete legacy[key],
  };
  const openTab = async () => {
    const store = new DataStore({
      indexedDB,
      locks,
      legacyStorage,
      warn: (message) => warnings.push(message),
    });
    await store.open();
    return store;
  };
  return { indexedDB, legacy, warnings, openTab };
}

/** One call of the embedded API in a tab: a change to the data set, then save(). */
const addChannel = (store: DataStore, name: string) =>
  store.exclusive(async () => {
    const channel = { id: store.nextId(), name };
    // A pause inside the call, as a handler reading a request body has: the other tab must wait.
    await new Promise((resolve) => setTimeout(resolve, 5));
    store.db().channels.push(channel);
    store.save();
    return channel;
  });

const channelNames = (data: MockDb) => data.channels.map((channel) => channel.name);

/** Writes a data set straight into the browser's IndexedDB, as an earlier page would have left it. */
async function storeRaw(indexedDB: IDBFactory, dataset: unknown): Promise<void> {
  const writer = new DataStore({ indexedDB });
  await writer.open();
  await writer.exclusive(async () => {
    Object.assign(writer.db(), dataset);
    for (const key of Object.keys(writer.db()))
      if (!(key in (dataset as object))) delete (writer.db() as unknown as Record<string, unknown>)[key];
    writer.save();
  });
}

afterEach(() => vi.restoreAllMocks());

describe('the data set in IndexedDB', () => {
  it('starts from the seed and stores it on first load', async () => {
    const browser = fakeBrowser();
    const tab = await browser.openTab();
    expect(tab.db()).toEqual(seedDb());
    const later = await browser.openTab();
    expect(later.db()).toEqual(seedDb());
    expect(browser.warnings).toEqual([]);
  });

  it('writes every change through, so a reload still has it', async () => {
    const browser = fakeBrowser();
    const tab = await browser.openTab();
    const channel = await addChannel(tab, 'Kept after reload');
    const reloaded = await browser.openTab();
    expect(reloaded.db().channels).toContainEqual(channel);
  });

  it('keeps the data in memory where there is no IndexedDB', async () => {
    const store = new DataStore({});
    await store.open();
    const channel = await addChannel(store, 'Memory only');
    expect(store.db().channels).toContainEqual(channel);
    expect(store.revision()).toBeGreaterThan(0);
  });
});

describe('the old local storage copy', () => {
  it('is moved into IndexedDB once, then removed', async () => {
    const old = seedDb();
    old.channels.push({ id: 9500, name: 'From local storage' });
    const browser = fakeBrowser({ [DATA_STORE_NAME]: JSON.stringify(old) });
    const tab = await browser.openTab();
    expect(channelNames(tab.db())).toContain('From local storage');
    expect(browser.legacy).toEqual({});
    const reloaded = await browser.openTab();
    expect(channelNames(reloaded.db())).toContain('From local storage');
  });

  it('is dropped when it holds an older version of the seed', async () => {
    const browser = fakeBrowser({
      [DATA_STORE_NAME]: JSON.stringify({ ...seedDb(), version: 1, channels: [] }),
    });
    const tab = await browser.openTab();
    expect(tab.db()).toEqual(seedDb());
    expect(browser.legacy).toEqual({});
  });

  it('is removed when another tab already moved the data', async () => {
    const browser = fakeBrowser();
    await browser.openTab();
    browser.legacy[DATA_STORE_NAME] = JSON.stringify({ ...seedDb(), channels: [] });
    const tab = await browser.openTab();
    expect(tab.db()).toEqual(seedDb());
    expect(browser.legacy).toEqual({});
  });
});

describe('a write the browser refuses', () => {
  const quotaError = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };

  it('is reported once and later saves keep working in memory', async () => {
    const browser = fakeBrowser();
    const tab = await browser.openTab();
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(quotaError);

    const first = await addChannel(tab, 'Refused once');
    const second = await addChannel(tab, 'Refused twice');
    expect(browser.warnings).toEqual([
      `${STORAGE_FAILURE_MESSAGE} (QuotaExceededError: The quota has been exceeded.)`,
    ]);
    expect(second.id).toBe(first.id + 1);
    expect(tab.db().channels).toEqual(expect.arrayContaining([first, second]));

    // Once the browser accepts writes again, the next save stores everything kept in memory.
    put.mockRestore();
    const third = await addChannel(tab, 'Accepted');
    const reloaded = await browser.openTab();
    expect(reloaded.db().channels).toEqual(expect.arrayContaining([first, second, third]));
    expect(browser.warnings).toHaveLength(1);
  });
});

describe('stored data with the current version and a broken shape', () => {
  const damaged = 'The stored demo data was damaged';

  it('is replaced by the seed when the users are missing', async () => {
    const browser = fakeBrowser();
    const { users: _users, ...withoutUsers } = seedDb();
    await storeRaw(browser.indexedDB, withoutUsers);
    const tab = await browser.openTab();
    expect(tab.db()).toEqual(seedDb());
    expect(browser.warnings).toEqual([
      `${damaged} (users: Invalid input: expected array, received undefined); it starts again from the seed.`,
    ]);
    // The seed is stored in place of the damaged copy.
    const reloaded = await browser.openTab();
    expect(reloaded.db()).toEqual(seedDb());
    expect(browser.warnings).toHaveLength(1);
  });

  it('is replaced by the seed when a group menu is not a list', async () => {
    const browser = fakeBrowser();
    const broken = seedDb();
    (broken.groups[0] as unknown as { menu_ids: string }).menu_ids = '1,2,3';
    await storeRaw(browser.indexedDB, broken);
    const tab = await browser.openTab();
    expect(tab.db().groups).toEqual(seedDb().groups);
    expect(browser.warnings).toEqual([
      `${damaged} (groups.0.menu_ids: Invalid input: expected array, received string); it starts again from the seed.`,
    ]);
  });

  it('is replaced by the seed when the groups are empty', async () => {
    const browser = fakeBrowser();
    await storeRaw(browser.indexedDB, { ...seedDb(), groups: [] });
    const tab = await browser.openTab();
    expect(tab.db().groups).toEqual(seedDb().groups);
    expect(browser.warnings).toEqual([
      `${damaged} (groups: Too small: expected array to have >=1 items); it starts again from the seed.`,
    ]);
  });

  it('keeps everything else when only the sessions are broken', async () => {
    const browser = fakeBrowser();
    const data = { ...seedDb(), sessions: 'none' };
    data.channels.push({ id: 9600, name: 'Survives repair' });
    await storeRaw(browser.indexedDB, data);
    const tab = await browser.openTab();
    expect(tab.db().sessions).toEqual({});
    expect(channelNames(tab.db())).toContain('Survives repair');
    expect(browser.warnings).toEqual([]);
  });

  it('in the old local storage copy is not migrated', async () => {
    const { groups: _groups, ...withoutGroups } = seedDb();
    const browser = fakeBrowser({ [DATA_STORE_NAME]: JSON.stringify(withoutGroups) });
    const tab = await browser.openTab();
    expect(tab.db()).toEqual(seedDb());
    expect(browser.legacy).toEqual({});
  });
});

describe('two tabs sharing one IndexedDB', () => {
  it('never hand out the same id, even when their calls overlap', async () => {
    const browser = fakeBrowser();
    const [tabA, tabB] = [await browser.openTab(), await browser.openTab()];
    const [fromA, fromB] = await Promise.all([
      addChannel(tabA, 'From tab A'),
      addChannel(tabB, 'From tab B'),
    ]);
    expect(fromA.id).not.toBe(fromB.id);
    expect(new Set([fromA.id, fromB.id])).toEqual(new Set([seedDb().nextId + 1, seedDb().nextId + 2]));

    const reloaded = await browser.openTab();
    expect(channelNames(reloaded.db())).toEqual(expect.arrayContaining(['From tab A', 'From tab B']));
  });

  it("see each other's writes on their next call", async () => {
    const browser = fakeBrowser();
    const [tabA, tabB] = [await browser.openTab(), await browser.openTab()];
    await addChannel(tabA, 'Written by A');
    const before = tabB.revision();
    const seenByB = await tabB.exclusive(async () => channelNames(tabB.db()));
    expect(seenByB).toContain('Written by A');
    expect(tabB.revision()).toBeGreaterThan(before);
  });
});
