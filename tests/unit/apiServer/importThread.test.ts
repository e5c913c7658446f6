// `npm run api` reads an ad unit import file in a worker thread, and one file at a time per user.
import { getResponse } from 'msw';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { handlers } from '../../../src/mocks/handlers';
import { IMPORT_BUSY, setParseWorkers } from '../../../src/mocks/handlers/inventory/adUnitImport';
import { writeImportSheet } from '../../../src/common/spreadsheet/sheet';
import type { ParseWorker } from '../../../src/common/spreadsheet/readOffThread';
import { importWorkerStarter } from '../../../server/importWorkers';
import { tokenOf } from '../authorization/requests';

const ROOT = resolve(import.meta.dirname, '../../..');
const ROW = {
  app_name: 'NewsReader',
  adformat: 'banner',
  instream_type: '',
  adunit_name: 'thread_unit',
  price: '1.50',
};

function upload(token: string) {
  const form = new FormData();
  const bytes = writeImportSheet(XLSX, [ROW]);
  form.append('file', new File([new Uint8Array(bytes)], 'units.xlsx'));
  const request = new Request('http://localhost/gamebridge-manager/v1/ssp_publisher/adunit/import', {
    method: 'POST',
    headers: { Authorization: token },
    body: form,
  });
  return getResponse(handlers, request).then((answer) => answer!.json()) as Promise<{
    success: boolean;
    msg?: string;
    data?: { preview_data: { adunit_name: string; remark: string }[] };
  }>;
}

afterEach(() => setParseWorkers(undefined));

describe('the ad unit import in npm run api', () => {
  it('reads the file in a worker thread', async () => {
    const start = await importWorkerStarter(ROOT);
    let started = 0;
    setParseWorkers(() => {
      started += 1;
      return start();
    });
    const answer = await upload(await tokenOf('admin@demo.test'));
    expect(started).toBe(1);
    expect(answer.data?.preview_data).toEqual([
      expect.objectContaining({ adunit_name: 'thread_unit', remark: '' }),
    ]);
  });

  it('leaves nothing in the temporary directory: the bundled worker is held in memory', async () => {
    const previous = process.env.TMPDIR;
    const folder = await mkdtemp(join(tmpdir(), 'import-worker-tmp-'));
    process.env.TMPDIR = folder;
    try {
      setParseWorkers(await importWorkerStarter(ROOT));
      const answer = await upload(await tokenOf('admin@demo.test'));
      expect(answer.data?.preview_data).toHaveLength(1);
      expect(await readdir(folder)).toEqual([]);
    } finally {
      process.env.TMPDIR = previous;
      if (previous === undefined) delete process.env.TMPDIR;
      await rm(folder, { recursive: true, force: true });
    }
  });

  it("refuses a user's second file while the first is being read; another user's goes on", async () => {
    const held: ParseWorker[] = [];
    setParseWorkers(() => {
      const worker: ParseWorker = {
        onmessage: null,
        onerror: null,
        onmessageerror: null,
        postMessage: () => held.push(worker),
        terminate: () => undefined,
      };
      return worker;
    });
    const answerWith = (worker: ParseWorker) =>
      worker.onmessage?.({ data: { rows: [{ ...ROW, price: '1.50' }] } } as MessageEvent);
    const admin = await tokenOf('admin@demo.test');
    const first = upload(admin);
    await expect.poll(() => held.length).toBe(1);
    expect(await upload(admin)).toMatchObject({ success: false, msg: IMPORT_BUSY });
    expect(IMPORT_BUSY).toBe('Your previous file is still being read, please wait for it to finish');

    const other = upload(await tokenOf('alice@demo.test'));
    await expect.poll(() => held.length).toBe(2);
    answerWith(held[1]);
    expect((await other).success).toBe(true);
    answerWith(held[0]);
    expect((await first).success).toBe(true);
    // Once the first is read, the user may send another.
    const again = upload(admin);
    await expect.poll(() => held.length).toBe(3);
    answerWith(held[2]);
    expect((await again).success).toBe(true);
  });
});
