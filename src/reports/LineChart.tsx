import { Line } from '@ant-design/plots';
import { lineChartConfig, type GraphPoint } from './lineChartConfig';
import type { MetricFormat } from './types';

export type { GraphPoint };

/** The report's line graph; its own chunk, loaded only by the content ads report. */
export default function LineChart(props: { points: GraphPoint[]; metric: string; format?: MetricFormat }) {
  return <Line {...lineChartConfig(props.points, props.metric, props.format)} />;
}
