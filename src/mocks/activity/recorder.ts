import type { ResourceSchema, Values } from '../../model/types';
import { registry } from '../../schemas';
import activitySchema from '../../schemas/activity';
import { jsonBody } from '../respond';
import { now, save } from '../store/db';
import { recordsOf } from '../generic/records';
import type { MockUser } from '../store/seed';
import { fieldChanges, snapshot } from './changes';
import { classifyCall, type ChangeKind } from './classify';
import { declaredSecrets } from './secrets';
import { describeChanges, recordNameOf } from './describe';

/** The newest entries kept; older ones go. */
export const ACTIVITY_LIMIT = 5000;

/** The log, oldest first, kept in the stored data set (the generic handler lists and exports it). */
export const activityLog = (): Values[] => recordsOf(activitySchema);

const idOf = (schema: ResourceSchema, row: Values) => String(row[schema.idKey]);
const findRow = (schema: ResourceSchema, rows: Values[], id: string | undefined) =>
  id === undefined ? undefined : rows.find((row) => idOf(schema, row) === id);

/** The record a call without the id in its path names: its id key or `id` in the body. */
const bodyId = (schema: ResourceSchema, body: Values | undefined) => {
  const id = body?.[schema.idKey] ?? body?.id;
  return id === undefined || id === null ? undefined : String(id);
};

/** The record a create made: the new row the answer names, else the newest new row. */
function createdRow(schema: ResourceSchema, rows: Values[], before: Set<string>, answer: Values) {
  const fresh = rows.filter((row) => !before.has(idOf(schema, row)));
  const data = answer.data as Values | undefined;
  const named = data && typeof data === 'object' ? bodyId(schema, data) : undefined;
  return findRow(schema, fresh, named) ?? fresh[fresh.length - 1];
}

/** An update that changed nothing but the status field is a status change. */
function kindOf(schema: ResourceSchema, declared: ChangeKind | undefined, fields: string[]): ChangeKind {
  if (declared === 'create' || declared === 'delete') return declared;
  const statusKey = schema.statusToggle?.key ?? 'status';
  return fields.length > 0 && fields.every((field) => field === statusKey) ? 'status' : 'update';
}

function append(entry: Omit<Values, 'id'>): void {
  const log = activityLog();
  const last = log[log.length - 1];
  log.push({ id: (last ? Number(last.id) : 0) + 1, ...entry });
  if (log.length > ACTIVITY_LIMIT) log.splice(0, log.length - ACTIVITY_LIMIT);
  save();
}

/**
 * Runs a call of the embedded API and, when it changed a record of a schema (a create, an update,
 * a delete or a status change) and succeeded, adds an entry to the activity log: who, when, which
 * resource and record, and each field before and after. Reads and failed calls leave no entry.
 */
export async function recordActivity(
  request: Request,
  user: MockUser,
  run: () => Response | Promise<Response>,
  schemas: () => ResourceSchema[] = () => registry,
): Promise<Response> {
  if (request.method === 'GET') return run();
  const match = classifyCall(schemas(), request.method, new URL(request.url).pathname);
  if (!match) return run();
  const { schema } = match;
  const id = match.pathId ?? (match.kind === 'create' ? undefined : bodyId(schema, await jsonBody(request)));
  const rowsBefore = recordsOf(schema);
  const idsBefore = new Set(rowsBefore.map((row) => idOf(schema, row)));
  const before = snapshot(findRow(schema, rowsBefore, id));

  const response = await run();
  const answer = await jsonBody(response);
  if (answer.success !== true) return response;

  const rowsAfter = recordsOf(schema);
  const changed =
    match.kind === 'create'
      ? createdRow(schema, rowsAfter, idsBefore, answer)
      : findRow(schema, rowsAfter, id);
  const after = match.kind === 'delete' ? undefined : snapshot(changed);
  const secret = declaredSecrets(request.method, new URL(request.url).pathname, match.call);
  const changes = fieldChanges(before, after, secret);
  if (!changes.length) return response;
  append({
    created_time: now(),
    user_id: user.user_id,
    user_name: user.user_name,
    email: user.email,
    resource: schema.label,
    record_id: after ? idOf(schema, after) : (id ?? ''),
    record_name: recordNameOf(schema, after ?? before, secret),
    action: kindOf(
      schema,
      match.kind,
      changes.map((change) => change.field),
    ),
    fields: changes.map((change) => change.field).join(', '),
    changes: describeChanges(schema, changes),
  });
  return response;
}
