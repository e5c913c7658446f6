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
export const REPORTS: ReportEntry[] = [
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

/** Every report's config with its route and title (the Report API screen). */
export async function loadReports(): Promise<(ReportEntry & { config: ReportConfig })[]> {
  const configs = await Promise.all(REPORTS.map((entry) => entry.loadConfig()));
  return REPORTS.map((entry, index) => ({ ...entry, config: configs[index].default }));
}
