import { localizeInPlace, REPORT_SKIP_KEYS, REPORT_TEXT_KEYS, t } from '../i18n';
import type { ReportConfig } from './types';

/** A report screen: its route, its title and its config, loaded when first needed. */
export interface ReportEntry {
  path: string;
  title: string;
  loadConfig: () => Promise<{ default: ReportConfig }>;
}

/**
 * Every report of the console, in menu order. The report screens are built from it
 * (src/reports/screens.ts) and the Report API screen documents each one's request from it.
 */
const ENTRIES: ReportEntry[] = [
  {
    path: '/report/userAnalytics',
    title: 'User Analytics',
    loadConfig: () => import('./configs/userAnalytics'),
  },
  {
    path: '/report/revenueReport',
    title: 'Content Ads Revenue',
    loadConfig: () => import('./configs/contentAds'),
  },
  {
    path: '/report/searchAdsReport',
    title: 'Search Ads Revenue',
    loadConfig: () => import('./configs/searchAds'),
  },
  { path: '/report/appAdsReport', title: 'App Ads Revenue', loadConfig: () => import('./configs/appAds') },
  { path: '/report/keywordData', title: 'Keyword Data', loadConfig: () => import('./configs/keywordData') },
  {
    path: '/report/trackingReport',
    title: 'Tracking Report',
    loadConfig: () => import('./configs/trackingReport'),
  },
  {
    path: '/report/widgetRevenue',
    title: 'Widget Revenue',
    loadConfig: () => import('./configs/widgetRevenue'),
  },
  {
    path: '/report/contentRevenue',
    title: 'Content Revenue',
    loadConfig: () => import('./configs/contentRevenue'),
  },
  { path: '/report/revenue', title: 'Revenue', loadConfig: () => import('./configs/revenue') },
];

/** A config in the language shown: translated once, when first loaded (the walk skips what it has seen). */
const localized = new WeakSet<object>();
function inLanguage(config: ReportConfig): ReportConfig {
  if (!localized.has(config)) localizeInPlace(config, REPORT_TEXT_KEYS, t, REPORT_SKIP_KEYS, localized);
  return config;
}

export const REPORTS: ReportEntry[] = ENTRIES.map((entry) => ({
  ...entry,
  loadConfig: () => entry.loadConfig().then((module) => ({ default: inLanguage(module.default) })),
}));

/** Every report's config with its route and title (the Report API screen). */
export async function loadReports(): Promise<(ReportEntry & { config: ReportConfig })[]> {
  const configs = await Promise.all(REPORTS.map((entry) => entry.loadConfig()));
  return REPORTS.map((entry, index) => ({ ...entry, config: configs[index].default }));
}
