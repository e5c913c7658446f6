import { http } from 'msw';
import { fail, ok, route } from '../../respond';
import * as calls from '../../../calls/calls';
import { signedIn } from '../../calls/signedIn';

type Entry = { value: string | number; label: string };
/** Entries valued 1, 2, 3... in this order. */
const numbered = (labels: string[]): Entry[] => labels.map((label, index) => ({ value: index + 1, label }));
/** Entries valued by their label. */
const named = (labels: string[]) => labels.map((label) => ({ value: label, label }));
/** Entries valued by their key. */
const keyed = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

export const DICTIONARIES: Record<string, Entry[]> = {
  zoneType: numbered(['Banner', 'Native', 'Interstitial', 'Video', 'Sticky', 'Rewarded', 'Floating Icon']),
  adSize: numbered(['300x250', '728x90', '320x50', '160x600', '300x600', '970x250']),
  language: keyed({
    en: 'English',
    es: 'Spanish',
    pt: 'Portuguese',
    de: 'German',
    fr: 'French',
    ja: 'Japanese',
  }),
};

/** GET /ssp_publisher/getdict/reportdic: the report dictionaries. */
export const REPORT_DICTIONARY = {
  country: keyed({
    US: 'United States',
    GB: 'United Kingdom',
    DE: 'Germany',
    BR: 'Brazil',
    IN: 'India',
    JP: 'Japan',
  }),
  device: named(['Mobile', 'Desktop', 'Tablets', 'Other devices']),
  metrics: named([
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
  ]),
  dimensions: named(['Date', 'Domain', 'Zone', 'Channel', 'Country', 'Device', 'AdFormat']),
};

export const TIME_ZONES = ['UTC+00:00', 'UTC+08:00', 'UTC-05:00', 'UTC+05:30'];

export const dictionaryHandlers = [
  http.get(
    route(calls.optionDictionary),
    signedIn(({ params }) => {
      const entries = DICTIONARIES[String(params.name)];
      return entries ? ok(entries) : fail(`Unknown dictionary ${String(params.name)}`);
    }),
  ),
  http.get(
    route(calls.dictionary),
    signedIn(({ params }) =>
      params.name === 'reportdic' ? ok(REPORT_DICTIONARY) : fail(`Unknown dictionary ${String(params.name)}`),
    ),
  ),
  http.get(
    route(calls.timeZones),
    signedIn(() => ok(TIME_ZONES.map((zone) => ({ value: zone, label: zone })))),
  ),
];
