import type { ChannelRow } from '../../schemas/channel';
import type { SiteRow } from '../../schemas/site';
import { allMenuIds, menuTree } from '../menuTree';

export interface MockUser {
  user_id: number;
  user_name: string;
  email: string;
  password: string;
  company_id: string;
  is_admin: boolean;
  user_group: number[];
  status: 0 | 1;
  /** Where the account came from (spec section 3), e.g. 'seed' or 'console'. */
  source?: string;
  created_time?: string;
}

export interface MockGroup {
  id: number;
  name: string;
  type: 1 | 2;
  menu_ids: number[];
  /** Data scope (src/mocks/users/scope.ts): the ids granted; absent means every record of that kind. */
  app_ids?: number[];
  content_site_ids?: number[];
  search_site_ids?: number[];
  created_time?: string;
}

/** A content site as stored: the site schema's record. */
export type MockSite = SiteRow;

export interface MockZone {
  zone_id: number;
  site_id: number;
  ad_type: number;
  ad_size: number[];
  description: string;
  zone_key_name: string[];
  space?: number;
  background?: string;
  created_time: string;
}

export interface MockDb {
  version: number;
  users: MockUser[];
  groups: MockGroup[];
  sessions: Record<string, number>;
  /** When each session last made a call (ms since 1970); sessions idle too long end (session.ts). */
  sessionsSeen?: Record<string, number>;
  /** API Security tokens by user id, made when first needed (appKey.ts). */
  appKeys?: Record<string, string>;
  sites: MockSite[];
  zones: MockZone[];
  channels: ChannelRow[];
  nextId: number;
  /** Collections declared with table() by each area of the embedded API. */
  tables?: Record<string, unknown[]>;
}

/** A day some days ago, at a time, as the API writes times. */
export const daysAgo = (days: number, time = '10:30:00') =>
  `${new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)} ${time}`;

export const DEMO_PASSWORD = 'Demo@1234';

/**
 * The Publishers group's menu: every entry of the shipped console but Account > User (72), written
 * out, so that an entry added later (a new schema's) reaches no group but the administrators' until
 * an administrator grants it (User Group > Setting), a fresh seed included.
 */
export const PUBLISHERS_MENU_IDS = [
  1, 70, 71, 20, 21, 30, 31, 32, 40, 41, 42, 43, 44, 50, 51, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 90, 80,
];

/** Rows written as a table: the keys once, then each row's values in that order. */
function rows<Row>(keys: string[], values: unknown[][]): Row[] {
  return values.map((row) => Object.fromEntries(keys.map((key, index) => [key, row[index]])) as Row);
}

export function seedDb(): MockDb {
  // The menu of the registry as it is now (a schema added at run time, by a test, included).
  const everything = allMenuIds(menuTree());
  return {
    // Bumped whenever the seed changes, so browsers holding older data start again from it.
    version: 6,
    users: rows<Omit<MockUser, 'password' | 'company_id'>>(
      ['user_id', 'user_name', 'email', 'is_admin', 'user_group', 'status', 'created_time'],
      [
        [1, 'Admin', 'admin@demo.test', true, [1], 0, daysAgo(120)],
        [2, 'Publisher', 'publisher@demo.test', false, [2], 0, daysAgo(100)],
        [3, 'Alice Editor', 'alice@demo.test', false, [2, 3], 0, daysAgo(60)],
        [4, 'Bruno Analyst', 'bruno@demo.test', false, [3], 1, daysAgo(30)],
        [5, 'Nora Regional', 'regional@demo.test', false, [4], 0, daysAgo(20)],
      ],
    ).map((user) => ({ ...user, password: DEMO_PASSWORD, company_id: 'company_100' })),
    groups: [
      { id: 1, name: 'Administrators', type: 1, menu_ids: everything, created_time: daysAgo(120) },
      {
        id: 2,
        name: 'Publishers',
        type: 2,
        menu_ids: [...PUBLISHERS_MENU_IDS],
        // Every seeded search site but the partner's (PARTNER_SEARCH_SITE, src/mocks/handlers/inventory/searchSites.ts).
        search_site_ids: [4001, 4002, 4003, 4004, 4005, 4006, 4007, 4008],
        created_time: daysAgo(100),
      },
      {
        id: 3,
        name: 'Analysts',
        type: 2,
        menu_ids: [1, 60, 61, 62, 63],
        content_site_ids: [1001, 1002],
        created_time: daysAgo(45),
      },
      {
        // A publisher's menu, narrowed to two content sites, one app and one search site: a demo
        // login (regional@demo.test) that shows the data scope at once, in lists and reports.
        id: 4,
        name: 'Regional Publishers',
        type: 2,
        menu_ids: [...PUBLISHERS_MENU_IDS],
        content_site_ids: [1001, 1002],
        app_ids: [7001],
        search_site_ids: [4001],
        created_time: daysAgo(20),
      },
    ],
    sessions: {},
    sites: rows<MockSite>(
      ['id', 'domain', 'timezone', 'verify_status', 'ads_txt_status', 'created_time'],
      [
        [1001, 'dailynews.example', 'UTC+00:00', 'Active', 'verification successful', daysAgo(40)],
        [1002, 'sportsfan.example', 'UTC+08:00', 'Live', 'need update ads.txt', daysAgo(35)],
        [1003, 'recipes.example', 'UTC-05:00', 'Verifying', 'verification failed', daysAgo(30)],
        [1004, 'travelblog.example', '', 'Pending', 'N/A', daysAgo(25)],
        [1005, 'techreview.example', 'UTC+05:30', 'Waiting For DNS', 'N/A', daysAgo(20)],
        [1006, 'gardening.example', 'UTC+00:00', 'To Be Analyzed', 'need update ads.txt', daysAgo(18)],
        [1007, 'moviebuzz.example', 'UTC+08:00', 'To Be Confirmed', 'verification successful', daysAgo(15)],
        [1008, 'oldforum.example', 'UTC+00:00', 'Archive', 'verification failed', daysAgo(90)],
        [1009, 'spamfarm.example', 'UTC-05:00', 'Refuse', 'N/A', daysAgo(60)],
        [1010, 'paused.example', 'UTC+00:00', 'Stop', 'verification successful', daysAgo(50)],
        [1011, 'brokenads.example', 'UTC+08:00', 'Failed', 'need update ads.txt', daysAgo(10)],
        [1012, 'successful.example', 'UTC+05:30', 'Successful', 'verification successful', daysAgo(5)],
        [1013, 'newcomer.example', 'UTC+00:00', 'N/A', 'N/A', daysAgo(100)],
      ],
    ),
    zones: rows<MockZone>(
      ['zone_id', 'site_id', 'ad_type', 'ad_size', 'description', 'zone_key_name', 'created_time'],
      [
        [50001, 1001, 1, [1, 2], 'Top banner', ['top_banner'], daysAgo(39)],
        [50002, 1001, 2, [], '', ['feed_native', 'article_native'], daysAgo(38)],
        [50003, 1001, 7, [], 'Floating icon', ['float_icon'], daysAgo(37)],
        [50004, 1002, 3, [], 'Interstitial between pages', ['inter'], daysAgo(34)],
        [50005, 1002, 1, [3], '', ['mobile_banner'], daysAgo(33)],
      ],
    ).map((zone) => (zone.zone_id === 50003 ? { ...zone, space: 1.6, background: 'fff' } : zone)),
    channels: [
      { id: 3001, name: 'Organic' },
      { id: 3002, name: 'Social' },
      { id: 3003, name: 'Newsletter' },
    ],
    nextId: 9000,
  };
}
