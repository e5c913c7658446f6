import { Line } from '@ant-design/plots';

export interface GraphPoint {
  date: string;
  value: number;
  series: string;
}

/** The report's line graph; its own chunk, loaded only by the content ads report. */
export default function LineChart({ points, metric }: { points: GraphPoint[]; metric: string }) {
  return (
    <Line
      data={points}
      xField="date"
      yField="value"
      colorField="series"
      height={300}
      axis={{ y: { title: metric } }}
      legend={{ color: { position: 'top' } }}
    />
  );
}
