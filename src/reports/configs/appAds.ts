import {
  APPS,
  APP_AD_FORMATS,
  APP_UNITS,
  BY_APP,
  COUNTRY_DIMENSION,
  DATE_DIMENSION,
  OS_OPTIONS,
  choice,
  daysBack,
  dimension,
  flatRequest,
  labelled,
  metric,
} from '../sources';
import type { ReportConfig } from '../types';

/** App Ads Revenue (/report/appAdsReport). */
const appAds: ReportConfig = {
  id: 'app_ads_revenue',
  title: 'App Ads Revenue',
  route: '/report/appAdsReport',
  menu: { group: '/report', order: 4, id: 64 },
  views: [
    {
      key: 'main',
      scope: BY_APP,
      mock: { model: 'appAds' },
      request: flatRequest('/ssp_publisher/app/report'),
      dateLimit: daysBack(90),
      filters: [
        choice('app_os', 'OS', OS_OPTIONS),
        choice('app_name', 'App', APPS),
        choice('ad_format', 'Ad Format', APP_AD_FORMATS),
        choice('ad_name', 'Ad Unit', APP_UNITS),
      ],
      dimensions: [
        DATE_DIMENSION,
        dimension('OS'),
        dimension('App'),
        labelled(dimension('AdFormat'), APP_AD_FORMATS),
        dimension('AdUnit'),
        COUNTRY_DIMENSION,
      ],
      defaultDimensions: ['Date'],
      metrics: [
        metric('Impressions', 'integer'),
        metric('Clicks', 'integer'),
        metric('AdRequest', 'integer'),
        metric('AdResponse', 'integer'),
        metric('Ecpm', 'money'),
        metric('AdFillRate', 'rate'),
        metric('AdImpRate', 'rate'),
        metric('Ctr', 'rate'),
        metric('NetRevenue', 'money', { pinned: true }),
      ],
      custom: { storageKey: 'APP_ADS_CUSTOM_HEADER' },
    },
  ],
};

export default appAds;
