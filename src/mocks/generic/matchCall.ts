import { API_BASES } from '../../config';
import type { ApiCall, ResourceSchema } from '../../model/types';

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

/** The calls of a schema the generic handler answers: its `api` calls, its toolbar exports, its status toggle. */
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
  return [...api, ...exports, ...status];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The full path of a call (base included) as a pattern, with its placeholder names. */
export function callPattern(call: ApiCall): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = `${API_BASES[call.base ?? 'main']}${call.path}`
    .split(/(\{\w+\})/)
    .map((part) => {
      const placeholder = /^\{(\w+)\}$/.exec(part);
      if (!placeholder) return escapeRegExp(part);
      names.push(placeholder[1]);
      return '([^/]+)';
    })
    .join('');
  return { pattern: new RegExp(`${source}$`), names };
}

/** A request path for a call, its placeholders filled with `1` (to ask handlers whether they answer it). */
export const samplePath = (call: ApiCall): string =>
  `${API_BASES[call.base ?? 'main']}${call.path.replace(/\{\w+\}/g, '1')}`;

/**
 * The schema call a request is for, or undefined. Fixed paths win over placeholders:
 * GET `/x/list` is the list, not the record `list` of GET `/x/{id}`.
 */
export function matchCall(
  schemas: ResourceSchema[],
  method: string,
  pathname: string,
): CallMatch | undefined {
  const matches: (CallMatch & { placeholders: number })[] = [];
  for (const schema of schemas) {
    for (const { action, call, fileName } of servedCalls(schema)) {
      if (call.method !== method.toUpperCase()) continue;
      const { pattern, names } = callPattern(call);
      const found = pattern.exec(pathname);
      if (!found) continue;
      const params = Object.fromEntries(
        names.map((name, index) => [name, decodeURIComponent(found[index + 1])]),
      );
      matches.push({
        schema,
        action,
        call,
        params,
        placeholders: names.length,
        ...(fileName ? { fileName } : {}),
      });
    }
  }
  const best = matches.sort((a, b) => a.placeholders - b.placeholders)[0];
  if (!best) return undefined;
  const { placeholders: _placeholders, ...match } = best;
  return match;
}
