import { http, type RequestHandler } from 'msw';
import type { ApiCall, ResourceSchema, StatusToggleSpec, Values } from '../../model/types';
import { registry } from '../../schemas';
import { permissionRefused } from '../users/access';
import { recordInScope, referenceRefusal, scopedRecords } from '../authorization/recordScope';
import { now, save } from '../store/db';
import { servedAs } from '../generic/served';
import { grantToCreator, inScope } from '../users/scope';
import { validateWithDictionaries } from '../dictionaryChoices';
import { listData, matchingRows } from '../generic/listQuery';
import { matchCall, samplePath, type CallMatch } from '../generic/matchCall';
import { acceptedValues, recordsOf, registerOwnedKinds } from '../generic/records';
import { csvAnswer } from '../calls/listing';
import { unsafeUrlRefusal } from '../calls/webUrls';
import { conflict, fail, ok, jsonBody } from '../respond';
import { VERSION_HEADER, versionOf } from '../../model/recordVersion';
import type { MockUser } from '../store/seed';
import { signedIn } from '../calls/signedIn';

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

/** The records of a list or an export the caller's data scope grants. */
function visibleRecords(user: MockUser, schema: ResourceSchema, rows: Values[]): Values[] {
  const { visible } = servedAs(schema);
  const scoped = scopedRecords(user, schema, visible ? visible(rows, user) : rows);
  return schema.owns ? inScope(user, schema.owns, scoped, (row) => row[schema.idKey]) : scoped;
}

/**
 * Why values cannot be stored, as a message: the schema's rules, then the resource's own checks,
 * then its unique keys (a form's own refusals, also those of a file's rows); undefined when none.
 */
export function storeProblem(
  schema: ResourceSchema,
  user: MockUser,
  values: Values,
  record?: Values,
): string | undefined {
  const merged = { ...record, ...values };
  return (
    validateWithDictionaries(schema, merged, record ? 'edit' : 'create') ??
    servedAs(schema).refuse?.(merged, user, record) ??
    duplicateOf(schema, merged, record)
  );
}

/**
 * Every reason new values cannot be stored, where storeProblem gives the first: each field's broken
 * rule, the resource's own check and its unique keys (a file's row lists them all). The fields in
 * `unread` (values the caller could not read, reported already) are left out, and with them the
 * checks that need every value.
 */
export function storeProblems(
  schema: ResourceSchema,
  user: MockUser,
  values: Values,
  unread: ReadonlySet<string> = new Set(),
): string[] {
  const problems = schema.fields
    .filter((field) => !unread.has(field.key))
    .map((field) => validateWithDictionaries({ ...schema, fields: [field] }, values, 'create'));
  if (!unread.size) problems.push(servedAs(schema).refuse?.(values, user), duplicateOf(schema, values));
  return problems.filter((problem): problem is string => Boolean(problem));
}

/**
 * The refusal of values to be stored: storeProblem, then a reference outside the caller's data
 * scope (a new record's reference may be its path's, a zone's site: `fromPath`), then the
 * resource's own permission refusal (`forbidden`).
 */
function refusal(
  schema: ResourceSchema,
  user: MockUser,
  values: Values,
  record?: Values,
  fromPath: Values = {},
) {
  const problem = storeProblem(schema, user, values, record);
  if (problem) return fail(problem);
  const merged = { ...record, ...fromPath, ...values };
  const forbidden = servedAs(schema).forbidden?.(merged, user, record);
  return referenceRefusal(user, schema, merged) ?? (forbidden ? permissionRefused(forbidden) : undefined);
}

/** Stores a new record of checked values, with what the server sets on it (not yet saved). */
export function addRecord(schema: ResourceSchema, user: MockUser, values: Values, params = {}): Values {
  const spec = servedAs(schema);
  const rows = recordsOf(schema);
  const id = spec.newId?.() ?? nextRecordId(rows, schema);
  const made = { ...values, ...scopeOf(schema, params), [schema.idKey]: id };
  const record: Values = { ...made, ...spec.created?.(made, user), [schema.idKey]: id };
  for (const key of ['created_time', 'updated_time']) if (hasField(schema, key)) record[key] ??= now();
  rows.push(record);
  if (schema.owns) grantToCreator(user, schema.owns, id);
  return record;
}

/** The refusal of a record whose unique keys another record holds already. */
function duplicateOf(schema: ResourceSchema, values: Values, record?: Values): string | undefined {
  const unique = servedAs(schema).unique;
  if (!unique) return undefined;
  const text = (value: unknown) => (unique.ignoreCase ? String(value).toLowerCase() : String(value));
  const same = (row: Values) => unique.keys.every((key) => text(row[key]) === text(values[key]));
  return recordsOf(schema).some((row) => row !== record && same(row)) ? unique.message(values) : undefined;
}

/**
 * The status toggle's request: the record's id and the status asked, read from the path or from
 * the body keys the schema's call writes them to (the call's body, given a record, tells which).
 */
function statusRequest(schema: ResourceSchema, params: Record<string, string>, body: Values) {
  const toggle = schema.statusToggle as StatusToggleSpec;
  const marks = { [schema.idKey]: '\u0000id', [toggle.key]: '\u0000status' };
  const sent = toggle.call.body?.(marks, {}) ?? marks;
  const keyOf = (mark: string) => Object.keys(sent).find((key) => sent[key] === mark) ?? '';
  return {
    id: params[schema.idKey] ?? String(body[keyOf(marks[schema.idKey])] ?? ''),
    status: body[keyOf(marks[toggle.key])],
  };
}

/**
 * Sets a record's status to one of the toggle's two values, unless the resource keeps it (`kept`),
 * then does what else the change does (`then`).
 */
function setStatus(
  schema: ResourceSchema,
  record: Values,
  status: unknown,
  user: MockUser,
): Response | Values {
  const { key, on, off } = schema.statusToggle as StatusToggleSpec;
  const spec = servedAs(schema);
  const value = [on, off].find((allowed) => String(allowed) === String(status));
  if (value === undefined) return fail(spec.badStatus ?? `Status must be ${on} or ${off}`);
  const stop = lockRefusal(spec.kept?.status?.(record, user));
  if (stop) return stop;
  record[key] = value;
  spec.then?.status?.(record);
  return record;
}

/** Deletes a record, unless the resource keeps it (`kept`), then does what else a delete does (`then`). */
function deleteRecord(schema: ResourceSchema, rows: Values[], record: Values, user: MockUser) {
  const spec = servedAs(schema);
  const stop = lockRefusal(spec.kept?.delete?.(record, user));
  if (stop) return stop;
  rows.splice(rows.indexOf(record), 1);
  spec.then?.delete?.(record);
  save();
  return ok();
}

/**
 * Answers one schema call from the schema's own description (rules, filters, paging) and what is
 * irregular about its resource (./generic/served.ts), keeping the caller to the records of their
 * data scope (the schema's `dataScope`): a list or an export holds only those, another record is
 * refused as the authorization layer refuses it, and a record is stored only with a reference to
 * an existing record of the scope.
 */
async function serve(
  { schema, action, call, params, fileName }: CallMatch,
  request: Request,
  query: URLSearchParams,
  user: MockUser,
) {
  const spec = servedAs(schema);
  const outside = spec.within?.(params);
  if (outside) return fail(outside);
  const rows = recordsOf(schema);
  if (action === 'list') return ok(listData(schema, call, visibleRecords(user, schema, rows), query, params));
  if (action === 'export') {
    const matching = matchingRows(schema, visibleRecords(user, schema, rows), query, params);
    return csvAnswer(
      schema,
      spec.exportKeys?.(exportKeys(schema)) ?? exportKeys(schema),
      matching,
      fileName ?? '',
    );
  }
  const answer = (record: Values) => ok(spec.answered?.(record) ?? record);
  if (action === 'create') {
    const body = await jsonBody(request);
    const stop = lockRefusal(spec.locked?.(undefined, body, user));
    if (stop) return stop;
    const values = received(schema, body, 'create');
    const refused = refusal(schema, user, values, undefined, scopeOf(schema, params));
    if (refused) return refused;
    // Every URL of the body, at any depth, is http(s) (after the resource's own URL messages).
    const unsafe = unsafeUrlRefusal(body);
    if (unsafe) return fail(unsafe);
    const record = addRecord(schema, user, inCallShape(call, values), params);
    save();
    return answer(record);
  }
  const sent = action === 'status' ? statusRequest(schema, params, await jsonBody(request)) : undefined;
  const id = sent?.id ?? params[schema.idKey] ?? '';
  const record = rows.find((row) => String(row[schema.idKey]) === id);
  if (!record) return fail(spec.notFound ?? recordNotFound(schema, id));
  if (!recordInScope(user, schema, record)) return permissionRefused();
  if (action === 'show') return ok(spec.shown?.(record) ?? record);
  if (action === 'status') {
    const changed = setStatus(schema, record, sent?.status, user);
    if (changed instanceof Response) return changed;
    save();
    return answer(changed);
  }
  if (action === 'delete') return deleteRecord(schema, rows, record, user);
  const changed = changedSince(schema, record, request);
  if (changed) return changed;
  const body = await jsonBody(request);
  const stop = lockRefusal(spec.locked?.(record, body, user));
  if (stop) return stop;
  const values = received(schema, body, 'edit', record);
  const refused = refusal(schema, user, values, record);
  if (refused) return refused;
  const unsafe = unsafeUrlRefusal(body);
  if (unsafe) return fail(unsafe);
  Object.assign(record, inCallShape(call, values), spec.updated?.({ ...record, ...values }));
  if (hasField(schema, 'updated_time')) record.updated_time = laterThan(record.updated_time);
  save();
  return answer(record);
}

/**
 * The refusal of an update made from an older version of the record: the request names the
 * version it was made from (VERSION_HEADER, the record's `updated_time` as it was read) and the
 * record's is another now. It holds the record as the form reads it (its detail, else its list
 * row). An update that names no version, or a record without one, is not checked.
 */
function changedSince(schema: ResourceSchema, record: Values, request: Request): Response | undefined {
  const opened = request.headers.get(VERSION_HEADER);
  const current = versionOf(record);
  if (!opened || current === undefined || opened === current) return undefined;
  const spec = servedAs(schema);
  const read = schema.api.show ? spec.shown : spec.listed;
  return conflict(read?.(record) ?? record);
}

/**
 * A changed record's `updated_time`: now, or a second after the one it had when that is not
 * earlier (two saves within a second), so that every change gives the record another version.
 */
function laterThan(previous: unknown): string {
  const time = now();
  if (typeof previous !== 'string' || previous < time) return time;
  const next = new Date(`${previous.replace(' ', 'T')}Z`).getTime() + 1000;
  return Number.isNaN(next) ? time : new Date(next).toISOString().slice(0, 19).replace('T', ' ');
}

/** A `locked` refusal as an answer: a message is the handler's refusal, an answer is itself. */
const lockRefusal = (stop: string | Response | undefined) => (typeof stop === 'string' ? fail(stop) : stop);

/**
 * The values a create or an edit sets: the resource's own reading of the body, else the form's
 * fields of the body read back through the schema's `toForm` (a body the call nests, e.g. a
 * link's utm_param); then what the server makes of them.
 */
function received(schema: ResourceSchema, body: Values, mode: 'create' | 'edit', record?: Values) {
  const spec = servedAs(schema);
  const values =
    spec.values?.(body, record) ?? acceptedValues(schema, schema.toForm?.(body) ?? body, mode, record);
  return spec.accepted?.(values) ?? values;
}

/** Values stored in the shape the call sends them (its `body`, e.g. utm keys nested), else as they are. */
const inCallShape = (call: ApiCall, values: Values): Values => call.body?.(values, {}) ?? values;

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
  registerOwnedKinds(schemas());
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
