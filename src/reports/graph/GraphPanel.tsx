import { useCustom } from '@refinedev/core';
import { Card, Form, Select, Skeleton, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { ChartBoundary } from './ChartBoundary';
import { graphPoints, previousPoints, seriesLabels, type GraphData } from './graphPoints';
import type { DimensionDef, GraphDef, MetricDef, Option } from '../types';
import { optionsFrom, useOptionList } from '../filters/useOptionList';
import { shownOptions, t } from '../../i18n';
import { graphCall, metricListCall } from './graphCalls';

const LineChart = lazy(() => import('./LineChart'));

/**
 * The graph with its metric and dimension selectors (POST /report/graph with the report's filters);
 * compared with the previous period, the same call for that period overlays its lines, dashed.
 */
export function GraphPanel({
  graph,
  metrics,
  dimensions,
  payload,
  previous,
}: {
  graph: GraphDef;
  /** The metrics this user may see. */
  metrics: MetricDef[];
  /** The report's dimensions: their columns name the series of the graph. */
  dimensions: DimensionDef[];
  payload: Record<string, unknown>;
  /** The previous period's body and its length in days, when the report compares. */
  previous?: { payload: Record<string, unknown>; days: number };
}) {
  const offered = new Set(metrics.map((metric) => metric.key));
  const metricList = useCustom<{ data?: unknown }>({
    ...metricListCall(graph),
    queryOptions: { staleTime: 5 * 60_000 },
    errorNotification: false,
  });
  const metricOptions: Option[] = optionsFrom(
    (metricList.result.data as { data?: unknown } | undefined)?.data,
    { path: graph.metricPath },
  )
    .filter((option) => offered.has(option.value))
    // The server names metrics in English (GrossRevenue): shown in the language of the screen.
    .map((option) => ({ ...option, label: t(String(option.label)) }));
  const [chosenMetric, setMetric] = useState<string>();
  const [dimension, setDimension] = useState(graph.dimensions[0].value);
  const metric = chosenMetric && offered.has(chosenMetric) ? chosenMetric : metricOptions[0]?.value;

  const { query, result } = useCustom<{ data?: GraphData }>({
    ...graphCall(graph, { ...payload, metric, dimension }),
    queryOptions: { enabled: Boolean(metric), placeholderData: (previous) => previous },
    errorNotification: false,
  });
  const before = useCustom<{ data?: GraphData }>({
    ...graphCall(graph, { ...previous?.payload, metric, dimension }),
    queryOptions: { enabled: Boolean(metric && previous), placeholderData: (last) => last },
    errorNotification: false,
  });
  const { options: labels } = useOptionList(seriesLabels(dimensions, dimension));
  const points = graphPoints((result.data as { data?: GraphData } | undefined)?.data, labels);
  if (previous) {
    const data = (before.result.data as { data?: GraphData } | undefined)?.data;
    points.push(...previousPoints(data, labels, previous.days));
  }

  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Form layout="inline" name="report-graph" style={{ marginBottom: 8 }}>
        <Space wrap>
          <Form.Item label={t('Metric')} htmlFor="graph-metric">
            <Select
              id="graph-metric"
              style={{ width: 200 }}
              value={metric}
              options={metricOptions}
              onChange={setMetric}
            />
          </Form.Item>
          <Form.Item label={t('Dimension')} htmlFor="graph-dimension">
            <Select
              id="graph-dimension"
              style={{ width: 200 }}
              value={dimension}
              options={shownOptions(graph.dimensions)}
              onChange={setDimension}
            />
          </Form.Item>
        </Space>
      </Form>
      <ChartBoundary>
        <Suspense fallback={<Skeleton active />}>
          {query.isLoading || (previous && before.query.isLoading) ? (
            <Skeleton active />
          ) : (
            <LineChart
              points={points}
              metric={metricOptions.find((option) => option.value === metric)?.label ?? metric ?? ''}
              format={metrics.find((candidate) => candidate.key === metric)?.format}
            />
          )}
        </Suspense>
      </ChartBoundary>
    </Card>
  );
}
