import { http, type RequestHandler } from 'msw';
import type { ApiCall, ResourceSchema, Values } from '../../model/types';
import { registry } from '../../schemas';
import { permissionRefused } from '../access';
import { recordInScope, referenceRefusal, scopedRecords } from '../authorization/recordScope';
import { now, save } from '../db';
import { validateWithDictionaries } from '../dictionaryChoices';
import { listData, matchingRows } from '../generic/listQuery';
import { matchCall, samplePath, type CallMatch } from '../generic/matchCall';
import { acceptedValues, recordsOf } from '../generic/records';
import { csvAnswer } from '../listing';
import { fail, ok } from '../respond';
import type { MockUser } from '../seed';
import { jsonBody, signedIn } from '../signedIn';

/** Whether one of these handlers answers the call (asked with a sample request, nothing run). */
async function answeredBy(handlers: RequestHandler[], call: ApiCall): Promise<boolean> {
  const request = new Request(new URL(samplePath(call), 'http://localhost'), { method: call.method });
  for (const handler of handlers) if (await handler.test({ request })) return true;
  return false;
}

export const recordNotFound = (schema: ResourceSchema, id: string) => `${schema.label} ${id} not found`;

/** Path placeholders a new record keeps (its scope, e.g. {site_id}); the id is the server's. */
const scopeOf = (schema: ResourceSchema, params: Record<string, string>): Values =>
  Object.fromEntries(Object.entries(params).filter(([name]) => name !== schema.idKey));

const hasField = (schema: ResourceSchema, key: string) => schema.fields.some((field) => field.key === key);

/** The keys an export writes: the list's columns, in field order. */
const exportKeys = (schema: ResourceSchema) =>
  schema.fields.filter((field) => field.column).map((field) => field.key);

/**
 * Answers one schema call from the schema's own description (rules, filters, paging), keeping the
 * caller to the records of their data scope (the schema's `dataScope`): a list or an export holds
 * only those, another record is refused as the authorization layer refuses it, and a record is
 * stored only with a reference to an existing record of the scope.
 */
async function serve(
  { schema, action, call, params, fileName }: CallMatch,
  request: Request,
  query: URLSearchParams,
  user: MockUser,
) {
  const rows = recordsOf(schema);
  const visible = () => scopedRecords(user, schema, rows);
  if (action === 'list') return ok(listData(schema, call, visible(), query, params));
  if (action === 'export')
    return csvAnswer(
      schema,
      exportKeys(schema),
      matchingRows(schema, visible(), query, params),
      fileName ?? '',
    );
  if (action === 'create') {
    const values = acceptedValues(schema, await jsonBody(request), 'create');
    const invalid = validateWithDictionaries(schema, values, 'create');
    if (invalid) return fail(invalid);
    const refused = referenceRefusal(user, schema, values);
    if (refused) return refused;
    const record: Values = {
      ...values,
      ...scopeOf(schema, params),
      [schema.idKey]: nextRecordId(rows, schema),
    };
    for (const key of ['created_time', 'updated_time']) if (hasField(schema, key)) record[key] = now();
    rows.push(record);
    save();
    return ok(record);
  }
  const id = params[schema.idKey] ?? '';
  const record = rows.find((row) => String(row[schema.idKey]) === id);
  if (!record) return fail(recordNotFound(schema, id));
  if (!recordInScope(user, schema, record)) return permissionRefused();
  if (action === 'show') return ok(record);
  if (action === 'delete') {
    rows.splice(rows.indexOf(record), 1);
    save();
    return ok();
  }
  const values = acceptedValues(schema, await jsonBody(request), 'edit', record);
  const invalid = validateWithDictionaries(schema, { ...record, ...values }, 'edit');
  if (invalid) return fail(invalid);
  const refused = referenceRefusal(user, schema, { ...record, ...values });
  if (refused) return refused;
  Object.assign(record, values, hasField(schema, 'updated_time') ? { updated_time: now() } : {});
  save();
  return ok(record);
}

/** Numeric ids follow the highest one, so a schema's own seed ids and new ones never meet. */
function nextRecordId(rows: Values[], schema: ResourceSchema): number {
  return Math.max(0, ...rows.map((row) => Number(row[schema.idKey])).filter(Number.isFinite)) + 1;
}

/**
 * The generic CRUD handler: every schema whose list call none of the hand-written handlers
 * answers is served from the schema itself (list, show, create, update, delete, exports). Registered after
 * the hand-written handlers; the registry is read on each request, so a schema added at run time
 * (a test's) is served too.
 */
export function genericHandlers(
  handWritten: RequestHandler[],
  schemas: () => ResourceSchema[] = () => registry,
): RequestHandler[] {
  const handServed = new WeakMap<ResourceSchema, Promise<boolean>>();
  const isHandServed = (schema: ResourceSchema) => {
    const known = handServed.get(schema) ?? answeredBy(handWritten, schema.api.list);
    handServed.set(schema, known);
    return known;
  };
  async function genericMatch(request: Request): Promise<CallMatch | undefined> {
    const all = schemas();
    const served = await Promise.all(all.map(isHandServed));
    const generic = all.filter((_, index) => !served[index]);
    return matchCall(generic, request.method, new URL(request.url).pathname);
  }
  return [
    http.all(
      async ({ request }) => Boolean(await genericMatch(request)),
      async (info) => {
        const match = await genericMatch(info.request);
        if (!match) return undefined;
        return signedIn(({ request, query, user }) => serve(match, request, query, user))(info);
      },
    ),
  ];
}
