import { registry, withRegisteredLookups } from '../../schemas';
import type { ApiCall, ResourceSchema } from '../../model/types';
import type { CallBase, CallMethod, ScopeLocator } from './types';

/** A call a schema's screen makes, the menu path that grants the screen, and the records the call names. */
export interface SchemaCall {
  method: CallMethod;
  base: CallBase;
  path: string;
  menu: string;
  scope: ScopeLocator[];
}

const METHODS = new Set<string>(['GET', 'POST', 'PUT', 'DELETE']);

/** The menu path that grants a schema's screen (the same rule as the console's access control). */
export const schemaMenu = (schema: ResourceSchema): string | undefined => schema.accessPath ?? schema.route;

/** The menu path of the schema named `name`; throws when the registry has no such schema. */
export function resourceMenu(name: string): string {
  const schema = registry.find((candidate) => candidate.name === name);
  const menu = schema && schemaMenu(schema);
  if (!menu) throw new Error(`No schema named ${name} with a menu path`);
  return menu;
}

/** The call of a schema's row action, by the action's label: the embedded API routes it and the table names it. */
export function rowActionCall(schema: ResourceSchema, label: string): ApiCall {
  const action = schema.rowActions?.find((candidate) => candidate.label === label);
  if (!action || !('call' in action)) throw new Error(`Schema ${schema.name} has no call action ${label}`);
  return action.call;
}

/**
 * Every `{ path }` object inside a schema: its api calls (list, create, update, show, delete...),
 * its toolbar and row action calls, and the lookups and option lists of its fields (GET unless
 * they say otherwise), with the records each declares it names (`scope`). Functions (renderers,
 * custom components) are not entered.
 */
function callsIn(value: unknown, found: Omit<SchemaCall, 'menu'>[], seen: Set<object>): void {
  if (!value || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  if (Array.isArray(value)) {
    for (const item of value) callsIn(item, found, seen);
    return;
  }
  const record = value as Record<string, unknown>;
  if (typeof record.path === 'string' && record.path.startsWith('/')) {
    const method = typeof record.method === 'string' ? record.method.toUpperCase() : 'GET';
    const base = record.base === 'v2' || record.base === 'image' ? record.base : 'v1';
    const scope = Array.isArray(record.scope) ? [...(record.scope as ScopeLocator[])] : [];
    if (METHODS.has(method)) found.push({ method: method as CallMethod, base, path: record.path, scope });
  }
  for (const child of Object.values(record)) callsIn(child, found, seen);
}

/** The calls of every schema in the registry that has a menu path, each with that path. */
export function schemaCalls(): SchemaCall[] {
  return registry.flatMap((schema) => {
    const menu = schemaMenu(schema);
    if (!menu) return [];
    const found: Omit<SchemaCall, 'menu'>[] = [];
    callsIn(withRegisteredLookups(schema), found, new Set());
    return found.map((call) => ({ ...call, menu }));
  });
}
