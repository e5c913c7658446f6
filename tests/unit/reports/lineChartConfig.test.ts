import { afterEach, describe, expect, it } from 'vitest';
import { activate, i18n } from '../../../src/i18n/i18n';
import contentAds from '../../../src/reports/configs/contentAds';
import { graphPoints, seriesLabels } from '../../../src/reports/graph/graphPoints';
import { lineChartConfig, type GraphPoint } from '../../../src/reports/graph/lineChartConfig';
import { COUNTRIES, ZONE_TYPES } from '../../../src/reports/sources';

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

describe('the graph names its series as the table names its cells', () => {
  afterEach(() => void i18n.changeLanguage('en'));

  const data = { xData: ['2026-11-20', '2026-11-21'], yData: { US: [1, 2], ZZ: [3, null] } };

  it('a code with a known label is shown by its label; an unknown code stays as it came', () => {
    const points = graphPoints(data, [{ value: 'US', label: 'United States' }]);
    expect(points.map((point) => point.series)).toEqual(['United States', 'United States', 'ZZ', 'ZZ']);
    expect(points.map((point) => point.value)).toEqual([1, 2, 3, 0]);
  });

  it('the Total series is named in the language shown, as the Total row is; a data value is not translated', () => {
    activate('zh-CN', { Total: '合计', Home: '首页' });
    const points = graphPoints({ xData: ['2026-11-20'], yData: { Total: [5], Home: [1] } });
    expect(points.map((point) => point.series)).toEqual(['合计', 'Home']);
  });

  it('the graph dimension finds its labels in the report dimension of the same name', () => {
    const { dimensions, graph } = contentAds.views[0];
    expect(seriesLabels(dimensions, 'Country')).toBe(COUNTRIES);
    expect(seriesLabels(dimensions, 'AdFormat')).toBe(ZONE_TYPES);
    // Total and Domain name themselves.
    expect(seriesLabels(dimensions, 'Total')).toEqual([]);
    expect(seriesLabels(dimensions, 'Domain')).toEqual([]);
    expect(graph?.dimensions.map((option) => option.value)).toEqual([
      'Total',
      'Domain',
      'Device',
      'Country',
      'AdFormat',
    ]);
  });
});
