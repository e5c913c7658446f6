import { openIdbRecords, type IdbRecords } from './idbRecords';

/**
 * Uploaded cover images of the embedded API. Kept in memory and, in a browser, in their own
 * IndexedDB database so they survive a reload without being copied with every write of the data set.
 * Where IndexedDB is missing (Node tests) a cover lasts as long as the page.
 */
export interface StoredCover {
  bytes: ArrayBuffer;
  type: string;
}

const memory = new Map<string, StoredCover>();
let stored: Promise<IdbRecords | undefined> | undefined;
const covers = async () =>
  typeof indexedDB === 'undefined'
    ? undefined
    : (stored ??= openIdbRecords(indexedDB, 'publisher-console:covers', 'covers'));

/** Keeps a cover; where the browser refuses to store it (private mode, quota), for this page only. */
export async function putCover(id: string, cover: StoredCover): Promise<void> {
  memory.set(id, cover);
  await (await covers())?.putAll({ [id]: cover }).catch(() => undefined);
}

export async function getCover(id: string): Promise<StoredCover | undefined> {
  const cover = memory.get(id) ?? (await (await covers())?.get(id).catch(() => undefined));
  return cover as StoredCover | undefined;
}
