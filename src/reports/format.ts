import type { MetricFormat } from './types';

export const EMPTY = '--';

const grouped = (value: number, decimals: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

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
  }
}
