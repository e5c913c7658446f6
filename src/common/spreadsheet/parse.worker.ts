/**
 * The worker that reads an import file away from the page: one file in (its bytes), one outcome
 * out ({ rows } or { error }). All the work and every limit is in readImportFile.
 */
import * as XLSX from '@e965/xlsx';
import { readImportFile } from './readImportFile';
import { UNREADABLE } from './sheet';

self.onmessage = async (event: MessageEvent<ArrayBuffer>) => {
  const outcome = await readImportFile(XLSX, event.data).catch(() => ({ error: UNREADABLE }));
  self.postMessage(outcome);
};
