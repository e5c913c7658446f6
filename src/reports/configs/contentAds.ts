import {
  BY_SITE_ID,
  CHANNELS,
  CONTENT_SITES,
  COUNTRIES,
  DATE_DIMENSION,
  DEVICES,
  TIME_ZONES,
  ZONES,
  ZONE_TYPES,
  choice,
  daysBack,
  dimension,
  labelled,
  lookup,
  metric,
} from '../sources';
import type { ReportConfig } from '../types';

/** Content Ads Revenue (/report/revenueReport). */
const contentAds: ReportConfig = {
  id: 'content_ads_revenue',
  title: 'Content Ads Revenue',
  route: '/report/revenueReport',
  menu: { group: '/report', order: 2, id: 62 },
  timeZoneTabs: true,
  views: [
    {
      key: 'main',
      scope: BY_SITE_ID,
      mock: {
        model: 'contentAds',
        graphMetrics: [
          'GrossRevenue',
          'NetRevenue',
          'Impressions',
          'Clicks',
          'ECpm',
          'AdRequest',
          'FillRate',
          'Ctr',
        ],
      },
      request: { path: '/ssp_publisher/report', exportPath: '/ssp_publisher/report/export', style: 'nested' },
      dateLimit: daysBack(120),
      filters: [
        { kind: 'timeZone', key: 'TimeZone', label: 'Time Zone', param: 'TimeZone', options: TIME_ZONES },
        choice('Device', 'Device', DEVICES),
        choice('AdFormat', 'Select Ad Format', ZONE_TYPES),
        choice('Country', 'Country/Region', COUNTRIES),
        lookup('SiteId', 'Select Domain', CONTENT_SITES),
        choice('Zone', 'Select Zone', ZONES),
        choice('Channel', 'Select Channel', CHANNELS),
      ],
      dimensions: [
        DATE_DIMENSION,
        {
          value: 'Domain',
          label: 'Domain',
          columns: [
            { key: 'Domain', title: 'Domain' },
            { key: 'TimeZone', title: 'Time Zone' },
          ],
        },
        labelled(dimension('Zone'), ZONES),
        {
          value: 'Channel',
          label: 'Channel',
          columns: [
            { key: 'Channel', title: 'Channel ID' },
            { key: 'ChannelName', title: 'Channel Name' },
          ],
        },
        labelled(dimension('Country', 'Country/Region'), COUNTRIES),
        dimension('Device'),
        labelled(dimension('AdFormat', 'Ad Format'), ZONE_TYPES),
      ],
      defaultDimensions: ['Date', 'Domain'],
      metrics: [
        metric('GrossRevenue', 'money', { restricted: true }),
        metric('NetRevenue', 'money'),
        metric('Impressions', 'integer'),
        metric('Clicks', 'integer'),
        metric('ECpm', 'money', { restricted: true }),
        metric('AdRequest', 'integer'),
        metric('TotalAdRequests', 'integer'),
        metric('FillRate', 'rate'),
        metric('ResponseRate', 'rate'),
        metric('ImpressionRate', 'rate'),
        metric('Cpc', 'money'),
        metric('Ctr', 'rate'),
      ],
      defaultMetrics: ['GrossRevenue', 'NetRevenue', 'Impressions', 'Clicks', 'ECpm'],
      custom: { storageKey: 'CONTENT_ADS_CUSTOM_HEADER' },
      graph: {
        path: '/ssp_publisher/report/graph',
        metricPath: '/ssp_publisher/report/metric',
        dimensions: [
          { value: 'Total', label: 'Total' },
          { value: 'Domain', label: 'Domain' },
          { value: 'Device', label: 'Device' },
          { value: 'Country', label: 'Country/Region' },
          { value: 'AdFormat', label: 'Ad Format' },
        ],
      },
    },
  ],
};

export default contentAds;
