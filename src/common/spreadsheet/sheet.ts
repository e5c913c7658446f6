/**
 * Ad-unit import files: one xlsx or xls sheet of at most 200 rows under 10 MB, read with SheetJS
 * (@e965/xlsx, passed in so that callers load it lazily). The limits on what a file may hold
 * are in limits.ts; readImportFile.ts runs every check in order.
 */
import type * as XLSXModule from '@e965/xlsx';
import { EMPTY_FILE, IMPORT_MAX_CELLS, IMPORT_MAX_CELL_CHARS, TOO_MANY_CELLS, cellTooLong } from './limits';

export type SheetJs = typeof XLSXModule;

export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 200;
export const IMPORT_COLUMNS = ['app_name', 'adformat', 'instream_type', 'adunit_name', 'price'] as const;
export const TEMPLATE_FILE = 'ad_unit_import_template.xlsx';

export const WRONG_TYPE = 'Please upload an xlsx or xls file';
export const TOO_LARGE = 'The file must not be larger than 10MB';
export const TOO_MANY_ROWS = 'At most 200 rows can be imported at a time';
export const UNREADABLE = 'The file could not be read, please fill in the template and try again';
export const NO_ROWS = 'The file has no ad units to import';

export type ImportRow = Record<(typeof IMPORT_COLUMNS)[number], string>;

/** A failed row's remark holds every reason it failed, one a line. */
export const joinRemark = (reasons: readonly string[]) => reasons.join('\n');
/** The reasons of a remark (one a line; a remark of one reason is that reason). */
export const remarkReasons = (remark: string) =>
  remark
    .split('\n')
    .map((reason) => reason.trim())
    .filter(Boolean);

/** Why a file cannot be imported, by its name and size alone. */
export function checkImportFile(file: { name: string; size: number }): string | undefined {
  if (!/\.(xlsx|xls)$/i.test(file.name)) return WRONG_TYPE;
  if (file.size === 0) return EMPTY_FILE;
  if (file.size > IMPORT_MAX_BYTES) return TOO_LARGE;
  return undefined;
}

// An xlsx file is a zip archive; an xls file an OLE compound document. A CSV or HTML page named
// .xlsx (which SheetJS would read all the same) is neither.
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, at) => bytes[at] === byte);

/** Whether the bytes start like an xlsx or an xls file. */
export function looksLikeSpreadsheet(bytes: Uint8Array): boolean {
  return startsWith(bytes, ZIP_MAGIC) || startsWith(bytes, OLE_MAGIC);
}

/** Whether the bytes start like a zip archive (xlsx), whose parts are checked before reading. */
export const looksLikeZip = (bytes: Uint8Array) => startsWith(bytes, ZIP_MAGIC);

const cellText = (value: unknown): string =>
  value === undefined || value === null ? '' : String(value).trim();

/** What a spreadsheet shows for each error a cell can hold, by SheetJS's error code. */
const SPREADSHEET_ERRORS: Record<number, string> = {
  0x00: '#NULL!',
  0x07: '#DIV/0!',
  0x0f: '#VALUE!',
  0x17: '#REF!',
  0x1d: '#NAME?',
  0x24: '#NUM!',
  0x2a: '#N/A',
  0x2b: '#GETTING_DATA',
};
const ERROR_TEXTS = new Set(Object.values(SPREADSHEET_ERRORS));

/** Whether an import cell's text is a spreadsheet error (a formula that failed), not a value. */
export const isSpreadsheetError = (text: string) => ERROR_TEXTS.has(text.trim().toUpperCase());

/** The reason a row with an error cell is refused. */
export const spreadsheetErrorCell = (column: string, shown: string) =>
  `The ${column} cell holds the spreadsheet error ${shown}, please enter a value`;

/** A cell's text: an error cell as the error it shows (#DIV/0!), never its code or NaN. */
const textOf = (cell: XLSXModule.CellObject): string =>
  cell.t === 'e' ? (SPREADSHEET_ERRORS[Number(cell.v)] ?? '#VALUE!') : cellText(cell.v);

/** The non-blank rows of a sheet, from the cells it really holds, in row order. */
function filledRows(XLSX: SheetJs, sheet: XLSXModule.WorkSheet): Map<number, Map<number, string>> | string {
  const rows = new Map<number, Map<number, string>>();
  for (const address of Object.keys(sheet)) {
    if (address.startsWith('!')) continue;
    const text = textOf(sheet[address] as XLSXModule.CellObject);
    if (text.length > IMPORT_MAX_CELL_CHARS) return cellTooLong(address);
    if (!text) continue;
    const { r, c } = XLSX.utils.decode_cell(address);
    const row = rows.get(r) ?? new Map<number, string>();
    rows.set(r, row.set(c, text));
  }
  return new Map([...rows].sort(([a], [b]) => a - b));
}

/**
 * The rows of the first sheet under a header row naming the template's columns. Rows are
 * counted from the cells the sheet holds: its declared range (`!ref`, the dimension) is not
 * trusted, so A1:E1048576 holding 2 rows is 2 rows and no loop runs over the range. Formulas,
 * HTML and styles are not read; only the template's columns are kept, by position, so no header
 * text ever becomes an object key. A file SheetJS cannot read, or one without the template's
 * header, is refused whole. Call it on a file that passed readImportFile's checks.
 */
export function parseImportSheet(
  XLSX: SheetJs,
  data: ArrayBuffer | Uint8Array,
): { rows: ImportRow[] } | { error: string } {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  if (!looksLikeSpreadsheet(bytes)) return { error: WRONG_TYPE };
  let rows: Map<number, Map<number, string>> | string;
  try {
    const book = XLSX.read(bytes, {
      type: 'array',
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      cellText: false,
      bookVBA: false,
      sheets: 0, // the first sheet only
    });
    const sheet = book.Sheets[book.SheetNames[0] ?? ''];
    if (!sheet) return { error: UNREADABLE };
    if (Object.keys(sheet).length > IMPORT_MAX_CELLS) return { error: TOO_MANY_CELLS };
    rows = filledRows(XLSX, sheet);
  } catch {
    return { error: UNREADABLE };
  }
  if (typeof rows === 'string') return { error: rows };
  const [header, ...body] = [...rows.values()];
  const columnOf = (name: string) =>
    [...(header ?? new Map<number, string>())]
      .filter(([, text]) => text === name)
      .map(([column]) => column)
      .sort((a, b) => a - b)[0];
  const positions = IMPORT_COLUMNS.map(columnOf);
  if (positions.some((position) => position === undefined)) return { error: UNREADABLE };
  if (body.length > IMPORT_MAX_ROWS) return { error: TOO_MANY_ROWS };
  if (body.length === 0) return { error: NO_ROWS };
  return {
    rows: body.map(
      (cells) =>
        Object.fromEntries(
          IMPORT_COLUMNS.map((column, at) => [column, cells.get(positions[at] as number) ?? '']),
        ) as ImportRow,
    ),
  };
}

/** An xlsx file of the template's columns with these rows (the template, the failed rows). */
export function writeImportSheet(
  XLSX: SheetJs,
  rows: Record<string, unknown>[],
  extraColumns: string[] = [],
): Uint8Array {
  const columns = [...IMPORT_COLUMNS, ...extraColumns];
  const sheet = XLSX.utils.aoa_to_sheet([
    columns,
    ...rows.map((row) => columns.map((column) => row[column] ?? '')),
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'ad_units');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}
