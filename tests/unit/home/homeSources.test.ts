import { describe, expect, it } from 'vitest';
import { earningsSource, topSources } from '../../../src/pages/home/homeSources';
import { reportLink } from '../../../src/pages/home/reportLink';
import { reportRegistry } from '../../../src/reports/registry';
import { readState } from '../../../src/reports/urlState';

const dates = { start: '2026-11-20', end: '2026-11-26' };
const stateOf = (address: string) => {
  const [route, query] = address.split('?');
  const config = reportRegistry.find((candidate) => candidate.route === route);
  if (!config) throw new Error(`no report at ${route}`);
  return readState(config, new URLSearchParams(query));
};

describe("Home's sources", () => {
  it('reads the cards and the trend from the Revenue report', () => {
    const source = earningsSource();
    expect(source?.config.route).toBe('/report/revenue');
    expect(source?.metric).toBe('Revenue');
  });

  it('reads the top sites and zones from content ads, the top apps from app ads, by net revenue', () => {
    expect(
      topSources().map((top) => [top.key, top.config.route, top.dimension, top.metric, top.filter]),
    ).toEqual([
      ['sites', '/report/revenueReport', 'Domain', 'NetRevenue', 'SiteId'],
      ['apps', '/report/appAdsReport', 'App', 'NetRevenue', 'app_name'],
      ['zones', '/report/revenueReport', 'Zone', 'NetRevenue', 'Zone'],
    ]);
  });

  it('leaves out a part whose report is gone or no longer declares what it reads', () => {
    const withoutRevenue = reportRegistry.filter((config) => config.route !== '/report/revenue');
    expect(earningsSource(withoutRevenue)).toBeUndefined();
    const withoutAppAds = reportRegistry.filter((config) => config.route !== '/report/appAdsReport');
    expect(topSources(withoutAppAds).map((top) => top.key)).toEqual(['sites', 'zones']);
    const contentAdsWithoutZone = reportRegistry.map((config) =>
      config.route === '/report/revenueReport'
        ? {
            ...config,
            views: config.views.map((view) => ({
              ...view,
              dimensions: view.dimensions.filter((dimension) => dimension.value !== 'Zone'),
            })),
          }
        : config,
    );
    expect(topSources(contentAdsWithoutZone).map((top) => top.key)).toEqual(['sites', 'apps']);
  });
});

describe('links from Home into the reports', () => {
  it("opens a card's report on the card's dates, which the report reads back from its address", () => {
    const source = earningsSource();
    if (!source) throw new Error('no Revenue report');
    const address = reportLink(source.config, { dates });
    expect(address.startsWith('/report/revenue?')).toBe(true);
    expect(stateOf(address)).toMatchObject({ start: dates.start, end: dates.end, dimensions: ['Date'] });
  });

  it("opens a top entry's report filtered to it, grouped by its dimension, highest revenue first", () => {
    const zones = topSources().find((top) => top.key === 'zones');
    if (!zones) throw new Error('no top zones');
    const address = reportLink(zones.config, {
      dates,
      dimensions: ['Zone'],
      filters: { Zone: ['12'] },
      sortBy: 'NetRevenue',
    });
    expect(stateOf(address)).toMatchObject({
      tab: 'Total',
      ...dates,
      dimensions: ['Zone'],
      filters: { Zone: ['12'] },
      sort: { field: 'NetRevenue', order: 'desc' },
    });
  });
});
