import { describe, expect, it } from 'vitest';
import { runReport } from '../../../src/mocks/handlers/reports/engine';
import { tunedModel, type TunedModel } from '../../../src/mocks/handlers/reports/models';
import { reportDays } from '../../../src/mocks/handlers/reports/days';
import { between, unit } from '../../../src/mocks/handlers/reports/random';
import { DATE_DIMENSION, dimension, metric } from '../../../src/reports/sources';
import type { ReportView } from '../../../src/reports/types';

const view = {
  dimensions: [DATE_DIMENSION, dimension('Shelf', 'Shelf', 'ShelfName')],
  metrics: [
    metric('Views', 'integer'),
    metric('Sales', 'integer'),
    metric('Takings', 'money'),
    metric('Conversion', 'rate'),
    metric('PerMille', 'money'),
    metric('Bought', 'integer'),
  ],
} as unknown as ReportView;

const tuned: TunedModel = {
  keys: () => ({ Shelf: [{ key: 'a', extra: { ShelfName: 'Shelf A' } }, { key: 'b' }] }),
  draws: [
    ['Views', 'views', 100, 200],
    ['Sales', 'sales', 'Views', 0.1, 0.2],
    ['Takings', 'price', 'Sales', 2, 3, 'money'],
    ['Commission', '', 'Views', 0.5, 0, 'perMille'],
  ],
  filters: { shelf: 'Shelf' },
  metrics: { Conversion: ['Sales', 'Views'], PerMille: ['Takings', 'Views', 1000], Bought: 'Sales' },
};

describe('a hand-tuned report model', () => {
  const model = tunedModel('shop', tuned, view);
  // A Monday within the days the reports cover: a full-weight day.
  const day = reportDays().find(
    (candidate) => new Date(`${candidate}T00:00:00Z`).getUTCDay() === 1,
  ) as string;
  const [first] = model.factsOfDay(day);

  it('draws a count in its range scaled by the day, or as a share of an earlier count', () => {
    const seed = `${day}|a|Shelf A`;
    const scale = 1 * (0.6 + unit(`${seed}|scale`));
    const views = Math.round(between(`${seed}|views`, 100, 200) * scale);
    const sales = Math.round(views * (0.1 + 0.2 * unit(`${seed}|sales`)));
    const takings = Math.round(sales * (2 + 3 * unit(`${seed}|price`)) * 100) / 100;
    expect(first.keys).toEqual({ Shelf: 'a', ShelfName: 'Shelf A' });
    expect(first.counts).toEqual({
      Views: views,
      Sales: sales,
      Takings: takings,
      Commission: Math.round((views / 1000) * 0.5 * 100) / 100,
    });
  });

  it("makes the tab's metrics, in its order: counts, other counts' names, rates", () => {
    expect(model.derive({ Views: 200, Sales: 10, Takings: 30 })).toEqual({
      Views: 200,
      Sales: 10,
      Takings: 30,
      Conversion: 0.05,
      PerMille: 150,
      Bought: 10,
    });
    expect(Object.keys(model.derive({}))).toEqual(view.metrics.map((item) => item.key));
    expect(model.derive({}).Conversion).toBeNull();
    expect(model.derive({}).Views).toBe(0);
  });

  it("shows a dimension's declared columns from the keys and filters by the declared key", () => {
    const query = { start: day, end: day, dimensions: ['Shelf'], page: 1, size: 10 };
    const { rows } = runReport(model, { ...query, filters: { shelf: ['a'] } });
    expect(rows.map((row) => row.ShelfName)).toEqual(['Shelf A']);
  });
});
