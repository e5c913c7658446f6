/**
 * Export cells people can compute with, for the page's report CSVs and the embedded API's list
 * exports. React-free. Numbers are written without thousands separators (so the CSV never quotes
 * them and a spreadsheet reads numbers), dates as the API writes them (YYYY-MM-DD, or with the
 * time), the zero date that means 'none' as an empty cell, codes as their labels. Formula safety
 * is csvCell's (src/common/formulaSafe.ts), applied after.
 */

/** The zero date the API sends for 'none' (e.g. an ad unit never audited): 0001-01-01... */
export const ZERO_DATE = '0001-01-01';

export const isZeroDate = (value: unknown) => typeof value === 'string' && value.startsWith(ZERO_DATE);

const empty = (value: unknown) => value === undefined || value === null || value === '';

/** A number as a spreadsheet reads it: plain digits and a point, `decimals` fixed when given; '' for none. */
export function plainNumber(value: unknown, decimals?: number): string {
  if (empty(value)) return '';
  const number = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''));
  if (!Number.isFinite(number)) return '';
  return decimals === undefined ? String(number) : number.toFixed(decimals);
}

/** A date or date-time as written by the API; the zero date is empty. */
export const dateCell = (value: unknown): string => (empty(value) || isZeroDate(value) ? '' : String(value));

/** A code written as its label (a status 1 as 'Live'); an unknown code stays as it is. */
export function labelCell(
  options: readonly { value: string | number; label: string }[],
  value: unknown,
): unknown {
  if (empty(value)) return '';
  return options.find((option) => String(option.value) === String(value))?.label ?? value;
}
