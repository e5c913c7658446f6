import { formatValue } from '../table/format';
import type { MetricFormat } from '../types';

/**
 * A figure against the same figure of the previous period:
 * - `new`: the row was not there in the previous period;
 * - `none`: one of the two values is missing (a rate with nothing to divide), nothing to say;
 * - `change`: the difference and, when the previous value is not zero, the relative change
 *   (0.123 is +12.3%), measured against the previous value's size so that a negative figure
 *   moving towards zero reads as a rise.
 */
export type Change =
  { kind: 'new' } | { kind: 'none' } | { kind: 'change'; previous: number; delta: number; ratio?: number };

/** A cell's value as a number, or nothing when it holds none. */
function numberOf(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/** The change of one figure; `found` says whether the previous period had the row at all. */
export function changeOf(current: unknown, previous: unknown, found = true): Change {
  if (!found) return { kind: 'new' };
  const now = numberOf(current);
  const before = numberOf(previous);
  if (now === undefined || before === undefined) return { kind: 'none' };
  const delta = now - before;
  if (before === 0) return { kind: 'change', previous: before, delta, ratio: delta === 0 ? 0 : undefined };
  return { kind: 'change', previous: before, delta, ratio: delta / Math.abs(before) };
}

/** The smallest difference each format prints (a smaller one reads as no change). */
const PRINTED_STEP: Record<MetricFormat, number> = {
  integer: 0.5,
  decimal: 0.005,
  money: 0.005,
  precise: 0.000_05,
  rate: 0.000_05,
};

export type Direction = 'up' | 'down' | 'flat';

/** Which way a figure went, as printed: a difference too small to print is no change. */
export const directionOf = (delta: number, format: MetricFormat): Direction =>
  Math.abs(delta) < PRINTED_STEP[format] ? 'flat' : delta > 0 ? 'up' : 'down';

const signOf = (direction: Direction) => (direction === 'up' ? '+' : direction === 'down' ? '-' : '');

/**
 * The difference as the column prints its values, its sign written ('+1,234', '-$12.50'); a rate's
 * difference in percentage points ('+0.27 pp'), so it is not mistaken for a relative change.
 */
export function deltaText(delta: number, format: MetricFormat, currency?: string): string {
  const sign = signOf(directionOf(delta, format));
  const size = Math.abs(delta);
  if (format === 'rate') return `${sign}${(size * 100).toFixed(2)} pp`;
  return `${sign}${formatValue(size, format, currency)}`;
}

/** The relative change with one decimal and its sign ('+12.3%', '-4.1%', '0.0%'). */
export function ratioText(ratio: number): string {
  const percent = Math.abs(ratio * 100).toFixed(1);
  if (percent === '0.0') return '0.0%';
  return `${ratio < 0 ? '-' : '+'}${percent}%`;
}
