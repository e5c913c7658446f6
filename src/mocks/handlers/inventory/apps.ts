import { daysAgo } from '../../store/seed';
import { http, HttpResponse } from 'msw';
import { hiddenAppCategories } from '../../../config';
import adUnitSchema, { type AdUnitRow } from '../../../schemas/adUnit';
import appSchema, { platformOf, type AppRow } from '../../../schemas/app';
import { DISCONTINUED, LIVE, VERIFYING } from '../../../schemas/enums';
import { nextId, table } from '../../store/db';
import { serveResource } from '../../generic/served';
import { fail, route } from '../../respond';
import { rowActionCall } from '../../authorization/schemaCalls';
import { inScope } from '../../users/scope';
import type { MockUser } from '../../store/seed';
import { signedIn } from '../../calls/signedIn';

/** A stored app: the schema's record without the list's search-only keyword. */
export type MockApp = Omit<AppRow, 'keyword'>;

/** A stored ad unit: the ad unit schema's record without the search-only keyword, its ids a list. */
export type MockAdUnit = Omit<AdUnitRow, 'keyword' | 'instream_type' | 'adunit_id'> & {
  instream_type?: string;
  adunit_id: string[];
};

export const NEVER_AUDITED = '0001-01-01 00:00:00';

const app = (
  app_id: number,
  app_name: string,
  status: number,
  store: string,
  category: string,
  age: number,
): MockApp => ({
  app_id,
  app_name,
  app_platform: platformOf(store) ?? 'ANDROID',
  category,
  app_store: store,
  bundle_id: `com.demo.${app_name.toLowerCase()}`,
  app_url: `https://store.example/${app_name.toLowerCase()}`,
  status,
  created_time: daysAgo(age),
  updated_time: daysAgo(age - 1),
});

export const apps = () =>
  table<MockApp>('managedApps', () => [
    app(7001, 'NewsReader', LIVE, 'GOOGLE_PLAY', 'normal_tools', 60),
    app(7002, 'PuzzleQuest', LIVE, 'APPLE_ITUNES', 'normal_games', 50),
    app(7003, 'CashCoins', VERIFYING, 'GOOGLE_PLAY', 'money-making_games', 20),
    app(7004, 'OldTimer', DISCONTINUED, 'APPLE_ITUNES', 'normal_tools', 200),
  ]);

const unit = (
  zone_id: number,
  owner: MockApp,
  zone_name: string,
  ad_format: string,
  status: number,
  price: number,
  age: number,
): MockAdUnit => ({
  zone_id,
  zone_name,
  app_id: owner.app_id,
  app_name: owner.app_name,
  ad_format,
  instream_type: ad_format === 'in_stream' ? 'horizontal-screen' : undefined,
  price,
  adunit_id: status === LIVE ? [`ca-app-pub-${zone_id}/1`, `ca-app-pub-${zone_id}/2`] : [],
  instream_url: ad_format === 'in_stream' ? `https://vast.publisher-console.example/${zone_id}.xml` : '',
  status,
  created_time: daysAgo(age),
  updated_time: daysAgo(age - 1),
  audit_time: status === VERIFYING ? NEVER_AUDITED : daysAgo(age - 1, '12:00:00'),
});

export const adUnits = () =>
  table<MockAdUnit>('managedAdUnits', () => {
    const [reader, puzzle] = apps();
    return [
      unit(8001, reader, 'reader_banner', 'banner', LIVE, 1.5, 55),
      unit(8002, reader, 'reader_video', 'in_stream', LIVE, 12, 45),
      unit(8003, puzzle, 'puzzle_reward', 'reward', VERIFYING, 8.25, 10),
      unit(8004, puzzle, 'puzzle_open', 'appopen', DISCONTINUED, 3, 120),
    ];
  });

export const ADS_TXT_LINES = [
  'publisherconsole.example, pub-100, DIRECT, f08c47fec0942fa0',
  'adexchange.example, 8812, RESELLER',
];

const appById = (value: unknown) => apps().find((row) => String(row.app_id) === String(value));

/** The id of the app of this name among the user's apps (their data scope). */
export const appIdByName = (user: MockUser, name: string) =>
  inScope(user, 'app', apps(), (row) => row.app_id).find((row) => row.app_name === name)?.app_id;

// A new app (one of the data scope's kinds, its schema says) is under review, its OS follows its store.
serveResource(appSchema, {
  rows: apps,
  newId: nextId,
  search: { keyword: ['app_name', 'app_id'] },
  refuse: ({ category }, user) =>
    hiddenAppCategories(user.company_id).includes(String(category))
      ? 'This category is not available'
      : undefined,
  unique: { keys: ['app_name'], message: ({ app_name }) => `The app ${String(app_name)} already exists` },
  created: ({ app_store }) => ({ app_platform: platformOf(app_store), status: VERIFYING }),
});

// An ad unit follows its app (its data scope, which must be Live); a new one is under review.
serveResource(adUnitSchema, {
  rows: adUnits,
  newId: nextId,
  search: { keyword: ['zone_name', 'zone_id', 'adunit_id'] },
  // Its export leads with the unit's id, which is no column of the list.
  exportKeys: (columns) => ['zone_id', ...columns],
  refuse: ({ app_id }) => {
    const owner = appById(app_id);
    if (!owner) return 'App not found';
    return owner.status === LIVE ? undefined : 'Ad units can only be created for Live apps';
  },
  unique: {
    keys: ['app_id', 'zone_name'],
    message: ({ zone_name }) => `The ad unit ${String(zone_name)} already exists`,
  },
  created: ({ app_id, ad_format, instream_type, price }) => ({
    app_id: Number(app_id),
    app_name: appById(app_id)?.app_name,
    instream_type: ad_format === 'in_stream' ? instream_type : undefined,
    price: Number(price),
    adunit_id: [],
    instream_url: '',
    status: VERIFYING,
    audit_time: NEVER_AUDITED,
  }),
});

/** Irregular: an app's ads.txt, a text file, for Live apps only. */
export const appHandlers = [
  http.get(
    route(rowActionCall(appSchema, 'ads.txt')),
    signedIn(({ query }) => {
      const row = apps().find((candidate) => candidate.app_name === query.get('app_name'));
      if (!row) return fail('App not found');
      if (row.status !== LIVE) return fail('ads.txt is available for Live apps only');
      return new HttpResponse(`${ADS_TXT_LINES.join('\n')}\n`, { headers: { 'Content-Type': 'text/plain' } });
    }),
  ),
];
