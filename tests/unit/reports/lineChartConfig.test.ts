import { describe, expect, it } from 'vitest';
import { lineChartConfig, type GraphPoint } from '../../../src/reports/lineChartConfig';

const points: GraphPoint[] = [{ date: '2026-11-20', series: 'FillRate', value: 0.7252 }];

describe('the line chart prints values as the table does', () => {
  it('a rate reads as a percentage with two decimals on the axis and in the tooltip', () => {
    const config = lineChartConfig(points, 'FillRate', 'rate');
    expect(config.axis.y.labelFormatter(0.66)).toBe('66.00%');
    expect(config.axis.y.labelFormatter(0.8)).toBe('80.00%');
    expect(config.tooltip.items[0](points[0])).toEqual({ name: 'FillRate', value: '72.52%' });
  });

  it('money keeps two decimals and grouping; no format prints the value', () => {
    expect(lineChartConfig(points, 'Revenue', 'money').axis.y.labelFormatter(1234.5)).toBe('1,234.50');
    expect(lineChartConfig(points, 'Clicks').axis.y.labelFormatter(12)).toBe('12');
  });
});
