/**
 * Ad-unit import files (management spec sections 3, 5, 9): one xlsx or xls sheet of at most 200
 * rows under 10 MB, read with SheetJS (@e965/xlsx, passed in so that callers load it lazily).
 */
import type * as XLSXModule from '@e965/xlsx';

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

/** Why a file cannot be imported, by its name and size alone. */
export function checkImportFile(file: { name: string; size: number }): string | undefined {
  if (!/\.(xlsx|xls)$/i.test(file.name)) return WRONG_TYPE;
  if (file.size > IMPORT_MAX_BYTES) return TOO_LARGE;
  return undefined;
}

/** Rows read at most: a sheet whose range runs past this is refused without reading it all. */
const READ_ROWS_CAP = 5_000;

// An xlsx file is a zip archive; an xls file an OLE compound document. A CSV or HTML page named
// .xlsx (which SheetJS would read all the same) is neither.
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Whether the bytes start like an xlsx or an xls file. */
export function looksLikeSpreadsheet(bytes: Uint8Array): boolean {
  const startsWith = (magic: number[]) => magic.every((byte, at) => bytes[at] === byte);
  return startsWith(ZIP_MAGIC) || startsWith(OLE_MAGIC);
}

const cellText = (value: unknown): string =>
  value === undefined || value === null ? '' : String(value).trim();

/**
 * The rows of the first sheet under a header row naming the template's columns. Formulas,
 * HTML and styles are not read; only the template's columns are kept, by position, so no
 * header text ever becomes an object key. A file SheetJS cannot read, or one without the
 * template's header, is refused whole.
 */
export function parseImportSheet(
  XLSX: SheetJs,
  data: ArrayBuffer | Uint8Array,
): { rows: ImportRow[] } | { error: string } {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  if (!looksLikeSpreadsheet(bytes)) return { error: WRONG_TYPE };
  let sheetRows: unknown[][];
  try {
    const book = XLSX.read(bytes, {
      type: 'array',
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      bookVBA: false,
      // Blank rows do not count, so more than 200 rows are read; the cap bounds the work.
      sheetRows: READ_ROWS_CAP,
    });
    const sheet = book.Sheets[book.SheetNames[0] ?? ''];
    if (!sheet) return { error: UNREADABLE };
    // '!fullref' is the sheet's whole range when sheetRows cut it short.
    const range = sheet['!fullref'] ?? sheet['!ref'];
    if (range && XLSX.utils.decode_range(range).e.r + 1 > READ_ROWS_CAP) return { error: TOO_MANY_ROWS };
    sheetRows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, blankrows: false, defval: '' });
  } catch {
    return { error: UNREADABLE };
  }
  const [header = [], ...body] = sheetRows;
  const positions = IMPORT_COLUMNS.map((column) => header.map(cellText).indexOf(column));
  if (positions.some((position) => position < 0)) return { error: UNREADABLE };
  const rows = body
    .filter((cells) => cells.some((cell) => cellText(cell) !== ''))
    .map(
      (cells) =>
        Object.fromEntries(
          IMPORT_COLUMNS.map((column, at) => [column, cellText(cells[positions[at]])]),
        ) as ImportRow,
    );
  if (rows.length > IMPORT_MAX_ROWS) return { error: TOO_MANY_ROWS };
  if (rows.length === 0) return { error: NO_ROWS };
  return { rows };
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
