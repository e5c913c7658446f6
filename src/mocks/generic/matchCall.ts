import { API_BASES } from '../../config';
import type { ApiCall, ResourceSchema } from '../../model/types';
import { bestMatch, pathPattern, type PathPattern } from './pathMatch';

/** The calls of `api` the generic handler serves, in the order requests are matched against them. */
export const GENERIC_ACTIONS = ['list', 'create', 'show', 'update', 'delete'] as const;
/**
 * An `api` call, `export`: a toolbar export of the list (its rows as a CSV file), or `status`: the
 * status toggle's call (one record switched on or off).
 */
export type GenericAction = (typeof GENERIC_ACTIONS)[number] | 'export' | 'status';

export interface CallMatch {
  schema: ResourceSchema;
  action: GenericAction;
  call: ApiCall;
  /** Path placeholders ({id}, {site_id}...) and their values. */
  params: Record<string, string>;
  /** The file name of an export. */
  fileName?: string;
}

/**
 * The calls of a schema the generic handler answers: its `api` calls, its toolbar exports, its
 * status toggle, and a row action's `DELETE` call (a delete the list offers as a row button).
 */
function servedCalls(schema: ResourceSchema): { action: GenericAction; call: ApiCall; fileName?: string }[] {
  const api = GENERIC_ACTIONS.flatMap((action) => {
    const call = schema.api[action];
    return call ? [{ action, call }] : [];
  });
  const exports = (schema.toolbar ?? []).flatMap((action) =>
    action.kind === 'export'
      ? [{ action: 'export' as const, call: action.call, fileName: action.fileName }]
      : [],
  );
  const status = schema.statusToggle ? [{ action: 'status' as const, call: schema.statusToggle.call }] : [];
  const deletes = (schema.rowActions ?? []).flatMap((action) =>
    action.kind === 'call' && action.call.method === 'DELETE'
      ? [{ action: 'delete' as const, call: action.call }]
      : [],
  );
  return [...api, ...exports, ...status, ...deletes];
}

/** The full path of a call (base included) as a pattern, with its placeholder names. */
export const callPattern = (call: ApiCall): PathPattern =>
  pathPattern(`${API_BASES[call.base ?? 'main']}${call.path}`);

/** A request path for a call, its placeholders filled with `1` (to ask handlers whether they answer it). */
export const samplePath = (call: ApiCall): string =>
  `${API_BASES[call.base ?? 'main']}${call.path.replace(/\{\w+\}/g, '1')}`;

/**
 * The call of these schemas (each offering the calls `callsOf` lists) a request makes, with its
 * placeholders' values. Fixed paths win over placeholders: GET `/x/list` is the list, not the
 * record `list` of GET `/x/{id}`.
 */
export function schemaCallOf<T extends { call: ApiCall }>(
  schemas: ResourceSchema[],
  callsOf: (schema: ResourceSchema) => T[],
  method: string,
  pathname: string,
) {
  const candidates = schemas.flatMap((schema) =>
    callsOf(schema)
      .filter(({ call }) => call.method === method.toUpperCase())
      .map((entry) => ({ schema, ...entry, ...callPattern(entry.call) })),
  );
  return bestMatch(candidates, pathname);
}

/** The schema call the generic handler answers for a request, or undefined. */
export function matchCall(
  schemas: ResourceSchema[],
  method: string,
  pathname: string,
): CallMatch | undefined {
  const best = schemaCallOf(schemas, servedCalls, method, pathname);
  if (!best) return undefined;
  const { schema, action, call, fileName } = best.match;
  return { schema, action, call, params: best.params, ...(fileName ? { fileName } : {}) };
}
