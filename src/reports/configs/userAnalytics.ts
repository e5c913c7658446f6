import {
  BY_SITE_DOMAIN,
  CONTENT_SITES,
  COUNTRIES,
  COUNTRY_DIMENSION,
  DATE_DIMENSION,
  DEVICES,
  choice,
  dimension,
  flatRequest,
  lookup,
  metric,
} from '../sources';
import type { ReportConfig } from '../types';

/** User Analytics (/report/userAnalytics): export only, every column explains its formula. */
const userAnalytics: ReportConfig = {
  id: 'user_analytics',
  title: 'User Analytics',
  route: '/report/userAnalytics',
  menu: { group: '/report', order: 1, id: 61 },
  views: [
    {
      key: 'main',
      scope: BY_SITE_DOMAIN,
      mock: { model: 'userAnalytics' },
      request: flatRequest('/ssp_publisher/user_analytics/report'),
      dateLimit: { kind: 'daysBack', days: 92, endDaysBeforeToday: 2 },
      defaultRange: [8, 2],
      filters: [
        lookup('domains', 'Domain', { ...CONTENT_SITES, valueKey: 'domain' }),
        choice('devices', 'Device', DEVICES),
        choice('countries', 'Country', COUNTRIES),
      ],
      dimensions: [DATE_DIMENSION, dimension('Domain'), dimension('Device'), COUNTRY_DIMENSION],
      defaultDimensions: ['Date'],
      metrics: [
        metric('ActiveUvs', 'integer', {
          title: 'Active UVs',
          tooltip: 'Active UVs = unique visitors with at least one page view event',
        }),
        metric('BounceRate', 'rate', {
          title: 'Bounce Rate',
          tooltip: 'Bounce Rate = visits with a single page view / all visits',
          lowerIsBetter: true,
        }),
        metric('Rpv', 'precise', { title: 'RPV', tooltip: 'RPV = revenue / page view events' }),
        metric('Ipv', 'decimal', { title: 'IPV', tooltip: 'IPV = impressions / page view events' }),
        metric('Rpu', 'precise', { title: 'RPU', tooltip: 'RPU = revenue / active UVs' }),
        metric('Ipu', 'decimal', { title: 'IPU', tooltip: 'IPU = impressions / active UVs' }),
        metric('Rpm', 'money', { title: 'RPM', tooltip: 'RPM = revenue / page view events × 1000' }),
        metric('Arpu', 'precise', { title: 'ARPU', tooltip: 'ARPU = revenue / all UVs, active or not' }),
        metric('Pageviews', 'integer', {
          title: 'Page View Events',
          tooltip: 'Page View Events = every page view reported by the site',
          pinned: true,
        }),
      ],
    },
  ],
};

export default userAnalytics;
