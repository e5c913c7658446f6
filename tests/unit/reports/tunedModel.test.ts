import { describe, expect, it } from 'vitest';
import { modelOf } from '../../../src/mocks/handlers/reports/calls';
import { runReport } from '../../../src/mocks/handlers/reports/engine';
import { reportRegistry } from '../../../src/reports/registry';
import { tunedModel, type TunedModel } from '../../../src/mocks/handlers/reports/models';
import { reportDays } from '../../../src/mocks/handlers/reports/days';
import { between, unit } from '../../../src/mocks/handlers/reports/random';
import { DATE_DIMENSION, dimension, metric } from '../../../src/reports/sources';
import type { ReportView } from '../../../src/reports/types';

const view = {
  dimensions: [DATE_DIMENSION, dimension('Shelf', 'Shelf', 'ShelfName')],
  // The first names a dimension (so filters on its first column); the model declares what the second filters.
  filters: [
    { kind: 'text', key: 'shelf', param: 'shelf', label: 'Shelf' },
    { kind: 'text', key: 'row', param: 'row_code', label: 'Row' },
  ],
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
  filters: { row_code: 'Shelf' },
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

  it("shows a dimension's declared columns from the keys and filters by the dimension a filter names", () => {
    const query = { start: day, end: day, dimensions: ['Shelf'], page: 1, size: 10 };
    const { rows } = runReport(model, { ...query, filters: { shelf: ['Shelf A'] } });
    expect(rows.map((row) => row.ShelfName)).toEqual(['Shelf A']);
    const declared = runReport(model, { ...query, filters: { row_code: 'b' } });
    // Shelf b has no name: its one row shows none.
    expect(declared.rows.map((row) => row.ShelfName)).toEqual(['']);
    expect(model.filters).toEqual({ shelf: 'ShelfName', row_code: 'Shelf' });
  });
});

describe("the reports' models", () => {
  const day = reportDays().at(-2) as string;
  const tabs = reportRegistry.flatMap((config) =>
    config.views.map((view) => ({ name: `${config.id}/${view.key}`, view, model: modelOf(config, view) })),
  );

  it('filter each payload field on a key their facts have', () => {
    // Over every report present (a scaffolded one too): a filter the model reads names a fact key.
    for (const { name, model } of tabs) {
      const keys = new Set(model.factsOfDay(day).flatMap((fact) => Object.keys(fact.keys)));
      const missing = Object.entries(model.filters).filter(([, key]) => !keys.has(key));
      expect([name, missing]).toEqual([name, []]);
    }
  });

  it('filter the shipped reports as their configs and models say', () => {
    const filtersOf = (name: string) => tabs.find((tab) => tab.name === name)?.model.filters;
    // A filter naming a dimension filters on it; one whose value is a record's id as the model says.
    expect(filtersOf('content_ads_revenue/main')).toMatchObject({ SiteId: 'SiteId', Zone: 'Zone' });
    expect(filtersOf('app_ads_revenue/main')).toEqual({
      app_os: 'OS',
      app_name: 'App',
      ad_format: 'AdFormat',
      ad_name: 'AdUnit',
    });
    expect(filtersOf('tracking_report/content')).toMatchObject({
      information: 'InformationId',
      sub1: 'Sub1',
    });
    expect(filtersOf('content_revenue/main')).toEqual({ site_id: 'SiteId', information: 'InformationId' });
    expect(filtersOf('revenue/main')).toEqual({});
  });
});
