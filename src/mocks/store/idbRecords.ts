/**
 * A few named records in one IndexedDB object store, behind promises. The connection stays open
 * for the page's life; it closes itself when another page upgrades the database.
 */
export interface IdbRecords {
  get(key: string): Promise<unknown>;
  /** Writes every entry in one transaction: all of them are stored, or none. */
  putAll(entries: Record<string, unknown>): Promise<void>;
}

function settle<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** Opens (creating on first use) the database and its store; undefined when the browser refuses it. */
export async function openIdbRecords(
  factory: IDBFactory,
  name: string,
  storeName = 'records',
): Promise<IdbRecords | undefined> {
  let database: IDBDatabase;
  try {
    const request = factory.open(name, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName);
    database = await settle(request);
  } catch {
    return undefined;
  }
  database.onversionchange = () => database.close();

  return {
    get: (key) => settle(database.transaction(storeName, 'readonly').objectStore(storeName).get(key)),
    putAll: (entries) =>
      new Promise<void>((resolve, reject) => {
        const transaction = database.transaction(storeName, 'readwrite');
        const store = transaction.objectStore(storeName);
        // A quota error shows on the transaction (abort), sometimes already on put().
        transaction.oncomplete = () => resolve();
        transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'));
        transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
        try {
          for (const [key, value] of Object.entries(entries)) store.put(value, key);
        } catch (error) {
          try {
            transaction.abort();
          } catch {
            // Already finished: nothing to undo.
          }
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      }),
  };
}
