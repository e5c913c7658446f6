import type { ReportConfig } from '../../reports/types';
import { reportRegistry } from '../../reports/registry';
import { DECLARED_CALLS } from '../../calls/calls';
import type { CallDeclaration } from '../../calls/declare';
import { compile } from './match';
import { reportRules, reportScreens } from './reportRules';
import { resourceMenu, schemaCalls } from './schemaCalls';
import { baseOf, callKey, type AccessRule, type CallAccess, type ScopeLocator } from './types';

/**
 * The embedded API's authorization table (docs/api.md, "Authorization"). Schema resources get
 * their rows from the schema registry (every call a schema names is granted by the schema's menu
 * path), reports from the report registry (./reportRules.ts: its calls, exports, graph and the
 * lists its filters read, granted to its route), the declared calls from their declarations
 * (src/calls/calls.ts: who may make each and the records it names, sign-in, the session and the
 * dictionaries included). A schema call names its records itself (`scope` on the call, beside
 * its path): no row is written here.
 */

const menu = (...paths: string[]): CallAccess => ({ menu: paths });

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

/** Placeholders renamed alike, so `/zone/{zone_id}` and `/zone/{id}` are the same call. */
const shapeOf = (rule: Pick<AccessRule, 'method' | 'base' | 'path'>) =>
  callKey({ ...rule, path: rule.path.replace(/\{[^}]+\}/g, '{}') });

/** Each record locator once (a declared call a schema names too brings its scope twice). */
const sameOnce = (scope: ScopeLocator[]) =>
  scope.filter(
    (locator, at) => scope.findIndex((other) => JSON.stringify(other) === JSON.stringify(locator)) === at,
  );

/** The wider of two grants: public, then signed-in, then the union of the menu paths. */
function widest(a: CallAccess, b: CallAccess): CallAccess {
  if (a === 'public' || b === 'public') return 'public';
  if (a === 'signed-in' || b === 'signed-in') return 'signed-in';
  return { menu: [...new Set([...a.menu, ...b.menu])] };
}

/**
 * The whole table: the schema calls (from the registry, read now so that a schema added later is
 * covered), the declared calls and the reports' rows, merged where they name the same call.
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
    // The placeholder names of a row naming records win: its scope locators read them.
    rules.set(shape, {
      ...known,
      ...rule,
      path: rule.scope.length ? rule.path : known.path,
      access: widest(known.access, rule.access),
      scope: sameOnce([...known.scope, ...rule.scope]),
    });
  };
  for (const { menu: path, ...call } of schemaCalls()) add({ ...call, access: menu(path) });
  for (const rule of declaredRules(reportScreens(reports))) add(rule);
  for (const rule of reportRules(reports)) add(rule);
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
