/**
 * Export cells a spreadsheet cannot run. React-free: the page's report exports and the embedded
 * API's list exports both use it.
 */

/** What a spreadsheet takes for the start of a formula: =, +, -, @, tab or carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number as the exports write it (minus sign, thousands separators, decimals, percent). */
const PLAIN_NUMBER = /^-?\d[\d,]*(\.\d+)?%?$/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * The text of one cell: text starting like a formula gets a leading apostrophe, so a spreadsheet
 * shows it as text. Numbers are never escaped, and neither is text that is a plain negative
 * number ("-5", "-1,234.50", "-12.5%"): a spreadsheet reads it as that number, not as a formula.
 */
export function formulaSafe(value: unknown): string {
  if (value === undefined || value === null) return '';
  const text = String(value);
  if (typeof value === 'number' || !FORMULA_START.test(text) || PLAIN_NUMBER.test(text)) return text;
  return `'${text}`;
}

/** One CSV cell: formula-safe, then quoted (inner quotes doubled) when it holds , " or a line break. */
export function csvCell(value: unknown): string {
  const text = formulaSafe(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
