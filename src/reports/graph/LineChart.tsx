import { Line } from '@ant-design/plots';
import { useColorScheme } from '../../theme';
import { lineChartConfig, type GraphPoint } from './lineChartConfig';
import type { MetricFormat } from '../types';

export type { GraphPoint };

/** The report's line graph; its own chunk, loaded only by the content ads report. */
export default function LineChart(props: { points: GraphPoint[]; metric: string; format?: MetricFormat }) {
  const { scheme } = useColorScheme();
  const config = lineChartConfig(props.points, props.metric, props.format);
  return <Line {...config} theme={scheme === 'dark' ? 'classicDark' : 'classic'} />;
}
