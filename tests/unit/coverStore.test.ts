import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { getCover, putCover } from '../../src/mocks/store/coverStore';
import { openIdbRecords } from '../../src/mocks/store/idbRecords';

const scope = globalThis as { indexedDB?: IDBFactory };
const cover = { bytes: new Uint8Array([1, 2, 3]).buffer, type: 'image/png' };

afterEach(() => {
  delete scope.indexedDB;
});

describe("the embedded API's uploaded covers", () => {
  it('last as long as the page where there is no IndexedDB', async () => {
    await putCover('78', cover);
    expect(await getCover('78')).toEqual(cover);
  });

  it("are stored in their own database's 'covers' store, so a reloaded page finds them", async () => {
    scope.indexedDB = new IDBFactory();
    await putCover('77', cover);

    const stored = await openIdbRecords(scope.indexedDB, 'publisher-console:covers', 'covers');
    expect(await stored?.get('77')).toEqual(cover);
    expect(await stored?.get('78')).toBeUndefined();
  });
});
