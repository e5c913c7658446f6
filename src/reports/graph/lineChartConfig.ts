import { formatValue } from '../table/format';
import type { MetricFormat } from '../types';

export interface GraphPoint {
  date: string;
  value: number;
  series: string;
  /** A point of the previous period, on the day of the range it is compared with (a dashed line). */
  previous?: boolean;
  /** A previous period's point: its own day, named in the tooltip. */
  from?: string;
}

/** The dash of the previous period's lines: the range's lines are solid. */
export const PREVIOUS_DASH = [6, 4];

/**
 * The line chart's settings. The axis and the tooltip print values as the table does, so a rate
 * reads 72.52% in both places, never 0.7252.
 */
export function lineChartConfig(points: GraphPoint[], metric: string, format?: MetricFormat) {
  const text = (value: unknown) => (format ? formatValue(value, format) : String(value));
  return {
    data: points,
    xField: 'date',
    yField: 'value',
    colorField: 'series',
    height: 300,
    axis: { y: { title: metric, labelFormatter: text } },
    tooltip: {
      items: [
        (point: GraphPoint) => ({
          name: point.from ? `${point.series} · ${point.from}` : point.series,
          value: text(point.value),
        }),
      ],
    },
    legend: { color: { position: 'top' } },
    // A line is drawn from its series' points: the previous period's series are dashed.
    style: { lineDash: (series: GraphPoint[]) => (series[0]?.previous ? PREVIOUS_DASH : undefined) },
  };
}
