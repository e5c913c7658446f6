import { formatValue } from '../table/format';
import type { MetricFormat } from '../types';

export interface GraphPoint {
  date: string;
  value: number;
  series: string;
}

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
    tooltip: { items: [(point: GraphPoint) => ({ name: point.series, value: text(point.value) })] },
    legend: { color: { position: 'top' } },
  };
}
