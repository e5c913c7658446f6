/**
 * What an ad-unit import file may hold, and the message for each limit. Every limit is checked
 * before SheetJS reads the file, or while it is unpacked, so a small hostile file (a zip that
 * inflates to hundreds of megabytes, millions of texts) is refused before it costs the page.
 */

/** All parts of an xlsx file together, unpacked. A 200-row template fills well under 1MB. */
export const IMPORT_MAX_UNPACKED_BYTES = 16 * 1024 * 1024;
/** Parts of an xlsx file (a workbook written by Excel has about a dozen). */
export const IMPORT_MAX_PARTS = 1_000;
/** Different texts (shared strings) in the whole workbook. */
export const IMPORT_MAX_TEXTS = 10_000;
/** Characters of text in the whole workbook: 1000 cells of the longest allowed length. */
export const IMPORT_MAX_TEXT_CHARS = 1_000_000;
/** Characters in one cell of the imported sheet. */
export const IMPORT_MAX_CELL_CHARS = 1_000;
/** Cells holding something, in the whole workbook. */
export const IMPORT_MAX_CELLS = 50_000;
/**
 * Rows holding a value counted while unpacking: past this the file surely has more than 200
 * rows, and SheetJS is spared the work. The exact 200-row check runs on the cells read.
 */
export const IMPORT_MAX_VALUED_ROWS = 5_000;
/** How long reading a file may take before it is abandoned. */
export const IMPORT_TIME_LIMIT_MS = 10_000;

export const EMPTY_FILE = 'The file is empty, please fill in the template and try again';
export const UNPACKS_TOO_LARGE = 'The file must not unpack to more than 16MB';
export const TOO_MANY_TEXTS = 'The file must not hold more than 10000 different texts';
export const TOO_MUCH_TEXT = 'The file must not hold more than 1000000 characters of text';
export const TOO_MANY_CELLS = 'The file must not hold more than 50000 cells';
export const TOO_SLOW =
  'The file took longer than 10 seconds to read, please fill in the template and try again';

/** The refusal of a cell longer than IMPORT_MAX_CELL_CHARS, naming it (e.g. "D3"). */
export const cellTooLong = (address: string) =>
  `A cell must not be longer than 1000 characters (cell ${address})`;
