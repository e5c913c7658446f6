import { saveFile } from '../resources/download';

/** The UTF-8 byte order mark the middle page and content page exports start with. */
export const BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d[\d,]*(\.\d+)?%?$/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV cell: text that a spreadsheet would run as a formula (starting with =, +, -, @, tab or
 * carriage return) gets a leading apostrophe, numbers (negative ones too) stay as they are; then
 * values with commas, quotes or line breaks are quoted with inner quotes doubled.
 */
export function csvCell(value: unknown): string {
  if (value === undefined || value === null) return '';
  let text = String(value);
  if (typeof value !== 'number' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document: a header line and one line per row, CRLF line ends, optionally a BOM first. */
export function buildCsv(header: string[], rows: unknown[][], options: { bom?: boolean } = {}): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `${options.bom ? BOM : ''}${lines.join('\r\n')}\r\n`;
}

/** The export file name: the report and its start and end dates. */
export const csvFileName = (reportId: string, start: string, end: string) =>
  `${reportId}_${start}_${end}.csv`;

/** Saves text as a CSV file; throws when the browser refuses. */
export function downloadText(text: string, fileName: string): void {
  saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);
}
