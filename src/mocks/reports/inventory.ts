import { table } from '../db';
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

const APP_SEED: [string, string, 'IOS' | 'ANDROID', string[]][] = [
  ['app_7001', 'PuzzleQuest', 'ANDROID', ['banner', 'reward']],
  ['app_7002', 'PuzzleQuest_iOS', 'IOS', ['banner', 'int']],
  ['app_7003', 'CashRunner', 'ANDROID', ['native', 'reward_int']],
  ['app_7004', 'DailyTools', 'ANDROID', ['appopen', 'in_stream']],
  ['app_7005', 'PhotoFix', 'IOS', ['h5_reward', 'h5_interstitial']],
];

export const apps = () =>
  table<MockApp>('apps', () =>
    APP_SEED.map(([app_id, app_name, app_platform]) => ({ app_id, app_name, app_platform, status: 1 })),
  );

export const appUnits = () =>
  table<MockAppUnit>('appUnits', () =>
    APP_SEED.flatMap(([app_id, app_name], appIndex) =>
      APP_SEED[appIndex][3].map((ad_format, unitIndex) => ({
        zone_id: 71000 + appIndex * 10 + unitIndex,
        zone_name: `${app_name}_${ad_format}`,
        app_id,
        app_name,
        ad_format,
        status: 1,
      })),
    ),
  );

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
