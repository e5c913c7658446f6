import { t } from '../../i18n';
import type { GraphPoint } from './lineChartConfig';
import { shiftDay } from '../compare/period';
import type { DictionarySource, DimensionDef, Option } from '../types';

/** The graph answer: xData (dates) and yData (one list of values per series). */
export interface GraphData {
  xData?: string[];
  yData?: Record<string, (number | null)[]>;
}

/** The series the server sends for the sum of all rows. */
const TOTAL_SERIES = 'Total';

/**
 * One point per date and series, for the line chart. A series named by a code (a country, an ad
 * format) takes its label from `labels` when one is known, as the table's cells do; the Total
 * series is named in the language shown, as the table's Total row is.
 */
export function graphPoints(data: GraphData | undefined, labels: Option[] = []): GraphPoint[] {
  const dates = data?.xData ?? [];
  const named = new Map(labels.map((option) => [option.value, option.label]));
  return Object.entries(data?.yData ?? {}).flatMap(([code, values]) => {
    const series = named.get(code) ?? (code === TOTAL_SERIES ? t(TOTAL_SERIES) : code);
    return dates.map((date, index) => ({ date, series, value: Number(values[index] ?? 0) }));
  });
}

/**
 * The previous period's points over the range's days: each date moved `days` later onto the day
 * it is compared with, each series named as the previous period's ('Total (previous period)').
 */
export function previousPoints(data: GraphData | undefined, labels: Option[], days: number): GraphPoint[] {
  return graphPoints(data, labels).map((point) => ({
    date: shiftDay(point.date, days),
    value: point.value,
    series: t('{{series}} (previous period)', { series: point.series }),
    previous: true,
    from: point.date,
  }));
}

const NO_LABELS: Option[] = [];

/** What names a graph dimension's values (a country's name, an ad format's label): its table column's labels. */
export const seriesLabels = (
  dimensions: DimensionDef[],
  graphDimension: string,
): Option[] | DictionarySource =>
  dimensions
    .find((candidate) => candidate.value === graphDimension)
    ?.columns.find((column) => column.key === graphDimension)?.labels ?? NO_LABELS;
