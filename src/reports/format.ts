import type { MetricFormat } from './types';

export const EMPTY = '--';

// One formatter per precision: toLocaleString builds a new one per call, slow over 10,000 rows.
const FORMATTERS = [0, 2, 4].map(
  (decimals) =>
    new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
);
const grouped = (value: number, decimals: 0 | 2 | 4) => FORMATTERS[decimals / 2].format(value);

/** A cell's text: rates (fractions) as percentages with two decimals, empty values as '--'. */
export function formatValue(value: unknown, format?: MetricFormat): string {
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
    case 'decimal':
      return grouped(number, 2);
    case 'precise':
      return grouped(number, 4);
  }
}
