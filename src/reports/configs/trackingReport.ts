import {
  ACTIVE_NEWS,
  BY_SEARCH_SITE,
  COUNTRY_DIMENSION,
  DATE_DIMENSION,
  KEYWORD_FILTER,
  SEARCH_COUNTRY_FILTER,
  SEARCH_SITE_FILTER,
  SUB_DIMENSIONS,
  SUB_FILTERS,
  UTM_SOURCES,
  choice,
  daysBack,
  dimension,
  flatRequest,
  lookup,
  metric,
} from '../sources';
import type { ReportConfig } from '../types';

const searchClick = metric('Search_Click', 'integer', { title: 'Search Click' });
const netRevenue = metric('Net_Revenue', 'money', { title: 'Revenue' });

/** Tracking Report (/report/trackingReport): content page and middle page tabs. */
const trackingReport: ReportConfig = {
  id: 'tracking_report',
  title: 'Tracking Report',
  route: '/report/trackingReport',
  menu: { group: '/report', order: 7, id: 67 },
  views: [
    {
      key: 'content',
      scope: BY_SEARCH_SITE,
      mock: { model: 'trackingAfs' },
      tabLabel: 'Content Page(AFS)',
      request: flatRequest('/ssp_publisher/search/afs/trace/report'),
      dateLimit: daysBack(60),
      filters: [
        SEARCH_SITE_FILTER,
        SEARCH_COUNTRY_FILTER,
        KEYWORD_FILTER,
        lookup('information', 'Information', ACTIVE_NEWS),
        choice('utm_source', 'UTM Source', UTM_SOURCES),
        ...SUB_FILTERS,
      ],
      dimensions: [
        DATE_DIMENSION,
        dimension('Site'),
        dimension('Keyword'),
        COUNTRY_DIMENSION,
        dimension('Information'),
        dimension('UtmSource', 'UTM Source'),
        ...SUB_DIMENSIONS,
      ],
      defaultDimensions: ['Date'],
      metrics: [
        metric('Lp_Pv', 'integer', { title: 'Lp PV' }),
        metric('Search_Pv', 'integer', { title: 'Search PV' }),
        searchClick,
        netRevenue,
      ],
      custom: { storageKey: 'TRACKING_REPORT_CONTENT_PAGE_CUSTOM_HEADER', resetOnLabelMismatch: true },
      exportBom: true,
    },
    {
      key: 'middle',
      scope: BY_SEARCH_SITE,
      mock: { model: 'trackingAfd' },
      tabLabel: 'Middle Page(AFD)',
      request: flatRequest('/ssp_publisher/search/afd/trace/report'),
      dateLimit: { kind: 'notFuture' },
      filters: [SEARCH_SITE_FILTER, ...SUB_FILTERS],
      dimensions: [DATE_DIMENSION, dimension('Site'), ...SUB_DIMENSIONS],
      defaultDimensions: ['Date'],
      metrics: [metric('Search_Uv', 'integer', { title: 'Search UV' }), searchClick, netRevenue],
      custom: { storageKey: 'TRACKING_REPORT_MIDDLE_PAGE_CUSTOM_HEADER', resetOnLabelMismatch: true },
      exportBom: true,
    },
  ],
};

export default trackingReport;
