import type {
  DateLimit,
  DictionarySource,
  DimensionDef,
  FilterDef,
  LookupSource,
  MetricDef,
  MetricFormat,
  Option,
  ReportRequest,
  ReportScope,
} from './types';
import { AD_FORMAT_OPTIONS, OS_NAMES, UTM_SOURCE_NAMES } from '../schemas/enums';
import {
  allSearchSites,
  appList,
  appUnits,
  channelList,
  dictionary,
  reportKeywords,
  reportNews,
  reportSearchSites,
  siteList,
  timeZones,
  zones,
} from '../calls/calls';
import { fillPath } from '../calls/declare';

/** Options and lookups shared by several reports. */

/** What ties a report's rows to the data scope: a content site by id, a content site by domain, an app, a search site. */
export const BY_SITE_ID: ReportScope = { kind: 'content_site', key: 'SiteId' };
export const BY_SITE_DOMAIN: ReportScope = { kind: 'content_site', key: 'Domain', by: 'name' };
export const BY_APP: ReportScope = { kind: 'app', key: 'App', by: 'name' };
export const BY_SEARCH_SITE: ReportScope = { kind: 'search_site', key: 'Site', by: 'name' };

/** The report dictionaries (GET getdict/reportdic), one list a key. */
const REPORT_DICTIONARY = fillPath(dictionary, { name: 'reportdic' });
export const COUNTRIES: DictionarySource = { path: REPORT_DICTIONARY, pick: 'country' };
export const DEVICES: DictionarySource = { path: REPORT_DICTIONARY, pick: 'device' };
export const ZONE_TYPES: DictionarySource = { path: '/dict/zoneType' };
export const TIME_ZONES: DictionarySource = { path: timeZones.path };

const options = (values: string[]): Option[] => values.map((value) => ({ value, label: value }));
export const OS_OPTIONS = options(OS_NAMES);
export const APP_AD_FORMATS: Option[] = AD_FORMAT_OPTIONS.map(({ value, label }) => ({
  value: String(value),
  label,
}));
export const UTM_SOURCES = options(UTM_SOURCE_NAMES);

/** The shell spec's lookup filters: 10 items a request (section 9). */
const paged = { pageParam: 'page_index', sizeParam: 'page_size', pageSize: 10 };

/** Content sites (GET /ssp_publisher/domain/list names its page `page`). */
export const CONTENT_SITES: LookupSource = {
  path: siteList.path,
  searchParam: 'domain',
  ...paged,
  pageParam: 'page',
  valueKey: 'id',
  labelKey: 'domain',
};
/** Lists read whole: zones and apps 9999 a page, channels 100 (section 9). */
const whole = (path: string, size: number, valueKey: string, labelKey = valueKey): DictionarySource => ({
  path,
  query: { page_index: 1, page_size: size },
  pick: 'list',
  valueKey,
  labelKey,
});
/** Zones by their name (zone_name: the description, else the zone keys); the id is what is sent. */
export const ZONES = whole(zones.path, 9999, 'zone_id', 'zone_name');
export const CHANNELS = whole(channelList.path, 100, 'id', 'name');
export const APPS = whole(appList.path, 9999, 'app_name');
export const APP_UNITS = whole(appUnits.path, 9999, 'zone_name');
/** Search sites by domain: keyword, tracking and search reports filter on the domain itself. */
export const SEARCH_SITES: LookupSource = {
  path: reportSearchSites.path,
  base: reportSearchSites.base,
  searchParam: 'domain',
  ...paged,
  valueKey: 'domain',
  labelKey: 'domain',
};
export const KEYWORDS: LookupSource = {
  path: reportKeywords.path,
  base: reportKeywords.base,
  searchParam: 'keyword',
  ...paged,
  query: { status: 1 },
  valueKey: 'key_word',
  labelKey: 'key_word',
};
/** Active news (information) articles. */
export const ACTIVE_NEWS: LookupSource = {
  path: reportNews.path,
  base: reportNews.base,
  searchParam: 'keyword',
  ...paged,
  query: { status: 1 },
  valueKey: 'id',
  labelKey: 'title',
};

/** A metric column; `key` doubles as the title unless one is given. */
export const metric = (key: string, format: MetricFormat, extra: Partial<MetricDef> = {}): MetricDef => ({
  key,
  title: key,
  format,
  ...extra,
});

/** The Date dimension every report has. */
export const DATE_DIMENSION = { value: 'Date', label: 'Date', columns: [{ key: 'Date', title: 'Date' }] };

/** A dimension whose one column has the dimension's name. */
export const dimension = (value: string, label = value, key = value): DimensionDef => ({
  value,
  label,
  columns: [{ key, title: label }],
});

/** A dimension whose cells show the labels of these options instead of the bare values. */
export const labelled = (def: DimensionDef, labels: Option[] | DictionarySource): DimensionDef => ({
  ...def,
  columns: def.columns.map((column) => ({ ...column, labels })),
});

/** The Country dimension: country names, not codes. */
export const COUNTRY_DIMENSION = labelled(dimension('Country'), COUNTRIES);

/** Every search site at once (GET /search_domain/list, 999 a page). */
export const ALL_SEARCH_SITES: DictionarySource = {
  ...whole(allSearchSites.path, 999, 'domain'),
  base: allSearchSites.base,
};

/** Filter shapes: a multi-select of options, a remote lookup, a text box. */
export const choice = (
  key: string,
  label: string,
  options: Option[] | DictionarySource,
  param = key,
): FilterDef => ({
  kind: 'options',
  key,
  label,
  param,
  options,
});
export const lookup = (key: string, label: string, source: LookupSource, param = key): FilterDef => ({
  kind: 'lookup',
  key,
  label,
  param,
  lookup: source,
});
export const text = (key: string, label: string, param = key): FilterDef => ({
  kind: 'text',
  key,
  label,
  param,
});

/** Filters and dimensions the keyword and tracking reports share. */
export const SEARCH_SITE_FILTER = lookup('domain', 'Site', SEARCH_SITES);
export const SEARCH_COUNTRY_FILTER = choice('country', 'Country', COUNTRIES);
export const KEYWORD_FILTER = lookup('keyword', 'Keyword', KEYWORDS);
export const SUB_FILTERS = ['sub1', 'sub2', 'sub3'].map((key, index) => text(key, `Sub${index + 1}`));
export const SUB_DIMENSIONS = ['Sub1', 'Sub2', 'Sub3'].map((value) => dimension(value));

/** Standard dates: the last N days back from today, nothing in the future. */
export const daysBack = (days: number): DateLimit => ({ kind: 'daysBack', days });

/** The report call and its export variant: '<path>' and '<path>/export'. */
export const flatRequest = (path: string): ReportRequest => ({
  path,
  exportPath: `${path}/export`,
  style: 'flat',
});
