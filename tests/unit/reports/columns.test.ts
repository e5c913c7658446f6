import { describe, expect, it } from 'vitest';
import { viewFor, visibleColumns } from '../../../src/reports/filters/audience';
import contentAds from '../../../src/reports/configs/contentAds';
import searchAds from '../../../src/reports/configs/searchAds';
import widgetRevenue from '../../../src/reports/configs/widgetRevenue';
import appAds from '../../../src/reports/configs/appAds';

const RESTRICTED = ['company_205', 'company_207'];
const keys = (items: { key: string }[]) => items.map((item) => item.key);
const titles = (items: { title: string }[]) => items.map((item) => item.title);

describe('config to columns', () => {
  it('content ads: configured companies get no GrossRevenue and ECpm columns or metrics', () => {
    const view = viewFor(contentAds.views[0], { companyId: 'company_205' }, RESTRICTED);
    expect(keys(view.metrics)).not.toContain('GrossRevenue');
    expect(keys(view.metrics)).not.toContain('ECpm');
    expect(view.defaultMetrics).toEqual(['NetRevenue', 'Impressions', 'Clicks']);
    const others = viewFor(contentAds.views[0], { companyId: 'company_100' }, RESTRICTED);
    expect(others.defaultMetrics).toEqual(['GrossRevenue', 'NetRevenue', 'Impressions', 'Clicks', 'ECpm']);
  });

  it('content ads: the Time Zone column comes with Domain, Channel Name with Channel', () => {
    const view = contentAds.views[0];
    expect(titles(visibleColumns(view, ['Date', 'Domain'], ['NetRevenue']))).toEqual([
      'Date',
      'Domain',
      'Time Zone',
      'NetRevenue',
    ]);
    expect(titles(visibleColumns(view, ['Channel'], []))).toEqual(['Channel ID', 'Channel Name']);
    expect(titles(visibleColumns(view, ['Date'], []))).toEqual(['Date']);
  });

  it('no dimension ticked: a Date Range column leads, so the Total row has its label', () => {
    expect(titles(visibleColumns(contentAds.views[0], [], ['NetRevenue']))).toEqual([
      'Date Range',
      'NetRevenue',
    ]);
  });

  it('search ads on the SSP line: Country filter and dimension, GrossRevenue, ECpm, FillRate, AdRequest', () => {
    const view = viewFor(searchAds.views[0], { cooperationLine: 'SSP' });
    expect(view.filters.map((filter) => filter.label)).toEqual(['Site', 'Country']);
    expect(view.dimensions.map((dimension) => dimension.value)).toEqual(['Date', 'Site', 'Country']);
    expect(view.defaultMetrics).toEqual([
      'GrossRevenue',
      'Revenue',
      'Impressions',
      'Clicks',
      'ECpm',
      'FillRate',
      'AdRequest',
    ]);
  });

  it('search ads on another line: no Country, default columns Impressions, Clicks, Revenue', () => {
    const view = viewFor(searchAds.views[0], { cooperationLine: 'other' });
    expect(view.filters.map((filter) => filter.label)).toEqual(['Site']);
    expect(view.dimensions.map((dimension) => dimension.value)).toEqual(['Date', 'Site']);
    expect([...(view.defaultMetrics ?? [])].sort()).toEqual(['Clicks', 'Impressions', 'Revenue']);
  });

  it('defaults: app ads all nine metrics, widget all five', () => {
    expect(viewFor(appAds.views[0], {}).defaultMetrics).toHaveLength(9);
    expect(viewFor(widgetRevenue.views[0], {}).defaultMetrics).toEqual([
      'Impression',
      'Clicks',
      'CTR',
      'Revenue',
      'Ecpm',
    ]);
  });
});
