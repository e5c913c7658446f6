import { buildCsv } from './csv';
import { exportValue } from '../table/format';
import { RANGE_COLUMN } from '../filters/audience';
import type { ColumnDef, MetricDef, ReportRow } from '../types';
import { t } from '../../i18n/i18n';

export const rangeText = (start: string, end: string) => `${start} ~ ${end}`;

/** The rows with their Date Range cell, when the columns lead with it. */
export function withRangeCells(columns: ColumnDef[], rows: ReportRow[], range: string): ReportRow[] {
  return columns[0] === RANGE_COLUMN ? rows.map((row) => ({ ...row, [RANGE_COLUMN.key]: range })) : rows;
}

const cellText = (row: ReportRow, column: ColumnDef) =>
  exportValue(row[column.key], (column as MetricDef).format);

/**
 * The CSV of an export: the visible columns, the Total row first, then every row; numbers plain
 * (no thousands separators, never quoted), the zero date empty (see exportValue).
 */
export function reportCsv(
  columns: ColumnDef[],
  rows: ReportRow[],
  totalRow: ReportRow | undefined,
  options: { bom?: boolean; range?: string } = {},
): string {
  const lines = withRangeCells(columns, rows, options.range ?? '').map((row) =>
    columns.map((column) => cellText(row, column)),
  );
  if (totalRow) {
    const total = columns.map((column) => cellText(totalRow, column));
    if (columns.length && !('format' in columns[0])) total[0] = t('Total');
    lines.unshift(total);
  }
  return buildCsv(
    columns.map((column) => t(column.title)),
    lines,
    options,
  );
}

/** data.total_rows is one summary row; some services wrap it in a list. */
export const summaryRow = (totalRows: ReportRow | ReportRow[] | undefined): ReportRow | undefined =>
  Array.isArray(totalRows) ? totalRows[0] : totalRows;
