import type { ResourceSchema } from '../../model/types';
import { registry } from '../../schemas';
import { menuHas, permissionRefused } from '../users/access';
import { scopeOf } from '../users/scope';
import type { MockUser } from '../store/seed';
import type { Caller } from '../users/session';
import { jsonBody } from '../respond';
import { compile, findRule } from './match';
import { scopedId } from './owners';
import { accessRules } from './table';
import type { AccessRule, ScopeLocator } from './types';

let compiled: { schemas: ResourceSchema[]; rules: ReturnType<typeof compile>[] } | undefined;

/**
 * The table, compiled on first use (the schema registry is complete by then) and again when the
 * registry changes (a schema a test adds at run time gets its rows).
 */
function rules() {
  const current = compiled?.schemas;
  const changed =
    !current || current.length !== registry.length || current.some((schema, at) => schema !== registry[at]);
  if (!compiled || changed) compiled = { schemas: [...registry], rules: accessRules().map(compile) };
  return compiled.rules;
}

/** The values a locator reads from the request (a list field gives each of its items). */
function valuesOf(
  locator: ScopeLocator,
  params: Record<string, string>,
  url: URL,
  body: Record<string, unknown>,
) {
  const raw =
    locator.from === 'path'
      ? params[locator.field]
      : locator.from === 'query'
        ? url.searchParams.get(locator.field)
        : body[locator.field];
  const list = Array.isArray(raw) ? raw : [raw];
  return list.filter((value) => value !== undefined && value !== null && value !== '').map(String);
}

const menuGrants = (rule: AccessRule, user: MockUser) =>
  typeof rule.access === 'string' || rule.access.menu.some((path) => menuHas(user, path));

async function scopeGrants(
  rule: AccessRule,
  user: MockUser,
  request: Request,
  params: Record<string, string>,
) {
  if (!rule.scope.length) return true;
  const url = new URL(request.url);
  const body = rule.scope.some((locator) => locator.from === 'body') ? await jsonBody(request) : {};
  const scope = scopeOf(user);
  return rule.scope.every((locator) => {
    const granted = scope[locator.kind];
    if (granted === 'all') return true;
    return valuesOf(locator, params, url, body).every((value) => {
      const id = scopedId(locator, value);
      // A record that does not exist is left to the handler's own "not found".
      return id === undefined || granted.has(id);
    });
  });
}

/** The refusal of a call an API Security token may not make. */
export const API_KEY_REFUSAL =
  'The API Security token can only read reports (the Report API); sign in to the console for anything else';

/**
 * The one authorization check of the embedded API, run before every signed-in handler: the call's
 * row in the table (src/mocks/authorization/table.ts) must grant the caller's menu, and a record
 * the call names must be in the caller's data scope. Answers the refusal, or undefined to go on.
 * A call with no row is refused for everyone but administrators, so a forgotten row fails safe.
 * With an API Security token (`by: 'apiKey'`) only the rows marked `apiKey` (the report reads of
 * the Report API) may be called, and they pass the same checks as with a session.
 */
export async function authorize(
  request: Request,
  user: MockUser,
  by: Caller['by'] = 'session',
): Promise<Response | undefined> {
  const found = findRule(rules(), request.method.toUpperCase(), new URL(request.url));
  if (by === 'apiKey' && !found?.rule.apiKey) return permissionRefused(API_KEY_REFUSAL);
  if (!found) return user.is_admin ? undefined : permissionRefused();
  if (!menuGrants(found.rule, user)) return permissionRefused();
  return (await scopeGrants(found.rule, user, request, found.params)) ? undefined : permissionRefused();
}
