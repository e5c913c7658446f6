import type { ColumnDef, MetricDef, ReportRow } from '../types';
import { changeOf } from './change';
import { previousOf } from './matchRows';
import { t } from '../../i18n/i18n';

const isMetric = (column: ColumnDef): column is MetricDef => 'format' in column;

const previousKey = (key: string) => `__previous.${key}`;
const changeKey = (key: string) => `__change.${key}`;
const ratioKey = (key: string) => `__ratio.${key}`;

/**
 * An export's columns when it compares: after each metric, its previous period's value, its change
 * and its change in percent (a fraction, written as the rates are). Titles are in the language
 * shown, as the metric's own.
 */
export function comparisonColumns(columns: ColumnDef[]): ColumnDef[] {
  return columns.flatMap((column) => {
    if (!isMetric(column)) return [column];
    const metric = t(column.title);
    return [
      column,
      {
        ...column,
        key: previousKey(column.key),
        title: t('{{metric}}, previous period', { metric }),
        pinned: false,
      },
      { ...column, key: changeKey(column.key), title: t('{{metric}} change', { metric }), pinned: false },
      {
        key: ratioKey(column.key),
        title: t('{{metric}} change %', { metric }),
        format: 'rate',
      } satisfies MetricDef,
    ];
  });
}

/**
 * A compared row (see withPrevious) with the cells of those columns: a row new in this period, or
 * a value missing, leaves them empty, as does the percent of a change from zero.
 */
export function comparisonCells(columns: ColumnDef[], row: ReportRow): ReportRow {
  const previous = previousOf(row);
  const cells: ReportRow = { ...row };
  for (const column of columns.filter(isMetric)) {
    const change = changeOf(row[column.key], previous?.[column.key], Boolean(previous));
    cells[previousKey(column.key)] = previous?.[column.key] ?? '';
    cells[changeKey(column.key)] = change.kind === 'change' ? change.delta : '';
    cells[ratioKey(column.key)] = change.kind === 'change' ? (change.ratio ?? '') : '';
  }
  return cells;
}
