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

describe("the shipped reports' models", () => {
  // Payload field -> fact key, per tab: most read from the config (the dimension a filter names),
  // the filters whose value is a record's id declared by the model.
  const FILTERS: Record<string, Record<string, string>> = {
    'content_ads_revenue/main': {
      TimeZone: 'TimeZone',
      Device: 'Device',
      AdFormat: 'AdFormat',
      Country: 'Country',
      SiteId: 'SiteId',
      Zone: 'Zone',
      Channel: 'Channel',
    },
    'app_ads_revenue/main': { app_os: 'OS', app_name: 'App', ad_format: 'AdFormat', ad_name: 'AdUnit' },
    'search_ads_revenue/main': { domains: 'Site', country_code: 'Country' },
    'user_analytics/main': { domains: 'Domain', devices: 'Device', countries: 'Country' },
    'keyword_data/content': { domain: 'Site', keyword: 'Keyword', country: 'Country' },
    'keyword_data/middle': { domain: 'Site', keyword: 'Keyword' },
    'tracking_report/content': {
      domain: 'Site',
      keyword: 'Keyword',
      country: 'Country',
      information: 'InformationId',
      utm_source: 'UtmSource',
      sub1: 'Sub1',
      sub2: 'Sub2',
      sub3: 'Sub3',
    },
    'tracking_report/middle': { domain: 'Site', sub1: 'Sub1', sub2: 'Sub2', sub3: 'Sub3' },
    'widget_revenue/main': { widget: 'WidgetId', country: 'Country' },
    'revenue/main': {},
    'content_revenue/main': { site_id: 'SiteId', information: 'InformationId' },
  };

  it('filter each payload field on its fact key', () => {
    const tabs = reportRegistry.flatMap((config) =>
      config.views.map((view) => [`${config.id}/${view.key}`, modelOf(config, view).filters] as const),
    );
    expect(Object.fromEntries(tabs)).toEqual(FILTERS);
  });
});
