import { compile } from './match';
import { resourceMenu, schemaCalls } from './schemaCalls';
import {
  callKey,
  type AccessRule,
  type CallAccess,
  type CallBase,
  type CallMethod,
  type ScopeLocator,
} from './types';

/**
 * The embedded API's authorization table (docs/api.md, "Authorization"). Schema resources get
 * their rows from the schema registry (every call a schema names is granted by the schema's menu
 * path); the rows below are the calls no schema names, and what schema calls need beyond their
 * menu (the record they name, and the report screens that read them for their filters).
 */

const ACCOUNT_USER = '/account/user';
const USER_ANALYTICS = '/report/userAnalytics';
const CONTENT_ADS = '/report/revenueReport';
const SEARCH_ADS = '/report/searchAdsReport';
const APP_ADS = '/report/appAdsReport';
const KEYWORD_DATA = '/report/keywordData';
const TRACKING = '/report/trackingReport';
const WIDGET_REVENUE = '/report/widgetRevenue';
const REVENUE = '/report/revenue';
const CONTENT_REVENUE = '/report/contentRevenue';
const REPORT_API = '/report/reportapi';
const INTEGRATION = '/integration';

/** Every report screen: each may save, list, rename and delete its own views. */
const REPORT_SCREENS = [
  USER_ANALYTICS,
  CONTENT_ADS,
  SEARCH_ADS,
  APP_ADS,
  KEYWORD_DATA,
  TRACKING,
  WIDGET_REVENUE,
  CONTENT_REVENUE,
  REVENUE,
];

type Row = [call: string, access: CallAccess | (() => CallAccess), ...scope: ScopeLocator[]];

const menu = (...paths: string[]): CallAccess => ({ menu: paths });
/** The menu path of a schema resource, read from the registry when the table is built. */
const resource = (name: string) => () => menu(resourceMenu(name));

const sitePath = (field: string): ScopeLocator => ({ kind: 'content_site', from: 'path', field, via: 'id' });
const zonePath = (field: string): ScopeLocator => ({
  kind: 'content_site',
  from: 'path',
  field,
  via: 'zone',
});
const searchSitePath = (field: string): ScopeLocator => ({
  kind: 'search_site',
  from: 'path',
  field,
  via: 'id',
});

/** Calls no schema names: sign-in, dictionaries, screen parts, report lookups, users and groups. */
const CALL_ROWS: Row[] = [
  ['POST v1 /login', 'public'],
  ['POST v1 /findpwd', 'public'],
  ['GET image /news-images/{icon_id}', 'public'],
  // Every signed-in user: the session, the menu and the dictionaries. Logout also answers without a token.
  ['POST v1 /logout', 'signed-in'],
  ['GET v1 /saas/userinfo', 'signed-in'],
  ['GET v1 /menu', 'signed-in'],
  ['GET v1 /dict/{name}', 'signed-in'],
  ['GET v1 /ssp_publisher/getdict/{name}', 'signed-in'],
  ['GET v1 /ssp_publisher/report/timezone', 'signed-in'],
  ['GET v1 /ssp_publisher/news/language', 'signed-in'],
  ['GET v1 /ssp_publisher/news/category', 'signed-in'],

  // Parts of schema screens that are not in the schema (custom actions and editors).
  ['POST v1 /ssp_publisher/domain/{id}/verify_adstxt', resource('site'), sitePath('id')],
  ['GET v1 /ssp_publisher/domain/{id}/adstxt', resource('site'), sitePath('id')],
  ['GET v1 /ssp_publisher/domain/{id}/cur_adstxt', resource('site'), sitePath('id')],
  ['GET v1 /ssp_publisher/zone/list', () => menu(resourceMenu('zone'), CONTENT_ADS)],
  ['GET v1 /ssp_publisher/news/{id}', resource('information')],
  ['POST v1 /ssp_publisher/news/upload', resource('information')],
  ['POST v1 /ssp_publisher/adunit/import', resource('adUnit')],
  ['POST v1 /ssp_publisher/adunit/import/submit', resource('adUnit')],
  ['GET v1 /ssp_publisher/adunit/import/file', resource('adUnit')],
  ['GET v1 /ssp_publisher/widget/creative/list', resource('widget')],

  // Users and user groups: the User & User Group screen.
  ['GET v1 /ssp_publisher/user/list', menu(ACCOUNT_USER)],
  ['POST v1 /ssp_publisher/user', menu(ACCOUNT_USER)],
  ['PUT v1 /ssp_publisher/user/{user_id}', menu(ACCOUNT_USER)],
  ['POST v1 /ssp_publisher/user/status', menu(ACCOUNT_USER)],
  ['DELETE v1 /ssp_publisher/user/{user_id}', menu(ACCOUNT_USER)],
  ['GET v1 /ssp_publisher/user_group/list', menu(ACCOUNT_USER)],
  ['POST v1 /ssp_publisher/user_group', menu(ACCOUNT_USER)],
  ['PUT v1 /ssp_publisher/user_group/{id}', menu(ACCOUNT_USER)],
  ['DELETE v1 /ssp_publisher/user_group/{id}', menu(ACCOUNT_USER)],
  ['GET v1 /ssp_publisher/user_group/menu_tree', menu(ACCOUNT_USER)],
  ['GET v1 /ssp_publisher/user_group/data_tree', menu(ACCOUNT_USER)],
  ['GET v1 /ssp_publisher/user_group/{id}/users', menu(ACCOUNT_USER)],
  ['POST v1 /ssp_publisher/user_group/users', menu(ACCOUNT_USER)],

  // The report lookups: the report screen that shows them (the reports are REPORT_API_ROWS).
  ['POST v2 /ssp_publisher/report/graph', menu(CONTENT_ADS)],
  ['GET v2 /ssp_publisher/report/metric', menu(CONTENT_ADS)],
  ['GET v1 /ssp_publisher/app/zone/list', menu(APP_ADS)],
  ['GET v2 /ssp_publisher/keyword', menu(KEYWORD_DATA)],
  ['GET v2 /ssp_publisher/search_domain', menu(SEARCH_ADS, KEYWORD_DATA, TRACKING)],
  ['GET v2 /ssp_publisher/search_domain/list', menu(SEARCH_ADS, KEYWORD_DATA, TRACKING)],
  ['GET v2 /ssp_publisher/news', menu(TRACKING, CONTENT_REVENUE)],
  ['GET v2 /ssp_publisher/search_ad/cooperation_line', menu(SEARCH_ADS)],
  ['GET v1 /ssp_publisher/openapi/integration/info', menu(INTEGRATION)],
  ['GET v1 /ssp_publisher/openapi/app_key', menu(INTEGRATION, REPORT_API, ...REPORT_SCREENS)],

  // Saved report views: a user with a report screen; the handler keeps each user to their own views.
  ['GET v1 /ssp_publisher/report_view', menu(...REPORT_SCREENS)],
  ['POST v1 /ssp_publisher/report_view', menu(...REPORT_SCREENS)],
  ['PUT v1 /ssp_publisher/report_view/{id}', menu(...REPORT_SCREENS)],
  ['DELETE v1 /ssp_publisher/report_view/{id}', menu(...REPORT_SCREENS)],
];

/**
 * The reports (each with its /export), for the report screen that shows them. These are the calls
 * the Report API screen documents, so the only ones an API Security token may make as well.
 */
const REPORT_API_ROWS: Row[] = [
  ...reportRows('/ssp_publisher/report', CONTENT_ADS),
  ...reportRows('/ssp_publisher/app/report', APP_ADS),
  ...reportRows('/ssp_publisher/search_ad/report', SEARCH_ADS),
  ...reportRows('/ssp_publisher/user_analytics/report', USER_ANALYTICS),
  ...reportRows('/ssp_publisher/search/afs/report', KEYWORD_DATA),
  ...reportRows('/ssp_publisher/search/afd/report', KEYWORD_DATA),
  ...reportRows('/ssp_publisher/search/afs/trace/report', TRACKING),
  ...reportRows('/ssp_publisher/search/afd/trace/report', TRACKING),
  ...reportRows('/ssp_publisher/widget/report', WIDGET_REVENUE),
  ...reportRows('/ssp_publisher/revenue/report', REVENUE),
  ...reportRows('/ssp_publisher/content/report', CONTENT_REVENUE),
];

function reportRows(path: string, screen: string): Row[] {
  return [
    [`POST v2 ${path}`, menu(screen)],
    [`POST v2 ${path}/export`, menu(screen)],
  ];
}

/**
 * What schema calls need beyond their schema's menu path: the record a call names (path, query
 * or body) and, for lists the report filters read, the report screens that may read them too.
 */
const SCHEMA_CALL_EXTRAS: Row[] = [
  ['GET v1 /ssp_publisher/domain/list', menu(CONTENT_ADS, USER_ANALYTICS, CONTENT_REVENUE)],
  ['GET v1 /ssp_publisher/channel', menu(CONTENT_ADS)],
  ['GET v1 /ssp_publisher/app/list', menu(APP_ADS)],
  ['GET v1 /ssp_publisher/domain/{site_id}/zones', menu(), sitePath('site_id')],
  ['POST v1 /ssp_publisher/domain/{site_id}/zone/add', menu(), sitePath('site_id')],
  ['PUT v1 /ssp_publisher/zone/{zone_id}', menu(), zonePath('zone_id')],
  [
    'GET v1 /ssp_publisher/app/adstxt',
    menu(),
    { kind: 'app', from: 'query', field: 'app_name', via: 'name' },
  ],
  ['POST v1 /ssp_publisher/adunit', menu(), { kind: 'app', from: 'body', field: 'app_id', via: 'id' }],
  ['PUT v1 /ssp_publisher/search_site/{id}', menu(), searchSitePath('id')],
  ['PUT v1 /ssp_publisher/search_site/{id}/dns_resolved', menu(), searchSitePath('id')],
  [
    'GET v1 /ssp_publisher/link/{id}',
    menu(),
    { kind: 'search_site', from: 'path', field: 'id', via: 'link' },
  ],
  [
    'POST v1 /ssp_publisher/link',
    menu(),
    { kind: 'search_site', from: 'body', field: 'domain', via: 'name' },
  ],
];

const BASES = new Set<string>(['v1', 'v2', 'image']);

function parseCall(call: string): Pick<AccessRule, 'method' | 'base' | 'path'> {
  const [method, base, path] = call.split(' ');
  if (!BASES.has(base) || !path?.startsWith('/')) throw new Error(`Malformed authorization row: ${call}`);
  return { method: method as CallMethod, base: base as CallBase, path };
}

const toRule = ([call, access, ...scope]: Row): AccessRule => ({
  ...parseCall(call),
  access: typeof access === 'function' ? access() : access,
  scope,
});

/** Placeholders renamed alike, so `/zone/{zone_id}` and `/zone/{id}` are the same call. */
const shapeOf = (rule: Pick<AccessRule, 'method' | 'base' | 'path'>) =>
  callKey({ ...rule, path: rule.path.replace(/\{[^}]+\}/g, '{}') });

/** The wider of two grants: public, then signed-in, then the union of the menu paths. */
function widest(a: CallAccess, b: CallAccess): CallAccess {
  if (a === 'public' || b === 'public') return 'public';
  if (a === 'signed-in' || b === 'signed-in') return 'signed-in';
  return { menu: [...new Set([...a.menu, ...b.menu])] };
}

/**
 * The whole table: the schema calls (from the registry, read now so that a schema added later is
 * covered), the explicit rows, and the extras merged into the schema calls they name.
 */
export function accessRules(): AccessRule[] {
  const rules = new Map<string, AccessRule>();
  const add = (rule: AccessRule) => {
    const shape = shapeOf(rule);
    const known = rules.get(shape);
    if (!known) {
      rules.set(shape, rule);
      return;
    }
    // An explicit row's placeholder names win: its scope locators read them.
    rules.set(shape, {
      ...known,
      ...rule,
      path: rule.scope.length ? rule.path : known.path,
      access: widest(known.access, rule.access),
      scope: [...known.scope, ...rule.scope],
    });
  };
  for (const call of schemaCalls()) add({ ...call, access: menu(call.menu), scope: [] });
  for (const row of CALL_ROWS) add(toRule(row));
  for (const row of REPORT_API_ROWS) add({ ...toRule(row), apiKey: true });
  // A row here whose schema call has gone keeps only its own (empty) grant: refused, not opened.
  for (const row of SCHEMA_CALL_EXTRAS) add(toRule(row));
  return withoutShadowed([...rules.values()]);
}

/**
 * Drops a schema's literal call (`GET /dict/zoneType`) that a wider pattern row already opens to
 * every signed-in user (`GET /dict/{name}`): the literal row would otherwise win the match and
 * narrow a dictionary to one screen.
 */
function withoutShadowed(rules: AccessRule[]): AccessRule[] {
  const open = rules.filter((rule) => typeof rule.access === 'string').map(compile);
  return rules.filter(
    (rule) =>
      typeof rule.access === 'string' ||
      !open.some(
        ({ rule: wide, pattern }) =>
          wide !== rule && wide.method === rule.method && wide.base === rule.base && pattern.test(rule.path),
      ),
  );
}
