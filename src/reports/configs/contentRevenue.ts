import {
  ACTIVE_NEWS,
  BY_SITE_ID,
  CONTENT_SITES,
  DATE_DIMENSION,
  daysBack,
  dimension,
  flatRequest,
  lookup,
  metric,
} from '../sources';
import type { ReportConfig } from '../types';

/**
 * Content Revenue (/report/contentRevenue): what the Information articles earn on the content
 * sites, per article, per site and per day. The spec gives no date limit for it: it keeps the
 * 90 days of the other search and widget reports.
 */
const contentRevenue: ReportConfig = {
  id: 'content_revenue',
  title: 'Content Revenue',
  route: '/report/contentRevenue',
  menu: { group: '/report', order: 9, id: 69 },
  views: [
    {
      key: 'main',
      scope: BY_SITE_ID,
      mock: { model: 'contentRevenue' },
      request: flatRequest('/ssp_publisher/content/report'),
      dateLimit: daysBack(90),
      filters: [lookup('site_id', 'Site', CONTENT_SITES), lookup('information', 'Information', ACTIVE_NEWS)],
      dimensions: [DATE_DIMENSION, dimension('Information'), dimension('Site', 'Site', 'Domain')],
      defaultDimensions: ['Date', 'Information'],
      metrics: [
        metric('PageViews', 'integer', { title: 'Page Views' }),
        metric('AdImpressions', 'integer', { title: 'Ad Impressions' }),
        metric('Clicks', 'integer'),
        metric('Ctr', 'rate', { title: 'CTR' }),
        metric('Revenue', 'money'),
        metric('PageRpm', 'money', { title: 'Page RPM', tooltip: 'Revenue per 1,000 page views' }),
      ],
      defaultMetrics: ['PageViews', 'AdImpressions', 'Clicks', 'Revenue'],
      custom: { storageKey: 'CONTENT_REVENUE_CUSTOM_HEADER' },
    },
  ],
};

export default contentRevenue;
