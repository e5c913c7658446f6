import { describe, expect, it } from 'vitest';
import {
  dayAt,
  labelledDays,
  trendShape,
  trendSummary,
  valueTicks,
} from '../../../src/pages/home/trend/trendShape';

const INSETS = { top: 10, right: 10, bottom: 30, left: 50 };
const days = (values: number[]) =>
  values.map((value, index) => ({ date: `2026-03-${String(index + 1).padStart(2, '0')}`, value }));

describe("Home's trend shape", () => {
  it('steps the value axis in round figures from zero to at least the highest day', () => {
    expect(valueTicks(874)).toEqual([0, 500, 1000]);
    expect(valueTicks(1234.56)).toEqual([0, 500, 1000, 1500]);
    expect(valueTicks(3)).toEqual([0, 1, 2, 3]);
    expect(valueTicks(0.37)).toEqual([0, 0.2, 0.4]);
    expect(valueTicks(0)).toEqual([0, 1]);
  });

  it('names the first, the middle and the last day only', () => {
    expect(labelledDays(30)).toEqual([0, 14, 29]);
    expect(labelledDays(2)).toEqual([0, 1]);
    expect(labelledDays(1)).toEqual([0]);
    expect(labelledDays(0)).toEqual([]);
  });

  it('spreads the days over the plot, zero at its foot and the top step at its head', () => {
    const shape = trendShape(days([0, 500, 1000]), 250, 140, INSETS);
    expect(shape.plot).toEqual({ left: 50, right: 240, top: 10, bottom: 110 });
    expect(shape.xy).toEqual([
      { x: 50, y: 110 },
      { x: 145, y: 60 },
      { x: 240, y: 10 },
    ]);
    expect(shape.line).toBe('M50,110L145,60L240,10');
    expect(shape.area).toBe('M50,110L145,60L240,10L240,110L50,110Z');
    expect(shape.ticks).toEqual([
      { value: 0, y: 110 },
      { value: 500, y: 60 },
      { value: 1000, y: 10 },
    ]);
  });

  it('draws days without revenue flat on zero', () => {
    const shape = trendShape(days([0, 0, 0]), 250, 140, INSETS);
    expect(shape.xy.map((point) => point.y)).toEqual([110, 110, 110]);
  });

  it('sums the days and finds the highest (the earliest of equals); none when nothing was earned', () => {
    expect(trendSummary(days([1.1, 2.2, 5, 5, 0.3]))).toEqual({
      total: 13.6,
      highest: { date: '2026-03-03', value: 5 },
    });
    expect(trendSummary(days([0, 0]))).toEqual({ total: 0, highest: undefined });
  });

  it('finds the day nearest to the pointer, within the days', () => {
    const shape = trendShape(days([1, 2, 3]), 250, 140, INSETS);
    expect(dayAt(0, shape)).toBe(0);
    expect(dayAt(100, shape)).toBe(1);
    expect(dayAt(200, shape)).toBe(2);
    expect(dayAt(999, shape)).toBe(2);
  });
});
