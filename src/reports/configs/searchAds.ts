import {
  ALL_SEARCH_SITES,
  BY_SEARCH_SITE,
  COUNTRIES,
  COUNTRY_DIMENSION,
  DATE_DIMENSION,
  choice,
  daysBack,
  dimension,
  flatRequest,
  metric,
} from '../sources';
import type { ReportConfig } from '../types';

/** Search Ads Revenue (/report/searchAdsReport): the SSP cooperation line sees more. */
const searchAds: ReportConfig = {
  id: 'search_ads_revenue',
  title: 'Search Ads Revenue',
  route: '/report/searchAdsReport',
  menu: { group: '/report', order: 3, id: 63 },
  // Shell spec section 8: a group with no search site in its data scope, or a site filter naming
  // one outside it, gets the refusal and the page's 'Attention' alert with this text.
  permission: {
    scope: 'search_site',
    filter: 'domains',
    refusal: 'No permission for search ads data',
    text: 'Your account has no search ads data yet. Please contact your account manager to enable it.',
  },
  views: [
    {
      key: 'main',
      scope: BY_SEARCH_SITE,
      mock: { model: 'searchAds' },
      request: flatRequest('/ssp_publisher/search_ad/report'),
      dateLimit: daysBack(90),
      byCooperationLine: true,
      filters: [
        choice('domains', 'Site', ALL_SEARCH_SITES),
        { ...choice('country_code', 'Country', COUNTRIES), line: 'SSP' },
      ],
      dimensions: [DATE_DIMENSION, dimension('Site'), { ...COUNTRY_DIMENSION, line: 'SSP' }],
      defaultDimensions: ['Date'],
      metrics: [
        metric('GrossRevenue', 'money', { line: 'SSP' }),
        metric('Revenue', 'money'),
        metric('Impressions', 'integer'),
        metric('Clicks', 'integer'),
        metric('ECpm', 'money', { line: 'SSP' }),
        metric('FillRate', 'rate', { line: 'SSP' }),
        metric('AdRequest', 'integer', { line: 'SSP' }),
      ],
      // Spec section 9: the other line's columns read Impressions, Clicks, Revenue.
      metricOrder: { other: ['Impressions', 'Clicks', 'Revenue'] },
      custom: { storageKey: 'SEARCH_ADS_NEW_CUSTOM_CHECKBOX' },
    },
  ],
};

export default searchAds;
