/**
 * Uploaded cover images of the embedded API. Kept in memory and, in a browser, in their own
 * IndexedDB database so they survive a reload without being copied with every write of the data set.
 * Where IndexedDB is missing (Node tests) a cover lasts as long as the page.
 */
export interface StoredCover {
  bytes: ArrayBuffer;
  type: string;
}

const DATABASE = 'publisher-console:covers';
const STORE = 'covers';
const memory = new Map<string, StoredCover>();

function openDatabase(): Promise<IDBDatabase | undefined> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(undefined);
  });
}

/** Runs one request on the store; undefined when the browser refuses (private mode, quota). */
async function withStore<T>(
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | undefined> {
  const database = await openDatabase();
  if (!database) return undefined;
  try {
    return await new Promise<T | undefined>((resolve) => {
      const request = run(database.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(undefined);
    });
  } finally {
    database.close();
  }
}

export async function putCover(id: string, cover: StoredCover): Promise<void> {
  memory.set(id, cover);
  await withStore('readwrite', (store) => store.put(cover, id));
}

export async function getCover(id: string): Promise<StoredCover | undefined> {
  return memory.get(id) ?? (await withStore<StoredCover>('readonly', (store) => store.get(id)));
}
