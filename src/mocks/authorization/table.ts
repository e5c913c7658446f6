import type { ReportConfig } from '../../reports/types';
import { reportRegistry } from '../../reports/registry';
import { compile } from './match';
import { reportRules, reportScreens } from './reportRules';
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
 * path), reports from the report registry (./reportRules.ts: its calls, exports, graph and the
 * lists its filters read, granted to its route); the rows below are the calls neither names, and
 * what schema calls need beyond their menu (the record they name).
 */

const ACCOUNT_USER = '/account/user';
const REPORT_API = '/report/reportapi';
const INTEGRATION = '/integration';

type Row = [call: string, access: CallAccess | (() => CallAccess), ...scope: ScopeLocator[]];

const menu = (...paths: string[]): CallAccess => ({ menu: paths });
/** The menu path of a schema resource, read from the registry when the table is built. */
const resource = (name: string) => () => menu(resourceMenu(name));

/** A record of `kind` the call names in `from`, found `via` its value: `at('app', 'body', 'id')('app_id')`. */
const at =
  (kind: ScopeLocator['kind'], from: ScopeLocator['from'], via: ScopeLocator['via']) =>
  (field: string): ScopeLocator => ({ kind, from, field, via });
const sitePath = at('content_site', 'path', 'id');
const searchSitePath = at('search_site', 'path', 'id');

/** Calls no schema or report names: sign-in, dictionaries, screen parts. */
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
  ['GET v1 /ssp_publisher/zone/list', resource('zone')],
  ['POST v1 /ssp_publisher/news/upload', resource('information')],
  ['POST v1 /ssp_publisher/adunit/import', resource('adUnit')],
  ['POST v1 /ssp_publisher/adunit/import/submit', resource('adUnit')],
  ['GET v1 /ssp_publisher/adunit/import/file', resource('adUnit')],
  ['GET v1 /ssp_publisher/widget/creative/list', resource('widget')],

  // The parts of the User & User Group screen its two schemas do not name.
  ['GET v1 /ssp_publisher/user_group/data_tree', menu(ACCOUNT_USER)],
  ['GET v1 /ssp_publisher/user_group/{id}/users', menu(ACCOUNT_USER)],
  ['POST v1 /ssp_publisher/user_group/users', menu(ACCOUNT_USER)],

  ['GET v1 /ssp_publisher/openapi/integration/info', menu(INTEGRATION)],
];

/**
 * The report screens' own calls: the API Security token (the SDK & API and Report API screens and
 * every report's Copy as API request) and the saved views; the handler keeps each user to their own views.
 */
function reportScreenRows(screens: string[]): Row[] {
  return [
    ['GET v1 /ssp_publisher/openapi/app_key', menu(INTEGRATION, REPORT_API, ...screens)],
    ['GET v1 /ssp_publisher/report_view', menu(...screens)],
    ['POST v1 /ssp_publisher/report_view', menu(...screens)],
    ['PUT v1 /ssp_publisher/report_view/{id}', menu(...screens)],
    ['DELETE v1 /ssp_publisher/report_view/{id}', menu(...screens)],
  ];
}

/**
 * What schema calls need beyond their schema's menu path: the record a call names (path, query
 * or body).
 */
const SCHEMA_CALL_EXTRAS: Row[] = [
  ['GET v1 /ssp_publisher/domain/{site_id}/zones', menu(), sitePath('site_id')],
  ['POST v1 /ssp_publisher/domain/{site_id}/zone/add', menu(), sitePath('site_id')],
  ['PUT v1 /ssp_publisher/zone/{zone_id}', menu(), at('content_site', 'path', 'zone')('zone_id')],
  ['GET v1 /ssp_publisher/app/adstxt', menu(), at('app', 'query', 'name')('app_name')],
  ['POST v1 /ssp_publisher/adunit', menu(), at('app', 'body', 'id')('app_id')],
  ['PUT v1 /ssp_publisher/search_site/{id}', menu(), searchSitePath('id')],
  ['PUT v1 /ssp_publisher/search_site/{id}/dns_resolved', menu(), searchSitePath('id')],
  ['GET v1 /ssp_publisher/link/{id}', menu(), at('search_site', 'path', 'link')('id')],
  ['POST v1 /ssp_publisher/link', menu(), at('search_site', 'body', 'name')('domain')],
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
 * covered), the explicit rows, the reports' rows and the extras merged into the schema calls they name.
 */
export function accessRules(reports: ReportConfig[] = reportRegistry): AccessRule[] {
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
  for (const row of [...CALL_ROWS, ...reportScreenRows(reportScreens(reports))]) add(toRule(row));
  for (const rule of reportRules(reports)) add(rule);
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
