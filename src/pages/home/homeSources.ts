import { reportRegistry } from '../../reports/registry';
import { ZONES } from '../../reports/sources';
import type { DictionarySource, ReportConfig, ReportView } from '../../reports/types';

/**
 * Where Home's figures come from: report configs of the registry, found by route, and the
 * dimension and metric each part reads. A part whose report is gone, or no longer declares the
 * dimension or metric, is left out of Home rather than asked for what its report cannot answer.
 */

/** A report config and its tab that Home reads one metric of. */
export interface ReportSource {
  config: ReportConfig;
  view: ReportView;
  metric: string;
  /** The metric's currency: the one its config declares, else Home's (USD). */
  currency: string;
}

/** The currency of Home's figures when a report's metric names none: the reports' money is in US dollars. */
export const HOME_CURRENCY = 'USD';

/** A top 5 list: the report's rows grouped by one dimension, highest metric first. */
export interface TopSource extends ReportSource {
  key: 'sites' | 'apps' | 'zones';
  /** The card's title (translated where shown). */
  title: string;
  /** The column of the first column's heading (translated where shown). */
  column: string;
  /** The dimension sent, and the row field naming the entry. */
  dimension: string;
  labelKey: string;
  /** The report filter a row's link sets, and the row field holding its value (none: looked up). */
  filter: string;
  valueKey?: string;
  /** Names for the row's values (a zone's id shown by its name). */
  labels?: DictionarySource;
}

/** The Revenue report: one revenue figure a day (the cards and the trend). */
export const EARNINGS_ROUTE = '/report/revenue';
export const CONTENT_ADS_ROUTE = '/report/revenueReport';
export const APP_ADS_ROUTE = '/report/appAdsReport';
export const SEARCH_ADS_ROUTE = '/report/searchAdsReport';

function sourceOf(route: string, metric: string, dimension: string, configs: ReportConfig[]) {
  const config = configs.find((candidate) => candidate.route === route);
  const view = config?.views[0];
  const declared = view?.metrics.find((item) => item.key === metric);
  const declares = declared && view?.dimensions.some((item) => item.value === dimension);
  return config && view && declares
    ? { config, view, metric, currency: declared.currency ?? HOME_CURRENCY }
    : undefined;
}

/** The source of the cards and the trend, or none when the Revenue report is not in the console. */
export function earningsSource(configs = reportRegistry): ReportSource | undefined {
  return sourceOf(EARNINGS_ROUTE, 'Revenue', 'Date', configs);
}

const TOPS: Omit<TopSource, keyof ReportSource>[] = [
  {
    key: 'sites',
    title: 'Top sites, last 30 days',
    column: 'Site',
    dimension: 'Domain',
    labelKey: 'Domain',
    filter: 'SiteId',
  },
  {
    key: 'apps',
    title: 'Top apps, last 30 days',
    column: 'App',
    dimension: 'App',
    labelKey: 'App',
    filter: 'app_name',
    valueKey: 'App',
  },
  {
    key: 'zones',
    title: 'Top zones, last 30 days',
    column: 'Zone',
    dimension: 'Zone',
    labelKey: 'Zone',
    filter: 'Zone',
    valueKey: 'Zone',
    labels: ZONES,
  },
];

const TOP_REPORTS: Record<TopSource['key'], string> = {
  sites: CONTENT_ADS_ROUTE,
  apps: APP_ADS_ROUTE,
  zones: CONTENT_ADS_ROUTE,
};

/** The top 5 lists Home can show: net revenue by site and zone (content ads) and by app (app ads). */
export function topSources(configs = reportRegistry): TopSource[] {
  return TOPS.flatMap((top) => {
    const source = sourceOf(TOP_REPORTS[top.key], 'NetRevenue', top.dimension, configs);
    const filterDeclared = source?.view.filters.some((filter) => filter.key === top.filter);
    return source && filterDeclared ? [{ ...top, ...source }] : [];
  });
}

/** A source the Revenue report's figure is the sum of: a report's net revenue, asked for by one dimension. */
export interface RevenuePart extends ReportSource {
  key: 'content' | 'apps' | 'search';
  /** Its name (translated where shown). */
  label: string;
  dimension: string;
}

const REVENUE_PARTS: [RevenuePart['key'], string, route: string, metric: string, dimension: string][] = [
  ['content', 'Content ads', CONTENT_ADS_ROUTE, 'NetRevenue', 'Domain'],
  ['apps', 'App ads', APP_ADS_ROUTE, 'NetRevenue', 'App'],
  ['search', 'Search ads', SEARCH_ADS_ROUTE, 'Revenue', 'Site'],
];

/**
 * What the Revenue report's figure is made of: the net revenue of content ads, app ads and search
 * ads, each from its own report (the same call as its screen's, grouped by site, app or search
 * site, whose Total row is the source's figure). All three, or none when a report is gone or no
 * longer declares what is read: a breakdown missing a source would not add up to the total.
 */
export function revenueParts(configs = reportRegistry): RevenuePart[] {
  const parts = REVENUE_PARTS.flatMap(([key, label, route, metric, dimension]) => {
    const source = sourceOf(route, metric, dimension, configs);
    return source ? [{ ...source, key, label, dimension }] : [];
  });
  return parts.length === REVENUE_PARTS.length ? parts : [];
}
