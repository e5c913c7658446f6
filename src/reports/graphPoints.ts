import type { GraphPoint } from './lineChartConfig';

/** The graph answer: xData (dates) and yData (one list of values per series). */
export interface GraphData {
  xData?: string[];
  yData?: Record<string, (number | null)[]>;
}

/** One point per date and series, for the line chart. */
export function graphPoints(data: GraphData | undefined): GraphPoint[] {
  const dates = data?.xData ?? [];
  return Object.entries(data?.yData ?? {}).flatMap(([series, values]) =>
    dates.map((date, index) => ({ date, series, value: Number(values[index] ?? 0) })),
  );
}
