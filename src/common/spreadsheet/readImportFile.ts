/**
 * Every check an ad-unit import file goes through, in order, then its rows: size, content type
 * (xlsx or xls by its first bytes), for an xlsx file its parts as declared and as unpacked
 * (inspectZip), for an xls file its shared-string table (inspectXls), and only then SheetJS and the checks on the cells read (parseImportSheet).
 * Pure and asynchronous: the page runs it in a worker (readOffThread.ts), Vitest calls it directly.
 */
import { EMPTY_FILE, IMPORT_TIME_LIMIT_MS } from './limits';
import { inspectXls } from './inspectXls';
import { inspectZip } from './inspectZip';
import {
  IMPORT_MAX_BYTES,
  TOO_LARGE,
  WRONG_TYPE,
  looksLikeSpreadsheet,
  looksLikeZip,
  parseImportSheet,
  type ImportRow,
  type SheetJs,
} from './sheet';

export type ImportFileOutcome = { rows: ImportRow[] } | { error: string };

export async function readImportFile(
  XLSX: SheetJs,
  data: ArrayBuffer | Uint8Array,
  deadline = Date.now() + IMPORT_TIME_LIMIT_MS,
): Promise<ImportFileOutcome> {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  if (bytes.byteLength === 0) return { error: EMPTY_FILE };
  if (bytes.byteLength > IMPORT_MAX_BYTES) return { error: TOO_LARGE };
  if (!looksLikeSpreadsheet(bytes)) return { error: WRONG_TYPE };
  const refusal = looksLikeZip(bytes) ? await inspectZip(bytes, deadline) : inspectXls(XLSX, bytes);
  if (refusal) return { error: refusal };
  return parseImportSheet(XLSX, bytes);
}
