import {
  COUNTRY_DIMENSION,
  COUNTRIES,
  DATE_DIMENSION,
  choice,
  daysBack,
  dimension,
  flatRequest,
  metric,
  text,
} from '../sources';
import type { ReportConfig } from '../types';

/** Widget Revenue (/report/widgetRevenue). */
const widgetRevenue: ReportConfig = {
  id: 'widget_revenue',
  title: 'Widget Revenue',
  route: '/report/widgetRevenue',
  menu: { group: '/report', order: 8, id: 68 },
  views: [
    {
      key: 'main',
      mock: { model: 'widget' },
      request: flatRequest('/ssp_publisher/widget/report'),
      dateLimit: daysBack(90),
      filters: [text('widget', 'Widget ID'), choice('country', 'Country', COUNTRIES)],
      dimensions: [DATE_DIMENSION, COUNTRY_DIMENSION, dimension('Widget', 'Widget ID', 'WidgetId')],
      defaultDimensions: ['Date'],
      metrics: [
        metric('Impression', 'integer'),
        metric('Clicks', 'integer'),
        metric('CTR', 'rate'),
        metric('Revenue', 'money'),
        metric('Ecpm', 'money'),
      ],
      custom: { storageKey: 'WIDGET_CUSTOM_HEADER' },
    },
  ],
};

export default widgetRevenue;
