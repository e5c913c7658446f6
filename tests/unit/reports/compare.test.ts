import * as XLSX from '@e965/xlsx';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { changeOf, deltaText, directionOf, ratioText } from '../../../src/reports/compare/change';
import { comparisonCells, comparisonColumns } from '../../../src/reports/compare/exportColumns';
import { PREVIOUS, compareTotal, withPrevious } from '../../../src/reports/compare/matchRows';
import { periodDays, previousAllowed, previousPeriod } from '../../../src/reports/compare/period';
import { RANGE_COLUMN } from '../../../src/reports/filters/audience';
import { DATE_DIMENSION, daysBack, metric } from '../../../src/reports/sources';
import type { ColumnDef } from '../../../src/reports/types';
import appAds from '../../../src/reports/configs/appAds';
import { defaultState, readState, writeState } from '../../../src/reports/urlState';
import { viewQuery, viewStateOf } from '../../../src/reports/views/viewState';
import { viewStateProblem } from '../../../src/common/reportViews';
import { graphPoints, previousPoints } from '../../../src/reports/graph/graphPoints';
import { PREVIOUS_DASH, lineChartConfig } from '../../../src/reports/graph/lineChartConfig';
import { reportSheet } from '../../../src/reports/export/xlsxExport';

describe('the previous period: the same number of days, just before the range', () => {
  it('a week compares with the week before', () => {
    expect(previousPeriod({ start: '2026-11-16', end: '2026-11-22' })).toEqual({
      start: '2026-11-09',
      end: '2026-11-15',
    });
    expect(periodDays({ start: '2026-11-16', end: '2026-11-22' })).toBe(7);
  });

  it('a single day compares with the day before, across a month and a year edge', () => {
    expect(previousPeriod({ start: '2026-03-01', end: '2026-03-01' })).toEqual({
      start: '2026-02-28',
      end: '2026-02-28',
    });
    expect(previousPeriod({ start: '2026-01-01', end: '2026-01-01' })).toEqual({
      start: '2025-12-31',
      end: '2025-12-31',
    });
  });

  it('a whole month compares with as many days before it, not with the calendar month', () => {
    // March has 31 days: 29 January to 28 February.
    expect(previousPeriod({ start: '2026-03-01', end: '2026-03-31' })).toEqual({
      start: '2026-01-29',
      end: '2026-02-28',
    });
    // A leap year's February (29 days) compares with 31 December to 28 January.
    expect(previousPeriod({ start: '2024-02-01', end: '2024-02-29' })).toEqual({
      start: '2024-01-03',
      end: '2024-01-31',
    });
    expect(previousPeriod({ start: '2024-03-01', end: '2024-03-01' }).start).toBe('2024-02-29');
  });

  it('is asked only when the report keeps its days', () => {
    const today = dayjs('2026-11-28');
    const limit = daysBack(90);
    expect(previousAllowed(limit, { start: '2026-11-15', end: '2026-11-21' }, today)).toBe(true);
    // 2026-08-29 is 91 days before today.
    expect(previousAllowed(limit, { start: '2026-08-29', end: '2026-09-27' }, today)).toBe(false);
    expect(
      previousAllowed(
        { kind: 'window', earliest: '2025-05-01', maxDays: 90 },
        previousPeriod({ start: '2025-05-01', end: '2025-05-07' }),
        today,
      ),
    ).toBe(false);
  });
});

describe('the change of a figure', () => {
  it('is the difference and the relative change against the previous value', () => {
    expect(changeOf(112.3, 100)).toEqual({
      kind: 'change',
      previous: 100,
      delta: expect.closeTo(12.3, 6),
      ratio: expect.closeTo(0.123, 6),
    });
    expect(changeOf(80, 100)).toMatchObject({ delta: -20, ratio: -0.2 });
    expect(changeOf('150', '100')).toMatchObject({ delta: 50, ratio: 0.5 });
  });

  it('from zero: a difference without a percentage; zero to zero is no change', () => {
    expect(changeOf(5, 0)).toEqual({ kind: 'change', previous: 0, delta: 5, ratio: undefined });
    expect(changeOf(0, 0)).toEqual({ kind: 'change', previous: 0, delta: 0, ratio: 0 });
  });

  it('negative figures: a move towards zero is a rise, measured against the size of the previous value', () => {
    expect(changeOf(-50, -100)).toMatchObject({ delta: 50, ratio: 0.5 });
    expect(changeOf(-150, -100)).toMatchObject({ delta: -50, ratio: -0.5 });
    expect(changeOf(-50, 100)).toMatchObject({ delta: -150, ratio: -1.5 });
  });

  it('a row missing from the previous period is new; a missing value has no change', () => {
    expect(changeOf(10, undefined, false)).toEqual({ kind: 'new' });
    expect(changeOf(null, 0.2)).toEqual({ kind: 'none' });
    expect(changeOf(0.2, '')).toEqual({ kind: 'none' });
    expect(changeOf('abc', 1)).toEqual({ kind: 'none' });
  });

  it('is written with its sign: one decimal for the percentage, the column format for the difference', () => {
    expect(ratioText(0.123)).toBe('+12.3%');
    expect(ratioText(-0.041)).toBe('-4.1%');
    expect(ratioText(0.0004)).toBe('0.0%');
    expect(ratioText(-0.0004)).toBe('0.0%');
    expect(deltaText(1234, 'integer')).toBe('+1,234');
    expect(deltaText(-12.5, 'money', 'USD')).toBe('-$12.50');
    expect(deltaText(-12.5, 'money')).toBe('-12.50');
    expect(deltaText(0.0027, 'rate')).toBe('+0.27 pp');
    expect(deltaText(0, 'integer')).toBe('0');
    expect(deltaText(0.001, 'money')).toBe('0.00');
  });

  it('a difference too small to print is no change', () => {
    expect(directionOf(0.4, 'integer')).toBe('flat');
    expect(directionOf(0.6, 'integer')).toBe('up');
    expect(directionOf(-0.01, 'money')).toBe('down');
    expect(directionOf(0.00001, 'rate')).toBe('flat');
  });
});

const REVENUE = metric('Revenue', 'money');
const COLUMNS: ColumnDef[] = [
  DATE_DIMENSION.columns[0],
  { key: 'Country', title: 'Country' },
  metric('Clicks', 'integer'),
  REVENUE,
];

describe('rows matched with the previous period', () => {
  it('by their dimension values, a date with the date as many days earlier', () => {
    const rows = [
      { Date: '2026-11-22', Country: 'US', Clicks: 10, Revenue: 5 },
      { Date: '2026-11-22', Country: 'JP', Clicks: 3, Revenue: 1 },
      { Date: '2026-11-16', Country: 'US', Clicks: 7, Revenue: 2 },
    ];
    const previous = [
      { Date: '2026-11-15', Country: 'US', Clicks: 8, Revenue: 4 },
      { Date: '2026-11-09', Country: 'US', Clicks: 1, Revenue: 1 },
      { Date: '2026-11-22', Country: 'JP', Clicks: 99, Revenue: 99 },
    ];
    const matched = withPrevious(COLUMNS, rows, previous, 7);
    expect(matched.map((row) => row[PREVIOUS])).toEqual([previous[0], null, previous[1]]);
  });

  it('with no dimension, the one row matches the previous one', () => {
    const rows = withPrevious([RANGE_COLUMN, REVENUE], [{ Revenue: 3, __range: 'x' }], [{ Revenue: 2 }], 7);
    expect(rows[0][PREVIOUS]).toEqual({ Revenue: 2 });
  });

  it('the Total row: an empty previous total is no match; an empty total stays empty', () => {
    expect(compareTotal({ Revenue: 3 }, { Revenue: 2 })).toEqual({ Revenue: 3, [PREVIOUS]: { Revenue: 2 } });
    expect(compareTotal({ Revenue: 3 }, {})).toEqual({ Revenue: 3, [PREVIOUS]: null });
    expect(compareTotal({}, { Revenue: 2 })).toEqual({});
  });
});

describe('the export columns of a comparison', () => {
  it('follow each metric with its previous value, change and change %', () => {
    expect(comparisonColumns(COLUMNS).map((column) => column.title)).toEqual([
      'Date',
      'Country',
      'Clicks',
      'Clicks, previous period',
      'Clicks change',
      'Clicks change %',
      'Revenue',
      'Revenue, previous period',
      'Revenue change',
      'Revenue change %',
    ]);
  });

  it('are filled from the match; a new row and a change from zero leave what cannot be said empty', () => {
    const [found, fresh] = withPrevious(
      COLUMNS,
      [
        { Date: '2026-11-22', Country: 'US', Clicks: 10, Revenue: 5 },
        { Date: '2026-11-22', Country: 'FR', Clicks: 2, Revenue: 1 },
      ],
      [{ Date: '2026-11-15', Country: 'US', Clicks: 8, Revenue: 0 }],
      7,
    );
    expect(comparisonCells(COLUMNS, found)).toMatchObject({
      '__previous.Clicks': 8,
      '__change.Clicks': 2,
      '__ratio.Clicks': 0.25,
      '__previous.Revenue': 0,
      '__change.Revenue': 5,
      '__ratio.Revenue': '',
    });
    expect(comparisonCells(COLUMNS, fresh)).toMatchObject({
      '__previous.Clicks': '',
      '__change.Clicks': '',
      '__ratio.Clicks': '',
    });
  });
});

describe('the switch in the address and in saved views', () => {
  it('is kept in the address as compare=1, and absent when off', () => {
    const state = { ...defaultState(appAds), compare: true };
    const params = writeState(state);
    expect(params.get('compare')).toBe('1');
    expect(readState(appAds, params).compare).toBe(true);
    expect(writeState(defaultState(appAds)).has('compare')).toBe(false);
    expect(readState(appAds, new URLSearchParams({ compare: 'yes' })).compare).toBeUndefined();
  });

  it('a saved view keeps it and opens with it', () => {
    const saved = viewStateOf({ ...defaultState(appAds), compare: true }, ['Clicks'], 'relative');
    expect(saved.compare).toBe(true);
    expect(viewStateProblem(saved)).toBeUndefined();
    expect(readState(appAds, viewQuery(saved)).compare).toBe(true);
    const plain = viewStateOf(defaultState(appAds), ['Clicks'], 'relative');
    expect('compare' in plain).toBe(false);
    expect(readState(appAds, viewQuery(plain)).compare).toBeUndefined();
    expect(viewStateProblem({ ...saved, compare: 'yes' })).toBe('state.compare must be true or false');
  });
});

describe('the graph overlays the previous period', () => {
  it("draws the previous period's points on the range's days, named as the previous period's, dashed", () => {
    const data = { xData: ['2026-11-15', '2026-11-16'], yData: { Total: [5, 6] } };
    const points = previousPoints(data, [], 7);
    expect(points).toEqual([
      { date: '2026-11-22', series: 'Total (previous period)', value: 5, previous: true, from: '2026-11-15' },
      { date: '2026-11-23', series: 'Total (previous period)', value: 6, previous: true, from: '2026-11-16' },
    ]);
    const config = lineChartConfig(
      [...graphPoints({ xData: ['2026-11-22'], yData: { Total: [7] } }), ...points],
      'Clicks',
    );
    expect(config.style.lineDash(points)).toEqual(PREVIOUS_DASH);
    expect(config.style.lineDash([config.data[0]])).toBeUndefined();
    expect(config.tooltip.items[0](points[0])).toEqual({
      name: 'Total (previous period) · 2026-11-15',
      value: '5',
    });
  });
});

describe('the Excel export of a comparison', () => {
  it('types the comparison cells as numbers, the change % as a percentage', () => {
    const [row] = withPrevious(
      COLUMNS,
      [{ Date: '2026-11-22', Country: 'US', Clicks: 10, Revenue: 5 }],
      [{ Date: '2026-11-15', Country: 'US', Clicks: 8, Revenue: 4 }],
      7,
    );
    const sheet = reportSheet(XLSX, comparisonColumns(COLUMNS), [comparisonCells(COLUMNS, row)], undefined);
    expect(['C1', 'D1', 'E1', 'F1'].map((ref) => sheet[ref].v)).toEqual([
      'Clicks',
      'Clicks, previous period',
      'Clicks change',
      'Clicks change %',
    ]);
    expect(sheet.D2).toMatchObject({ t: 'n', v: 8, z: '#,##0' });
    expect(sheet.E2).toMatchObject({ t: 'n', v: 2, z: '#,##0' });
    expect(sheet.F2).toMatchObject({ t: 'n', v: 0.25, z: '0.00%' });
  });
});
