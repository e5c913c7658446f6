import { http } from 'msw';
import { API, fail, ok } from '../../respond';
import { signedIn } from '../../calls/signedIn';

export const DICTIONARIES: Record<string, { value: string | number; label: string }[]> = {
  zoneType: [
    { value: 1, label: 'Banner' },
    { value: 2, label: 'Native' },
    { value: 3, label: 'Interstitial' },
    { value: 4, label: 'Video' },
    { value: 5, label: 'Sticky' },
    { value: 6, label: 'Rewarded' },
    { value: 7, label: 'Floating Icon' },
  ],
  adSize: [
    { value: 1, label: '300x250' },
    { value: 2, label: '728x90' },
    { value: 3, label: '320x50' },
    { value: 4, label: '160x600' },
    { value: 5, label: '300x600' },
    { value: 6, label: '970x250' },
  ],
  language: [
    { value: 'en', label: 'English' },
    { value: 'es', label: 'Spanish' },
    { value: 'pt', label: 'Portuguese' },
    { value: 'de', label: 'German' },
    { value: 'fr', label: 'French' },
    { value: 'ja', label: 'Japanese' },
  ],
};

/** GET /ssp_publisher/getdict/reportdic: the report dictionaries. */
export const REPORT_DICTIONARY = {
  country: [
    { value: 'US', label: 'United States' },
    { value: 'GB', label: 'United Kingdom' },
    { value: 'DE', label: 'Germany' },
    { value: 'BR', label: 'Brazil' },
    { value: 'IN', label: 'India' },
    { value: 'JP', label: 'Japan' },
  ],
  device: ['Mobile', 'Desktop', 'Tablets', 'Other devices'].map((device) => ({
    value: device,
    label: device,
  })),
  metrics: [
    'AdRequest',
    'FillRate',
    'Clicks',
    'ECpm',
    'GrossRevenue',
    'NetRevenue',
    'TotalAdRequests',
    'Impressions',
    'ResponseRate',
    'ImpressionRate',
    'Cpc',
    'Ctr',
  ].map((metric) => ({ value: metric, label: metric })),
  dimensions: ['Date', 'Domain', 'Zone', 'Channel', 'Country', 'Device', 'AdFormat'].map((dimension) => ({
    value: dimension,
    label: dimension,
  })),
};

export const TIME_ZONES = ['UTC+00:00', 'UTC+08:00', 'UTC-05:00', 'UTC+05:30'];

export const dictionaryHandlers = [
  http.get(
    `${API}/dict/:name`,
    signedIn(({ params }) => {
      const entries = DICTIONARIES[String(params.name)];
      return entries ? ok(entries) : fail(`Unknown dictionary ${String(params.name)}`);
    }),
  ),
  http.get(
    `${API}/ssp_publisher/getdict/:name`,
    signedIn(({ params }) =>
      params.name === 'reportdic' ? ok(REPORT_DICTIONARY) : fail(`Unknown dictionary ${String(params.name)}`),
    ),
  ),
  http.get(
    `${API}/ssp_publisher/report/timezone`,
    signedIn(() => ok(TIME_ZONES.map((zone) => ({ value: zone, label: zone })))),
  ),
];
