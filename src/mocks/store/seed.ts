import type { ChannelRow } from '../../schemas/channel';
import type { SiteRow } from '../../schemas/site';
import channelSeed from './seeds/channel';
import siteSeed from './seeds/site';
import userSeed from './seeds/user';
import userGroupSeed from './seeds/userGroup';
import zoneSeed from './seeds/zone';

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

/** Rows written as a table: the keys once, then each row's values in that order. */
export function rows<Row>(keys: string[], values: unknown[][]): Row[] {
  return values.map((row) => Object.fromEntries(keys.map((key, index) => [key, row[index]])) as Row);
}

/**
 * The data set as it starts: the users, groups, sites, zones and channels from their files in
 * ./seeds (one per resource, as the other tables' seeds are).
 */
export function seedDb(): MockDb {
  return {
    // Bumped whenever the seed changes, so browsers holding older data start again from it.
    version: 6,
    users: userSeed(),
    groups: userGroupSeed(),
    sessions: {},
    sites: siteSeed(),
    zones: zoneSeed(),
    channels: channelSeed(),
    nextId: 9000,
  };
}
