import { BY_APP, BY_SEARCH_SITE, BY_SITE_ID, DATE_DIMENSION, flatRequest, metric } from '../sources';
import type { ReportConfig } from '../types';

/**
 * The Revenue report of the management screens: a date range, Search and Reset, 'Export to csv',
 * Date and Revenue with a Total row first. The specification describes the screen but shows no
 * route for it and its route table has none, so it lives at /report/revenue, last in the Report
 * group (docs/reports.md, "The Revenue report").
 */
const revenue: ReportConfig = {
  id: 'revenue',
  title: 'Revenue',
  route: '/report/revenue',
  menu: { group: '/report', order: 10, id: 90 },
  exportLabel: 'Export to csv',
  views: [
    {
      key: 'main',
      scope: [BY_SITE_ID, BY_APP, BY_SEARCH_SITE],
      mock: { model: 'revenue' },
      request: flatRequest('/ssp_publisher/revenue/report'),
      dateLimit: { kind: 'window', earliest: '2025-05-01', maxDays: 90 },
      filters: [],
      dimensions: [DATE_DIMENSION],
      defaultDimensions: ['Date'],
      fixedDimensions: true,
      metrics: [metric('Revenue', 'money')],
    },
  ],
};

export default revenue;
