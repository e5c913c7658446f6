import type { MenuItem } from '../providers/menu';
import { allMenuIds, menuTree } from './menuTree';

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
  /** Data scope (src/mocks/scope.ts): the ids granted; absent means every record of that kind. */
  app_ids?: number[];
  content_site_ids?: number[];
  search_site_ids?: number[];
  created_time?: string;
}

export interface MockSite {
  id: number;
  domain: string;
  timezone: string;
  verify_status: string;
  ads_txt_status: string;
  created_time: string;
}

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

export interface MockChannel {
  id: number;
  name: string;
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
  channels: MockChannel[];
  nextId: number;
  /** Collections declared with table() by each area of the embedded API. */
  tables?: Record<string, unknown[]>;
}

export const DEMO_PASSWORD = 'Demo@1234';

/** The full menu tree as the files declare it (src/mocks/menuTree.ts); read it with menuTree(). */
export const MENU_TREE: MenuItem[] = menuTree();

const day = (daysAgo: number, time = '10:30:00') => {
  const date = new Date(Date.now() - daysAgo * 86_400_000);
  return `${date.toISOString().slice(0, 10)} ${time}`;
};

/**
 * The Publishers group's menu: every entry of the shipped console but Account > User (72), written
 * out, so that an entry added later (a new schema's) reaches no group but the administrators' until
 * an administrator grants it (User Group > Setting), a fresh seed included.
 */
export const PUBLISHERS_MENU_IDS = [
  1, 70, 71, 20, 21, 30, 31, 32, 40, 41, 42, 43, 44, 50, 51, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 90, 80,
];

export function seedDb(): MockDb {
  // The menu of the registry as it is now (a schema added at run time, by a test, included).
  const everything = allMenuIds(menuTree());
  return {
    // Bumped whenever the seed changes, so browsers holding older data start again from it.
    version: 5,
    users: [
      {
        user_id: 1,
        created_time: day(120),
        user_name: 'Admin',
        email: 'admin@demo.test',
        password: DEMO_PASSWORD,
        company_id: 'company_100',
        is_admin: true,
        user_group: [1],
        status: 0,
      },
      {
        user_id: 2,
        created_time: day(100),
        user_name: 'Publisher',
        email: 'publisher@demo.test',
        password: DEMO_PASSWORD,
        company_id: 'company_100',
        is_admin: false,
        user_group: [2],
        status: 0,
      },
      {
        user_id: 3,
        created_time: day(60),
        user_name: 'Alice Editor',
        email: 'alice@demo.test',
        password: DEMO_PASSWORD,
        company_id: 'company_100',
        is_admin: false,
        user_group: [2, 3],
        status: 0,
      },
      {
        user_id: 4,
        created_time: day(30),
        user_name: 'Bruno Analyst',
        email: 'bruno@demo.test',
        password: DEMO_PASSWORD,
        company_id: 'company_100',
        is_admin: false,
        user_group: [3],
        status: 1,
      },
    ],
    groups: [
      { id: 1, name: 'Administrators', type: 1, menu_ids: everything, created_time: day(120) },
      {
        id: 2,
        name: 'Publishers',
        type: 2,
        menu_ids: [...PUBLISHERS_MENU_IDS],
        // Every seeded search site but the partner's (PARTNER_SEARCH_SITE, src/mocks/handlers/searchSites.ts).
        search_site_ids: [4001, 4002, 4003, 4004, 4005, 4006, 4007, 4008],
        created_time: day(100),
      },
      {
        id: 3,
        name: 'Analysts',
        type: 2,
        menu_ids: [1, 60, 61, 62, 63],
        content_site_ids: [1001, 1002],
        created_time: day(45),
      },
    ],
    sessions: {},
    sites: [
      {
        id: 1001,
        domain: 'dailynews.example',
        timezone: 'UTC+00:00',
        verify_status: 'Active',
        ads_txt_status: 'verification successful',
        created_time: day(40),
      },
      {
        id: 1002,
        domain: 'sportsfan.example',
        timezone: 'UTC+08:00',
        verify_status: 'Live',
        ads_txt_status: 'need update ads.txt',
        created_time: day(35),
      },
      {
        id: 1003,
        domain: 'recipes.example',
        timezone: 'UTC-05:00',
        verify_status: 'Verifying',
        ads_txt_status: 'verification failed',
        created_time: day(30),
      },
      {
        id: 1004,
        domain: 'travelblog.example',
        timezone: '',
        verify_status: 'Pending',
        ads_txt_status: 'N/A',
        created_time: day(25),
      },
      {
        id: 1005,
        domain: 'techreview.example',
        timezone: 'UTC+05:30',
        verify_status: 'Waiting For DNS',
        ads_txt_status: 'N/A',
        created_time: day(20),
      },
      {
        id: 1006,
        domain: 'gardening.example',
        timezone: 'UTC+00:00',
        verify_status: 'To Be Analyzed',
        ads_txt_status: 'need update ads.txt',
        created_time: day(18),
      },
      {
        id: 1007,
        domain: 'moviebuzz.example',
        timezone: 'UTC+08:00',
        verify_status: 'To Be Confirmed',
        ads_txt_status: 'verification successful',
        created_time: day(15),
      },
      {
        id: 1008,
        domain: 'oldforum.example',
        timezone: 'UTC+00:00',
        verify_status: 'Archive',
        ads_txt_status: 'verification failed',
        created_time: day(90),
      },
      {
        id: 1009,
        domain: 'spamfarm.example',
        timezone: 'UTC-05:00',
        verify_status: 'Refuse',
        ads_txt_status: 'N/A',
        created_time: day(60),
      },
      {
        id: 1010,
        domain: 'paused.example',
        timezone: 'UTC+00:00',
        verify_status: 'Stop',
        ads_txt_status: 'verification successful',
        created_time: day(50),
      },
      {
        id: 1011,
        domain: 'brokenads.example',
        timezone: 'UTC+08:00',
        verify_status: 'Failed',
        ads_txt_status: 'need update ads.txt',
        created_time: day(10),
      },
      {
        id: 1012,
        domain: 'successful.example',
        timezone: 'UTC+05:30',
        verify_status: 'Successful',
        ads_txt_status: 'verification successful',
        created_time: day(5),
      },
      {
        id: 1013,
        domain: 'newcomer.example',
        timezone: 'UTC+00:00',
        verify_status: 'N/A',
        ads_txt_status: 'N/A',
        created_time: day(100),
      },
    ],
    zones: [
      {
        zone_id: 50001,
        site_id: 1001,
        ad_type: 1,
        ad_size: [1, 2],
        description: 'Top banner',
        zone_key_name: ['top_banner'],
        created_time: day(39),
      },
      {
        zone_id: 50002,
        site_id: 1001,
        ad_type: 2,
        ad_size: [],
        description: '',
        zone_key_name: ['feed_native', 'article_native'],
        created_time: day(38),
      },
      {
        zone_id: 50003,
        site_id: 1001,
        ad_type: 7,
        ad_size: [],
        description: 'Floating icon',
        zone_key_name: ['float_icon'],
        space: 1.6,
        background: 'fff',
        created_time: day(37),
      },
      {
        zone_id: 50004,
        site_id: 1002,
        ad_type: 3,
        ad_size: [],
        description: 'Interstitial between pages',
        zone_key_name: ['inter'],
        created_time: day(34),
      },
      {
        zone_id: 50005,
        site_id: 1002,
        ad_type: 1,
        ad_size: [3],
        description: '',
        zone_key_name: ['mobile_banner'],
        created_time: day(33),
      },
    ],
    channels: [
      { id: 3001, name: 'Organic' },
      { id: 3002, name: 'Social' },
      { id: 3003, name: 'Newsletter' },
    ],
    nextId: 9000,
  };
}
