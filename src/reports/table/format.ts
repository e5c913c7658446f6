import { dateCell, plainNumber } from '../../common/exportCell';
import type { MetricFormat } from '../types';

export const EMPTY = '--';

// One formatter per precision: toLocaleString builds a new one per call, slow over 10,000 rows.
const FORMATTERS = [0, 2, 4].map(
  (decimals) =>
    new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
);
const grouped = (value: number, decimals: 0 | 2 | 4) => FORMATTERS[decimals / 2].format(value);

const currencies = new Map<string, Intl.NumberFormat>();
/** An amount in a currency (ISO 4217 code), with its sign and two decimals: $1,234.50. */
function inCurrency(value: number, currency: string): string {
  let formatter = currencies.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2 });
    currencies.set(currency, formatter);
  }
  return formatter.format(value);
}

/**
 * A cell's text: rates (fractions) as percentages with two decimals, money in its `currency` when
 * the metric names one, empty values as '--'.
 */
export function formatValue(value: unknown, format?: MetricFormat, currency?: string): string {
  if (value === undefined || value === null || value === '') return EMPTY;
  if (!format) return String(value);
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return EMPTY;
  switch (format) {
    case 'rate':
      return `${(number * 100).toFixed(2)}%`;
    case 'integer':
      return grouped(Math.round(number), 0);
    case 'money':
      return currency ? inCurrency(number, currency) : grouped(number, 2);
    case 'decimal':
      return grouped(number, 2);
    case 'precise':
      return grouped(number, 4);
  }
}

const EXPORT_DECIMALS: Record<Exclude<MetricFormat, 'rate'>, number> = {
  integer: 0,
  decimal: 2,
  money: 2,
  precise: 4,
};

/**
 * A cell of a CSV export, for computing with: numbers without thousands separators (1234.50, not
 * "1,234.50"), rates as a percentage a spreadsheet reads as a number (12.50%), dates as they
 * come, the zero date and empty values as an empty cell.
 */
export function exportValue(value: unknown, format?: MetricFormat): string {
  if (!format) return dateCell(value);
  if (format === 'rate') {
    const fraction = plainNumber(value);
    return fraction === '' ? '' : `${(Number(fraction) * 100).toFixed(2)}%`;
  }
  return plainNumber(value, EXPORT_DECIMALS[format]);
}
