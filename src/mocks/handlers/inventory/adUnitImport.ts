import { http, HttpResponse } from 'msw';
import {
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  TEMPLATE_FILE,
  TOO_MANY_ROWS,
  checkImportFile,
  isSpreadsheetError,
  joinRemark,
  spreadsheetErrorCell,
  writeImportSheet,
  type ImportRow,
} from '../../../common/spreadsheet/sheet';
import { readImportFileOffThread, type ParseWorker } from '../../../common/spreadsheet/readOffThread';
import { nextId, save } from '../../store/db';
import { fail, ok, route } from '../../respond';
import * as calls from '../../../calls/calls';
import { signedIn } from '../../calls/signedIn';
import type { MockUser } from '../../store/seed';
import adUnitSchema from '../../../schemas/adUnit';
import { acceptedValues } from '../../generic/records';
import { appIdByName } from './apps';
import { addRecord, storeProblems } from '../generic';
import { findReport, keepReport, pruneReports } from './importReports';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const loadSheetJs = () => import('@e965/xlsx');

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
  return btoa(binary);
}

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** The ad-unit field each column of the file fills. */
const FIELD_OF_COLUMN: Record<(typeof IMPORT_COLUMNS)[number], string> = {
  app_name: 'app_id',
  adformat: 'ad_format',
  instream_type: 'instream_type',
  adunit_name: 'zone_name',
  price: 'price',
};

/** An import row as ad-unit values (the app by its name, among the user's apps). */
const rowValues = (row: ImportRow, user: MockUser) =>
  acceptedValues(
    adUnitSchema,
    {
      app_id: appIdByName(user, row.app_name) ?? `unknown:${row.app_name}`,
      ad_format: row.adformat,
      instream_type: row.instream_type,
      zone_name: row.adunit_name,
      price: row.price,
    },
    'create',
  );

/**
 * Every reason a row cannot be imported, in column order, none for a good row; names repeated
 * inside the file count as taken.
 */
function rowProblems(row: ImportRow, seen: Set<string>, user: MockUser): string[] {
  // A cell whose formula failed (#DIV/0!, #N/A...) holds no value, whatever it would be read as.
  const failed = IMPORT_COLUMNS.filter((column) => isSpreadsheetError(row[column]));
  const problems = failed.map((column) => spreadsheetErrorCell(column, row[column].trim().toUpperCase()));
  // The rules of a new ad unit, as the form's (src/mocks/handlers/inventory/apps.ts), every one
  // broken, but for the fields of the failed cells.
  const unread = new Set(failed.map((column) => FIELD_OF_COLUMN[column]));
  problems.push(...storeProblems(adUnitSchema, user, rowValues(row, user), unread));
  const key = `${row.app_name}/${row.adunit_name}`;
  if (seen.has(key)) problems.push(`The ad unit ${row.adunit_name} appears twice in the file`);
  // A row refused otherwise is not imported: its name is not taken.
  else if (!problems.length) seen.add(key);
  return problems;
}

/** Starts the worker that reads a file: the page's Web Worker by default, a thread in `npm run api`. */
let startParseWorker: (() => ParseWorker | undefined) | undefined;
export const setParseWorkers = (start: (() => ParseWorker | undefined) | undefined) => {
  startParseWorker = start;
};

/** One file read at a time per user: a second upload while the first is read is refused. */
const reading = new Set<number>();
export const IMPORT_BUSY = 'Your previous file is still being read, please wait for it to finish';

async function readForUser(user: MockUser, file: File) {
  if (reading.has(user.user_id)) return { error: IMPORT_BUSY };
  reading.add(user.user_id);
  try {
    const bytes = await file.arrayBuffer();
    return await readImportFileOffThread(bytes, startParseWorker ? { start: startParseWorker } : {});
  } finally {
    reading.delete(user.user_id);
  }
}

const xlsxAnswer = (bytes: Uint8Array, fileName: string) =>
  new HttpResponse(bytes, {
    headers: { 'Content-Type': XLSX_TYPE, 'Content-Disposition': `attachment; filename="${fileName}"` },
  });

export const importHandlers = [
  http.post(
    route(calls.adUnitImport),
    signedIn(async ({ request, user }) => {
      const file = await request
        .formData()
        .then((form) => form.get('file') as File | null)
        .catch(() => null);
      if (!file || typeof file === 'string') return fail('Please upload a file');
      const refusal = checkImportFile(file);
      if (refusal) return fail(refusal);
      // Read in a worker with size, count and time limits: a hostile file never blocks the page
      // (or, in `npm run api`, the other users' calls).
      const parsed = await readForUser(user, file);
      if ('error' in parsed) return fail(parsed.error);
      const seen = new Set<string>();
      const preview = parsed.rows.map((row) => ({
        ...row,
        remark: joinRemark(rowProblems(row, seen, user)),
      }));
      const failed = preview.filter((row) => row.remark);
      const fileName = `ad_unit_import_errors_${nextId()}.xlsx`;
      if (failed.length) {
        keepReport({
          file_name: fileName,
          data: toBase64(writeImportSheet(await loadSheetJs(), failed, ['remark'])),
          user_id: user.user_id,
          created_at: Date.now(),
        });
      } else {
        pruneReports();
      }
      save();
      return ok({
        preview_data: preview,
        analysis_report_path: failed.length ? fileName : '',
        success_count: preview.length - failed.length,
        error_count: failed.length,
      });
    }),
  ),

  http.post(
    route(calls.adUnitImportSubmit),
    signedIn(async ({ request, user }) => {
      const body = (await request.json().catch(() => ({}))) as { rows?: unknown };
      const rows = Array.isArray(body.rows) ? (body.rows as ImportRow[]) : [];
      if (!rows.length) return fail('No ad units to import');
      if (rows.length > IMPORT_MAX_ROWS) return fail(TOO_MANY_ROWS);
      const cleanRows = rows.map(
        (row) =>
          Object.fromEntries(
            IMPORT_COLUMNS.map((column) => [column, String(row?.[column] ?? '').trim()]),
          ) as ImportRow,
      );
      const seen = new Set<string>();
      const problem = cleanRows.map((row) => rowProblems(row, seen, user)[0]).find(Boolean);
      if (problem) return fail(problem);
      const created = cleanRows.map((row) => addRecord(adUnitSchema, user, rowValues(row, user)));
      save();
      return ok({ count: created.length });
    }),
  ),

  http.get(
    route(calls.adUnitImportFile),
    signedIn(async ({ query, user }) => {
      const fileName = query.get('file_name') ?? '';
      if (fileName === TEMPLATE_FILE) {
        const example = [
          {
            app_name: 'NewsReader',
            adformat: 'banner',
            instream_type: '',
            adunit_name: 'home_banner',
            price: '1.50',
          },
        ];
        return xlsxAnswer(writeImportSheet(await loadSheetJs(), example), fileName);
      }
      const report = findReport(fileName, user.user_id);
      if (report) return xlsxAnswer(fromBase64(report.data), fileName);
      save(); // expired files were removed
      return fail('File not found');
    }),
  ),
];
