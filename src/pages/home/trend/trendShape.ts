/**
 * The geometry of Home's revenue trend, without React and without a chart library: where each day
 * sits, the line and the area under it, the value axis's few round steps and which days are named
 * under the line. `TrendChart.tsx` draws it as SVG.
 */

/** One day of the trend: its date ('YYYY-MM-DD') and its revenue. */
export interface TrendPoint {
  date: string;
  value: number;
}

/** Space around the plot, in pixels, for the value labels (left) and the dates (below). */
export interface Insets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface TrendShape {
  /** Each day's position, oldest first. */
  xy: { x: number; y: number }[];
  /** The line through the days (an SVG path). */
  line: string;
  /** The area between the line and zero (an SVG path). */
  area: string;
  /** The value axis's steps, zero first, each with its height. */
  ticks: { value: number; y: number }[];
  /** The days named under the line: the first, the middle and the last (fewer when fewer days). */
  labelled: number[];
  /** The plot's edges. */
  plot: { left: number; right: number; top: number; bottom: number };
}

/**
 * Round steps from zero up to at least `max`, about `count` of them: a step of 1, 2, 2.5 or 5 times
 * a power of ten, so the labels read 0, 500, 1,000, 1,500 rather than 0, 437, 874.
 */
export function valueTicks(max: number, count = 3): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step =
    [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? rough;
  const steps = Math.ceil(max / step - 1e-9);
  return Array.from({ length: steps + 1 }, (_, index) => Number((index * step).toPrecision(12)));
}

/** The first, middle and last of `length` days (each once). */
export function labelledDays(length: number): number[] {
  if (length <= 0) return [];
  return [...new Set([0, Math.floor((length - 1) / 2), length - 1])];
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The trend's shape in a box of `width` × `height` pixels, `insets` kept free for the axes' labels. */
export function trendShape(points: TrendPoint[], width: number, height: number, insets: Insets): TrendShape {
  const plot = {
    left: insets.left,
    right: Math.max(insets.left + 1, width - insets.right),
    top: insets.top,
    bottom: Math.max(insets.top + 1, height - insets.bottom),
  };
  const ticks = valueTicks(Math.max(0, ...points.map((point) => point.value)));
  const top = ticks[ticks.length - 1];
  const span = plot.right - plot.left;
  const x = (index: number) =>
    round(points.length > 1 ? plot.left + (span * index) / (points.length - 1) : plot.left + span / 2);
  const y = (value: number) => round(plot.bottom - ((plot.bottom - plot.top) * Math.max(0, value)) / top);
  const xy = points.map((point, index) => ({ x: x(index), y: y(point.value) }));
  const line = xy.map((point, index) => `${index ? 'L' : 'M'}${point.x},${point.y}`).join('');
  const area = xy.length ? `${line}L${xy[xy.length - 1].x},${plot.bottom}L${xy[0].x},${plot.bottom}Z` : '';
  return {
    xy,
    line,
    area,
    ticks: ticks.map((value) => ({ value, y: y(value) })),
    labelled: labelledDays(points.length),
    plot,
  };
}

/** The total of the days, and the day with the most revenue (the earliest of equals); none when all are zero. */
export function trendSummary(points: TrendPoint[]): { total: number; highest: TrendPoint | undefined } {
  let total = 0;
  let highest: TrendPoint | undefined;
  for (const point of points) {
    total += point.value;
    if (point.value > 0 && (!highest || point.value > highest.value)) highest = point;
  }
  return { total: Math.round(total * 100) / 100, highest };
}

/** The day nearest to a pointer at `x` pixels (an index into the days). */
export function dayAt(x: number, shape: TrendShape): number {
  const count = shape.xy.length;
  if (count <= 1) return 0;
  const share = (x - shape.plot.left) / (shape.plot.right - shape.plot.left);
  return Math.min(count - 1, Math.max(0, Math.round(share * (count - 1))));
}
