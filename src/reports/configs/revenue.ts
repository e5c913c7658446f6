import { DATE_DIMENSION, flatRequest, metric } from '../sources';
import type { ReportConfig } from '../types';

/** The management spec's Revenue report (/report/revenue): Date and Revenue, a Total row first. */
const revenue: ReportConfig = {
  id: 'revenue',
  title: 'Revenue',
  route: '/report/revenue',
  menu: { group: '/report', order: 10, id: 90 },
  exportLabel: 'Export to csv',
  views: [
    {
      key: 'main',
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
