import { SEARCH_SITE_STATUS } from '../../../schemas/searchSite';
import { adUnits as managedAdUnits, apps as managedApps } from '../inventory/apps';
import { articles } from '../inventory/information';
import { keywords as managedKeywords } from '../inventory/keywords';
import { searchSites as managedSearchSites } from '../inventory/searchSites';
import { REPORT_DICTIONARY } from '../inventory/dictionaries';
import { widgets as managedWidgets } from '../inventory/widgets';

/**
 * Inventory the reports draw on besides sites, zones and channels: the apps, ad units, search sites,
 * main keywords and articles of the management screens, so a record added there shows in the reports.
 */
export interface MockApp {
  app_id: string;
  app_name: string;
  app_platform: 'IOS' | 'ANDROID';
  status: number;
}
export interface MockAppUnit {
  zone_id: number;
  zone_name: string;
  app_id: string;
  app_name: string;
  ad_format: string;
  status: number;
}
export interface MockSearchDomain {
  id: number;
  domain: string;
  domain_type: 'BeesAds' | 'Sedo';
  channel_id: string;
  pub_id: string;
  status: number;
}
export interface MockKeyword {
  id: number;
  key_word: string;
  style_id: number;
  kw_style: string;
  status: number;
}
export interface MockNews {
  id: number;
  title: string;
  status: number;
}

/** The apps and ad units of the App screens (src/mocks/handlers/inventory/apps.ts): reports draw on the same ones. */
export const apps = (): MockApp[] =>
  managedApps().map((app) => ({
    app_id: String(app.app_id),
    app_name: app.app_name,
    app_platform: app.app_platform === 'IOS' ? 'IOS' : 'ANDROID',
    status: app.status,
  }));

export const appUnits = (): MockAppUnit[] =>
  managedAdUnits().map((unit) => ({
    zone_id: unit.zone_id,
    zone_name: unit.zone_name,
    app_id: String(unit.app_id),
    app_name: unit.app_name,
    ad_format: unit.ad_format,
    status: unit.status,
  }));

/** The search sites of the Search Ads Site screen (src/mocks/handlers/inventory/searchSites.ts). */
export const searchDomains = (): MockSearchDomain[] =>
  managedSearchSites().map((site) => ({
    id: site.id,
    domain: site.domain,
    domain_type: site.domain_type,
    channel_id: site.channel_id,
    pub_id: site.pub_id,
    status: site.status,
  }));

/** Search sites that carry traffic, so have report data: Active or DNS resolved. */
const SERVING_STATUSES: number[] = [SEARCH_SITE_STATUS.active, SEARCH_SITE_STATUS.dnsResolved];
export const servingSearchDomains = () =>
  searchDomains().filter((site) => SERVING_STATUSES.includes(site.status));

/** The id of the search site with this domain, for the data scope of the search reports. */
export const searchSiteIdOf = (domain: string | undefined) =>
  managedSearchSites().find((site) => site.domain === domain)?.id;

/** The main keywords of the Main Keyword screen (src/mocks/handlers/inventory/keywords.ts). */
export const keywords = (): MockKeyword[] =>
  managedKeywords().map((keyword) => ({
    id: keyword.id,
    key_word: keyword.key_word,
    style_id: keyword.style_id,
    kw_style: keyword.kw_style,
    status: keyword.status,
  }));

/** The information articles of the Information screen (src/mocks/handlers/inventory/information.ts). */
export const news = (): MockNews[] =>
  articles().map((article) => ({ id: article.id, title: article.title, status: article.status }));

/** The widgets of the Widget screen (src/mocks/handlers/inventory/widgets.ts), by the ids its list shows. */
export const widgetIds = (): string[] => managedWidgets().map((widget) => String(widget.widget_id));
export const COUNTRY_CODES = REPORT_DICTIONARY.country.map((country) => country.value);
export const DEVICE_NAMES = REPORT_DICTIONARY.device.map((device) => device.value);
export const UTM_SOURCE_NAMES = ['taboola', 'facebook', 'tiktok', 'outbrain', 'gateway', 'others', 'bigoads'];
