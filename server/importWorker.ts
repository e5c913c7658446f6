/**
 * The worker thread of `npm run api` that reads an ad unit import file, so that a hostile
 * spreadsheet never holds up the other users' calls: one file in (its bytes), one outcome out
 * ({ rows } or { error }), like the page's Web Worker (parse.worker.ts). Bundled to plain
 * JavaScript when the server starts (importWorkers.ts).
 */
import * as XLSX from '@e965/xlsx';
import { parentPort } from 'node:worker_threads';
import { readImportFile } from '../src/common/spreadsheet/readImportFile';
import { UNREADABLE } from '../src/common/spreadsheet/sheet';

parentPort?.on('message', (data: ArrayBuffer) => {
  void readImportFile(XLSX, data)
    .catch(() => ({ error: UNREADABLE }))
    .then((outcome) => parentPort?.postMessage(outcome));
});
