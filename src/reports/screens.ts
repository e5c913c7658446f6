import { createElement, type ComponentType } from 'react';
import type { LazyScreen } from '../pages/lazyScreen';
import type { ReportConfig } from './types';

/** A report screen: ReportPage and the report's config, both loaded when the screen first opens. */
const report =
  (loadConfig: () => Promise<{ default: ReportConfig }>) => async (): Promise<{ default: ComponentType }> => {
    const [{ default: ReportPage }, { default: config }] = await Promise.all([
      import('./ReportPage'),
      loadConfig(),
    ]);
    return { default: () => createElement(ReportPage, { config }) };
  };

/** Report screens (and the SDK & API page), each loaded when first opened. */
export const REPORT_SCREENS: LazyScreen[] = [
  {
    path: '/report/userAnalytics',
    title: 'User Analytics',
    load: report(() => import('./configs/userAnalytics')),
  },
  {
    path: '/report/revenueReport',
    title: 'Content Ads Revenue',
    load: report(() => import('./configs/contentAds')),
  },
  {
    path: '/report/searchAdsReport',
    title: 'Search Ads Revenue',
    load: report(() => import('./configs/searchAds')),
  },
  { path: '/report/appAdsReport', title: 'App Ads Revenue', load: report(() => import('./configs/appAds')) },
  { path: '/report/keywordData', title: 'Keyword Data', load: report(() => import('./configs/keywordData')) },
  {
    path: '/report/trackingReport',
    title: 'Tracking Report',
    load: report(() => import('./configs/trackingReport')),
  },
  {
    path: '/report/widgetRevenue',
    title: 'Widget Revenue',
    load: report(() => import('./configs/widgetRevenue')),
  },
  { path: '/report/revenue', title: 'Revenue', load: report(() => import('./configs/revenue')) },
  { path: '/integration', title: 'SDK & API', load: () => import('../pages/integration/IntegrationPage') },
];
