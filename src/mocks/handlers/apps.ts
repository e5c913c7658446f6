import { http, HttpResponse } from 'msw';
import { hiddenAppCategories } from '../../config';
import { validateRecord } from '../../model/rules';
import adUnitSchema from '../../schemas/adUnit';
import appSchema, { platformOf } from '../../schemas/app';
import { DISCONTINUED, LIVE, VERIFYING } from '../../schemas/enums';
import { nextId, now, save, table } from '../db';
import { csvAnswer, contains, daysAgo, equals, filtered, listAnswer } from '../listing';
import { API, fail, ok } from '../respond';
import { grantToCreator, inScope, registerScopeSource } from '../scope';
import { jsonBody, signedIn } from '../signedIn';
import type { MockUser } from '../seed';
import { registerRecords } from '../activity/recordTables';

export interface MockApp {
  app_id: number;
  app_name: string;
  app_platform: string;
  category: string;
  app_store: string;
  bundle_id: string;
  app_url: string;
  status: number;
  created_time: string;
  updated_time: string;
}

export interface MockAdUnit {
  zone_id: number;
  zone_name: string;
  app_id: number;
  app_name: string;
  ad_format: string;
  instream_type?: string;
  price: number;
  adunit_id: string[];
  instream_url: string;
  status: number;
  created_time: string;
  updated_time: string;
  audit_time: string;
}

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

registerScopeSource('app', () => apps().map((row) => ({ id: row.app_id, name: row.app_name })));

export const ADS_TXT_LINES = [
  'publisherconsole.example, pub-100, DIRECT, f08c47fec0942fa0',
  'adexchange.example, 8812, RESELLER',
];

const appById = (value: unknown) => apps().find((row) => String(row.app_id) === String(value));
/** The apps a user's data scope grants; ad units and ads.txt follow their app's scope. */
const appsOf = (user: MockUser) => inScope(user, 'app', apps(), (row) => row.app_id);
const appOf = (user: MockUser, value: unknown) =>
  appsOf(user).find((row) => String(row.app_id) === String(value));
const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The ad-unit fields a request sets, as the schema names them. */
export function adUnitValues(body: Record<string, unknown>) {
  return {
    app_id: body.app_id,
    ad_format: str(body.ad_format),
    instream_type: str(body.instream_type) || undefined,
    zone_name: str(body.zone_name),
    price:
      body.price === undefined || body.price === null || body.price === '' ? undefined : Number(body.price),
  };
}

/** Checks an ad unit as the server does: schema rules (a known format too), a Live app, a free name. */
export function adUnitProblem(values: ReturnType<typeof adUnitValues>, user: MockUser): string | undefined {
  const invalid = validateRecord(adUnitSchema, values, 'create');
  if (invalid) return invalid;
  const owner = appOf(user, values.app_id);
  if (!owner) return 'App not found';
  if (owner.status !== LIVE) return 'Ad units can only be created for Live apps';
  if (adUnits().some((row) => row.app_id === owner.app_id && row.zone_name === values.zone_name))
    return `The ad unit ${values.zone_name} already exists`;
  return undefined;
}

export function createAdUnit(values: ReturnType<typeof adUnitValues>): MockAdUnit {
  // Called after adUnitProblem found the app in the user's scope.
  const owner = appById(values.app_id) as MockApp;
  const row: MockAdUnit = {
    zone_id: nextId(),
    zone_name: values.zone_name,
    app_id: owner.app_id,
    app_name: owner.app_name,
    ad_format: values.ad_format,
    instream_type: values.ad_format === 'in_stream' ? values.instream_type : undefined,
    price: Number(values.price),
    adunit_id: [],
    instream_url: '',
    status: VERIFYING,
    created_time: now(),
    updated_time: now(),
    audit_time: NEVER_AUDITED,
  };
  adUnits().push(row);
  return row;
}

export const appIdByName = (user: MockUser, name: string) =>
  appsOf(user).find((row) => row.app_name === name)?.app_id;

const adUnitFilters = (query: URLSearchParams) => [
  equals<MockAdUnit>(query, 'status'),
  equals<MockAdUnit>(query, 'ad_format'),
  equals<MockAdUnit>(query, 'app_name'),
  contains<MockAdUnit>(query, 'keyword', 'zone_name', 'zone_id', 'adunit_id'),
];

const unitsOf = (user: MockUser) => {
  const granted = new Set(appsOf(user).map((row) => row.app_id));
  return adUnits().filter((row) => granted.has(row.app_id));
};

export const appHandlers = [
  http.get(
    `${API}/ssp_publisher/app/list`,
    signedIn(({ query, user }) =>
      listAnswer(
        inScope(user, 'app', apps(), (row) => row.app_id),
        query,
        [
          equals<MockApp>(query, 'status'),
          equals<MockApp>(query, 'app_platform'),
          contains<MockApp>(query, 'keyword', 'app_name', 'app_id'),
          contains<MockApp>(query, 'bundle_id'),
        ],
      ),
    ),
  ),

  http.post(
    `${API}/ssp_publisher/app`,
    signedIn(async ({ request, user }) => {
      const body = await jsonBody(request);
      const values = {
        app_name: str(body.app_name),
        category: str(body.category),
        bundle_id: str(body.bundle_id),
        app_store: str(body.app_store),
        app_url: str(body.app_url),
      };
      const invalid = validateRecord(appSchema, values, 'create');
      if (invalid) return fail(invalid);
      if (hiddenAppCategories(user.company_id).includes(values.category))
        return fail('This category is not available');
      if (apps().some((row) => row.app_name === values.app_name))
        return fail(`The app ${values.app_name} already exists`);
      const row: MockApp = {
        ...values,
        app_id: nextId(),
        // The OS follows the store, whatever the request says.
        app_platform: platformOf(values.app_store) as string,
        status: VERIFYING,
        created_time: now(),
        updated_time: now(),
      };
      apps().push(row);
      grantToCreator(user, 'app', row.app_id);
      save();
      return ok(row);
    }),
  ),

  http.get(
    `${API}/ssp_publisher/app/adstxt`,
    signedIn(({ query }) => {
      const row = apps().find((candidate) => candidate.app_name === query.get('app_name'));
      if (!row) return fail('App not found');
      if (row.status !== LIVE) return fail('ads.txt is available for Live apps only');
      return new HttpResponse(`${ADS_TXT_LINES.join('\n')}\n`, { headers: { 'Content-Type': 'text/plain' } });
    }),
  ),

  http.get(
    `${API}/ssp_publisher/adunit/list`,
    signedIn(({ query, user }) => listAnswer(unitsOf(user), query, adUnitFilters(query))),
  ),

  http.get(
    `${API}/ssp_publisher/adunit/export`,
    signedIn(({ query, user }) =>
      csvAnswer(
        adUnitSchema,
        [
          'zone_id',
          'zone_name',
          'app_name',
          'ad_format',
          'adunit_id',
          'instream_url',
          'price',
          'status',
          'created_time',
          'updated_time',
          'audit_time',
        ],
        filtered(unitsOf(user), adUnitFilters(query), query),
        'ad-units.csv',
      ),
    ),
  ),

  http.post(
    `${API}/ssp_publisher/adunit`,
    signedIn(async ({ request, user }) => {
      const values = adUnitValues(await jsonBody(request));
      const problem = adUnitProblem(values, user);
      if (problem) return fail(problem);
      const row = createAdUnit(values);
      save();
      return ok(row);
    }),
  ),
];

// Where the activity log finds the rows a change touches.
registerRecords('app', apps);
registerRecords('adUnit', adUnits);
