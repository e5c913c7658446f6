import { table } from '../db';
import { adUnits as managedAdUnits, apps as managedApps } from '../handlers/apps';
import { REPORT_DICTIONARY } from '../handlers/dictionaries';

/** Inventory the reports draw on besides sites, zones and channels: apps, search sites, keywords... */

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

/** The apps and ad units of the App screens (src/mocks/handlers/apps.ts): reports draw on the same ones. */
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

/** Search sites; 'partnerdata.example' belongs to a partner only administrators may report on. */
export const RESTRICTED_SEARCH_DOMAIN = 'partnerdata.example';

export const searchDomains = () =>
  table<MockSearchDomain>('searchDomains', () =>
    [
      'findit.example',
      'quickanswers.example',
      'searchhub.example',
      'lookup.example',
      'askmore.example',
      'dealsearch.example',
      'travelfinder.example',
      'recipesearch.example',
      'techsearch.example',
      'newsseek.example',
      'carsearch.example',
      RESTRICTED_SEARCH_DOMAIN,
    ].map((domain, index) => ({
      id: 8001 + index,
      domain,
      domain_type: index % 3 === 2 ? 'Sedo' : 'BeesAds',
      channel_id: `ch_${8001 + index}`,
      pub_id: `pub-${5100 + index}`,
      status: 1,
    })),
  );

export const keywords = () =>
  table<MockKeyword>('keywords', () =>
    [
      'cheap flights',
      'car insurance',
      'online degree',
      'home loans',
      'vpn deals',
      'hotel booking',
      'credit cards',
      'solar panels',
      'web hosting',
      'meal delivery',
      'phone plans',
      'pet insurance',
    ].map((key_word, index) => ({
      id: 6001 + index,
      key_word,
      style_id: 1 + (index % 3),
      kw_style: ['light', 'classic', 'compact'][index % 3],
      status: index === 11 ? 2 : 1,
    })),
  );

export const news = () =>
  table<MockNews>('news', () =>
    [
      'Ten ways to save on travel',
      'How solar panels pay back',
      'Choosing a web host in 2026',
      'The best credit cards for students',
      'What to know about pet insurance',
      'A guide to online degrees',
      'Home loan rates explained',
      'Meal kits compared',
      'Phone plans for families',
      'Is a VPN worth it?',
      'Draft: hotel booking tips',
      'Car insurance myths',
    ].map((title, index) => ({ id: 4001 + index, title, status: index === 10 ? 2 : 1 })),
  );

export const WIDGET_IDS = ['wg_1001', 'wg_1002', 'wg_1003', 'wg_1004', 'wg_1005'];
export const COUNTRY_CODES = REPORT_DICTIONARY.country.map((country) => country.value);
export const DEVICE_NAMES = REPORT_DICTIONARY.device.map((device) => device.value);
export const UTM_SOURCE_NAMES = ['taboola', 'facebook', 'tiktok', 'outbrain', 'gateway', 'others', 'bigoads'];
