import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { runReport } from '../../../src/mocks/handlers/reports/engine';
import { COUNTRY_CODES } from '../../../src/mocks/handlers/reports/inventory';
import { genericModel, MADE_UP_VALUES } from '../../../src/mocks/handlers/reports/generic';
import { modelOf } from '../../../src/mocks/handlers/reports/calls';
import { HAND_TUNED_MODELS } from '../../../src/mocks/handlers/reports/models';
import { localToday } from '../../../src/mocks/handlers/reports/days';
import { reportRegistry } from '../../../src/reports/registry';
import {
  COUNTRIES,
  COUNTRY_DIMENSION,
  DATE_DIMENSION,
  choice,
  daysBack,
  dimension,
  flatRequest,
  metric,
  text,
} from '../../../src/reports/sources';
import type { ReportConfig } from '../../../src/reports/types';

const config: ReportConfig = {
  id: 'gadget_clicks',
  title: 'Gadget Clicks',
  route: '/report/gadgetClicks',
  menu: { group: '/report' },
  views: [
    {
      key: 'main',
      request: flatRequest('/ssp_publisher/gadget_clicks/report'),
      dateLimit: daysBack(90),
      filters: [choice('country', 'Country', COUNTRIES), text('gadget', 'Gadget ID')],
      dimensions: [DATE_DIMENSION, COUNTRY_DIMENSION, dimension('Gadget', 'Gadget ID', 'GadgetId')],
      defaultDimensions: ['Date'],
      metrics: [
        metric('Impressions', 'integer'),
        metric('Ctr', 'rate', { title: 'CTR' }),
        metric('Revenue', 'money'),
        metric('Ipv', 'decimal'),
      ],
      mock: { ranges: { Impressions: [100, 200] } },
    },
  ],
};
const view = config.views[0];
const daysAgo = (days: number) => dayjs().subtract(days, 'day').format('YYYY-MM-DD');
const query = (dimensions: string[], filters: Record<string, unknown> = {}) => ({
  start: daysAgo(6),
  end: localToday(),
  filters,
  dimensions,
  page: 1,
  size: 9999,
});

describe('the generic report model', () => {
  it('makes the same facts for the same day, from two models of the same config (seeded)', () => {
    const day = daysAgo(3);
    expect(genericModel(config, view).factsOfDay(day)).toEqual(genericModel(config, view).factsOfDay(day));
    const other = genericModel({ ...config, id: 'other_report' }, view).factsOfDay(day);
    expect(other).not.toEqual(genericModel(config, view).factsOfDay(day));
  });

  it('shapes the rows by the declared dimensions and metrics', () => {
    const answer = runReport(genericModel(config, view), query(['Date', 'Country', 'Gadget']));
    const metrics = ['Impressions', 'Ctr', 'Revenue', 'Ipv'];
    expect(answer.total).toBe(7 * COUNTRY_CODES.length * MADE_UP_VALUES);
    for (const row of answer.rows)
      expect(Object.keys(row).sort()).toEqual(['Country', 'Date', 'GadgetId', ...metrics].sort());
    expect(Object.keys(answer.total_rows).sort()).toEqual([...metrics].sort());
    expect(new Set(answer.rows.map((row) => row.GadgetId))).toEqual(
      new Set(['Gadget ID 1', 'Gadget ID 2', 'Gadget ID 3', 'Gadget ID 4']),
    );
    expect(new Set(answer.rows.map((row) => row.Country))).toEqual(new Set(COUNTRY_CODES));
  });

  it('draws plausible numbers: whole counts in their declared range, rates between 0 and 1', () => {
    const { rows } = runReport(genericModel(config, view), query(['Date', 'Country', 'Gadget']));
    for (const row of rows) {
      expect(Number.isInteger(row.Impressions)).toBe(true);
      // 100 to 200 a row and day, 0.8 to 1.6 times that by the day's rhythm.
      expect(row.Impressions).toBeGreaterThanOrEqual(80 * 0.6);
      expect(row.Impressions).toBeLessThanOrEqual(200 * 1.6);
      expect(row.Ctr).toBeGreaterThan(0);
      expect(row.Ctr).toBeLessThan(1);
      expect(row.Revenue).toBeGreaterThan(0);
    }
  });

  it('groups by what is asked and filters by the declared filters', () => {
    const model = genericModel(config, view);
    const byDate = runReport(model, query(['Date']));
    expect(byDate.total).toBe(7);
    expect(Object.keys(byDate.rows[0]).sort()).toEqual(['Ctr', 'Date', 'Impressions', 'Ipv', 'Revenue']);

    const us = runReport(model, query(['Country'], { country: ['US'] }));
    expect(us.rows.map((row) => row.Country)).toEqual(['US']);
    const gadget = runReport(model, query(['Gadget'], { gadget: 'Gadget ID 2' }));
    expect(gadget.rows.map((row) => row.GadgetId)).toEqual(['Gadget ID 2']);
  });

  it('takes declared dimension values', () => {
    const declared = { ...view, mock: { values: { Gadget: ['g-1', 'g-2'] } } };
    const { rows } = runReport(genericModel(config, declared), query(['Gadget']));
    expect(rows.map((row) => row.GadgetId).sort()).toEqual(['g-1', 'g-2']);
  });
});

describe("a report tab's model", () => {
  it('is the hand-tuned model its config names, else the generic one', () => {
    expect(modelOf(config, view).name).toBe('generic:gadget_clicks:main');
    const named = { ...view, mock: { model: 'widget' } };
    expect(modelOf(config, named).name).toBe('widget');
    expect(() => modelOf(config, { ...view, mock: { model: 'nothing' } })).toThrow(
      "Report gadget_clicks, tab main: no mock model named 'nothing'",
    );
  });

  it('exists for every tab of every built-in report', () => {
    const missing = reportRegistry.flatMap((report) =>
      report.views
        .filter((tab) => tab.mock?.model && !HAND_TUNED_MODELS[tab.mock.model])
        .map((tab) => `${report.id} ${tab.key}`),
    );
    expect(missing).toEqual([]);
  });
});
