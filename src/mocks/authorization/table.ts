import type { ReportConfig } from '../../reports/types';
import { reportRegistry } from '../../reports/registry';
import { DECLARED_CALLS } from '../../calls/calls';
import type { CallDeclaration } from '../../calls/declare';
import { registry } from '../../schemas';
import type { ApiCall, ResourceSchema } from '../../model/types';
import { compile } from './match';
import { reportRules, reportScreens } from './reportRules';
import { resourceMenu, rowActionCall, schemaCalls } from './schemaCalls';
import {
  baseOf,
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
 * lists its filters read, granted to its route), the declared calls from their declarations
 * (src/calls/calls.ts: who may make each and the records it names, sign-in, the session and the
 * dictionaries included); the rows below add what schema calls need beyond their menu (the
 * record they name).
 */

type Row = [call: string | (() => string), access: CallAccess, ...scope: ScopeLocator[]];

const menu = (...paths: string[]): CallAccess => ({ menu: paths });

/** A record of `kind` the call names in `from`, found `via` its value: `at('app', 'body', 'id')('app_id')`. */
const at =
  (kind: ScopeLocator['kind'], from: ScopeLocator['from'], via: ScopeLocator['via']) =>
  (field: string): ScopeLocator => ({ kind, from, field, via });
const sitePath = at('content_site', 'path', 'id');
const searchSitePath = at('search_site', 'path', 'id');

const schemaNamed = (name: string): ResourceSchema => {
  const schema = registry.find((candidate) => candidate.name === name);
  if (!schema) throw new Error(`No schema named ${name}`);
  return schema;
};
const keyOf = (call: ApiCall) => callKey({ method: call.method, base: baseOf(call.base), path: call.path });
/** One of a schema's api calls, read from the registry when the table is built: `api('zone', 'create')`. */
const api = (name: string, which: keyof ResourceSchema['api']) => () => {
  const call = schemaNamed(name).api[which];
  if (!call) throw new Error(`Schema ${name} has no ${which} call`);
  return keyOf(call);
};
/** The call of a schema's row action, by its label: `rowCall('app', 'ads.txt')`. */
const rowCall = (name: string, label: string) => () => keyOf(rowActionCall(schemaNamed(name), label));

/** Who may make a declared call; none for the calls the report rules grant to the reports that read them. */
function grantOf(grant: CallDeclaration['access'], screens: string[]): CallAccess | undefined {
  if (grant === 'reports reading it') return undefined;
  if (typeof grant === 'string') return grant;
  if ('resource' in grant) return menu(resourceMenu(grant.resource));
  if ('reports' in grant) return menu(...(grant.menu ?? []), ...screens);
  return menu(...grant.menu);
}

/** The rows of the declared calls (src/calls/calls.ts), the report screens' calls granted to `screens`. */
function declaredRules(screens: string[]): AccessRule[] {
  return DECLARED_CALLS.flatMap((call) => {
    const access = grantOf(call.access, screens);
    if (!access) return [];
    return [
      {
        method: call.method,
        base: baseOf(call.base),
        path: call.path,
        access,
        scope: [...(call.scope ?? [])],
      },
    ];
  });
}

/**
 * What schema calls need beyond their schema's menu path: the record a call names (path, query
 * or body).
 */
const SCHEMA_CALL_EXTRAS: Row[] = [
  [api('zone', 'list'), menu(), sitePath('site_id')],
  [api('zone', 'create'), menu(), sitePath('site_id')],
  [api('zone', 'update'), menu(), at('content_site', 'path', 'zone')('zone_id')],
  [rowCall('app', 'ads.txt'), menu(), at('app', 'query', 'name')('app_name')],
  [api('adUnit', 'create'), menu(), at('app', 'body', 'id')('app_id')],
  [api('searchSite', 'update'), menu(), searchSitePath('id')],
  [rowCall('searchSite', 'Feedback Result'), menu(), searchSitePath('id')],
  [api('link', 'show'), menu(), at('search_site', 'path', 'link')('id')],
  [api('link', 'create'), menu(), at('search_site', 'body', 'name')('domain')],
];

const BASES = new Set<string>(['v1', 'v2', 'image']);

function parseCall(call: string): Pick<AccessRule, 'method' | 'base' | 'path'> {
  const [method, base, path] = call.split(' ');
  if (!BASES.has(base) || !path?.startsWith('/')) throw new Error(`Malformed authorization row: ${call}`);
  return { method: method as CallMethod, base: base as CallBase, path };
}

const toRule = ([call, access, ...scope]: Row): AccessRule => ({
  ...parseCall(typeof call === 'function' ? call() : call),
  access,
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
 * covered), the declared calls, the reports' rows and the extras merged into the schema calls they name.
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
  for (const rule of declaredRules(reportScreens(reports))) add(rule);
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
