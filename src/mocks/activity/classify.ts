import type { ApiCall, ResourceSchema } from '../../model/types';
import { schemaCallOf } from '../generic/matchCall';

/** What a call does to a record: create, update, delete, or a status change. */
export type ChangeKind = 'create' | 'update' | 'delete' | 'status';

/** A change call of a schema: `kind` undefined when the fields changed tell (a row action's call). */
interface ChangeCall {
  kind?: ChangeKind;
  call: ApiCall;
}

export interface ChangeMatch {
  schema: ResourceSchema;
  kind?: ChangeKind;
  /** The schema's call the request makes (its declared `secret` fields are hidden in the log). */
  call: ApiCall;
  /** The record id named in the path, when the path names one. */
  pathId?: string;
}

/** A schema's calls that change records: create, update, delete, its status toggle and row action calls. */
export function changeCalls(schema: ResourceSchema): ChangeCall[] {
  const calls: ChangeCall[] = [];
  const { create, update, delete: remove } = schema.api;
  if (create) calls.push({ kind: 'create', call: create });
  if (update) calls.push({ kind: 'update', call: update });
  if (remove) calls.push({ kind: 'delete', call: remove });
  if (schema.statusToggle) calls.push({ kind: 'status', call: schema.statusToggle.call });
  for (const action of schema.rowActions ?? [])
    if (action.kind === 'call' && action.call.method !== 'GET')
      calls.push({ kind: action.call.method === 'DELETE' ? 'delete' : undefined, call: action.call });
  return calls;
}

/**
 * The schema change call a request makes, or undefined (reads, sign-in, calls no schema declares).
 * Fixed paths win over placeholders: PUT `/postback/status` is the status call, not an update.
 */
export function classifyCall(
  schemas: ResourceSchema[],
  method: string,
  pathname: string,
): ChangeMatch | undefined {
  const best = schemaCallOf(schemas, changeCalls, method, pathname);
  if (!best) return undefined;
  const { schema, kind, call } = best.match;
  return { schema, kind, call, pathId: best.params[schema.idKey] };
}
