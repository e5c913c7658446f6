import { RANGE_COLUMN } from '../filters/audience';
import type { ColumnDef, ReportRow } from '../types';
import { shiftDay } from './period';

/** The field of a row holding its match of the previous period (null: the row is new). */
export const PREVIOUS = '__previous';

/** The columns that name a row (its dimensions' columns), not its figures. */
export const keyColumns = (columns: ColumnDef[]): ColumnDef[] =>
  columns.filter((column) => !('format' in column) && column !== RANGE_COLUMN);

/** What names a row: its dimension cells, a date moved by `days` onto the range compared. */
function rowKey(row: ReportRow, keys: ColumnDef[], days = 0): string {
  return JSON.stringify(
    keys.map(({ key }) =>
      key === 'Date' && days ? shiftDay(String(row[key] ?? ''), days) : (row[key] ?? ''),
    ),
  );
}

/**
 * Each row with its match of the previous period under PREVIOUS: the row of the same dimension
 * values, a date matching the date `days` earlier (day 1 of the range with day 1 of the previous
 * period); null when the previous period has no such row. With no dimension, the one row matches
 * the previous period's one row.
 */
export function withPrevious(
  columns: ColumnDef[],
  rows: ReportRow[],
  previousRows: ReportRow[],
  days: number,
): ReportRow[] {
  const keys = keyColumns(columns);
  const before = new Map(previousRows.map((row) => [rowKey(row, keys, days), row]));
  return rows.map((row) => ({ ...row, [PREVIOUS]: before.get(rowKey(row, keys)) ?? null }));
}

/** The previous period's match a row carries: a row, null when it is new, undefined when not compared. */
export const previousOf = (row: ReportRow): ReportRow | null | undefined =>
  row[PREVIOUS] as ReportRow | null | undefined;

/** The Total row with the previous period's (null when that period had no rows: its total_rows is {}). */
export function compareTotal(
  total: ReportRow | undefined,
  previous: ReportRow | undefined,
): ReportRow | undefined {
  if (!total || !Object.keys(total).length) return total;
  const found = previous !== undefined && Object.keys(previous).length > 0;
  return { ...total, [PREVIOUS]: found ? previous : null };
}
