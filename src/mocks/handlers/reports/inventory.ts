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
 * The report filters' lookups answer these rows (./lookups.ts).
 */

/** These keys of a row, in this order. */
const pick = <T, K extends keyof T>(row: T, keys: K[]) =>
  Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<T, K>;

/** The apps and ad units of the App screens (src/mocks/handlers/inventory/apps.ts), app ids as text. */
export const apps = () =>
  managedApps().map((app) => ({
    app_id: String(app.app_id),
    app_name: app.app_name,
    app_platform: app.app_platform === 'IOS' ? 'IOS' : 'ANDROID',
    status: app.status,
  }));

export const appUnits = () =>
  managedAdUnits().map((unit) => ({
    ...pick(unit, ['zone_id', 'zone_name']),
    app_id: String(unit.app_id),
    ...pick(unit, ['app_name', 'ad_format', 'status']),
  }));

/** The search sites of the Search Ads Site screen (src/mocks/handlers/inventory/searchSites.ts). */
export const searchDomains = () =>
  managedSearchSites().map((site) =>
    pick(site, ['id', 'domain', 'domain_type', 'channel_id', 'pub_id', 'status']),
  );

/** Search sites that carry traffic, so have report data: Active or DNS resolved. */
const SERVING_STATUSES: number[] = [SEARCH_SITE_STATUS.active, SEARCH_SITE_STATUS.dnsResolved];
export const servingSearchDomains = () =>
  searchDomains().filter((site) => SERVING_STATUSES.includes(site.status));

/** The id of the search site with this domain, for the data scope of the search reports. */
export const searchSiteIdOf = (domain: string | undefined) =>
  managedSearchSites().find((site) => site.domain === domain)?.id;

/** The main keywords of the Main Keyword screen (src/mocks/handlers/inventory/keywords.ts). */
export const keywords = () =>
  managedKeywords().map((keyword) => pick(keyword, ['id', 'key_word', 'style_id', 'kw_style', 'status']));

/** The information articles of the Information screen (src/mocks/handlers/inventory/information.ts). */
export const news = () => articles().map((article) => pick(article, ['id', 'title', 'status']));

/** The widgets of the Widget screen (src/mocks/handlers/inventory/widgets.ts), by the ids its list shows. */
export const widgetIds = (): string[] => managedWidgets().map((widget) => String(widget.widget_id));
export const COUNTRY_CODES = REPORT_DICTIONARY.country.map((country) => country.value);
export const DEVICE_NAMES = REPORT_DICTIONARY.device.map((device) => device.value);
