// Rights declared with the calls, checked over HTTP (issue 37, item 2). Generated from the
// declarations, not from a hand list: every call of src/calls/calls.ts, every call a schema of the
// registry names and every call a report config makes (./rights/declared.ts), made on `npm run api`'s
// server over a real socket as an administrator, a user manager, the scoped publisher, a user
// without the call's menu entry and the API Security token; a call that names a record is made on
// one in the scoped publisher's scope (or the manager's reach), one outside it and one that does
// not exist. Each answer is compared with what the declaration says (docs/api.md, "Authorization"):
// refused with the permission refusal word for word when the caller's menu lacks every entry that
// grants the call or the token is not the Report API's; refused with code 403 for a record
// outside the caller's scope or reach; the handler's "not found" for a record that does not exist;
// answered otherwise. A call that changes data is undone before the next one.
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logout } from '../../../src/calls/calls';
import { API_BASES } from '../../../src/config';
import type { ApiCall, CallScope, ResourceSchema, Values } from '../../../src/model/types';
import { API_KEY_REFUSAL } from '../../../src/mocks/authorization/authorize';
import { handlers } from '../../../src/mocks/handlers';
import { dataStore, db } from '../../../src/mocks/store/db';
import { NO_PERMISSION } from '../../../src/mocks/users/access';
import { registry } from '../../../src/schemas';
import { createApiServer } from '../../../server/apiServerHandler';
import { createHttpServer } from '../../../server/httpServer';
import { QUERIES, REPORT_BODY } from '../authorization/requests';
import { addManagers, type Cast } from '../authorization/managers';
import {
  addUserWithout,
  ADMIN,
  DEMO_PASSWORD,
  MANAGER,
  PASSWORD,
  SCOPED,
  scopeOfUser,
  type Caller,
  type CallerKind,
} from './rights/callers';
import {
  everyDeclaredCall,
  grantOf,
  isReportRead,
  type Base,
  type DataScopeKind,
  type DeclaredCall,
  type Grant,
} from './rights/declared';
import { listenOnFreePort, rawRequest } from './rawHttp';

const CALLS = everyDeclaredCall();
/** One case per call shape: a call two declarations name is made once, by the one naming a record. */
const CASES = (() => {
  const byShape = new Map<string, DeclaredCall>();
  for (const call of CALLS) {
    const shape = `${call.method} ${call.base} ${call.path.replace(/\{[^}]+\}/g, '{}')}`;
    const known = byShape.get(shape);
    if (!known || (!known.names && call.names)) byShape.set(shape, call);
  }
  return [...byShape.values()];
})();

const MISSING_ID = 999_999;
const MISSING_NAME = 'missing-record.example';

let server: Server;
let port: number;

beforeAll(async () => {
  server = createHttpServer(createApiServer(handlers, { controlSecret: 'rights-secret' }));
  port = await listenOnFreePort(server);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

interface Sent {
  method: string;
  base: Base;
  /** Under the base, placeholders filled. */
  path: string;
  query?: Record<string, string>;
  body?: unknown;
}

interface Answer {
  status: number;
  body: { success?: boolean; code?: number; msg?: string; permission_msg?: string; data?: unknown } | null;
}

const PREFIX: Record<Base, string> = { v1: API_BASES.main, v2: API_BASES.v2, image: API_BASES.image };

async function send(sent: Sent, token?: string): Promise<Answer> {
  const query = new URLSearchParams(sent.query ?? {}).toString();
  const answer = await rawRequest(port, {
    method: sent.method,
    path: `${PREFIX[sent.base]}${sent.path}${query ? `?${query}` : ''}`,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
    ...(sent.body === undefined ? {} : { body: JSON.stringify(sent.body) }),
  });
  let body: Answer['body'] = null;
  try {
    body = JSON.parse(answer.body) as Answer['body'];
  } catch {
    // files (CSV, xlsx, images) stay unread
  }
  return { status: answer.status, body };
}

async function tokenOf(email: string, password: string): Promise<string> {
  const answer = await send({ method: 'POST', base: 'v1', path: '/login', body: { email, password } });
  const token = (answer.body?.data as { token?: string } | undefined)?.token;
  if (!token) throw new Error(`Cannot sign in as ${email}: ${JSON.stringify(answer.body)}`);
  return token;
}

// ---------------------------------------------------------------- the records a call is made on

type RecordCase = 'inside' | 'outside' | 'missing' | 'none';

/** A placeholder's value by the segment before it, for a call that names no record: records every caller may see. */
function sampleOf(segment: string, cast: Cast): string {
  const samples: Record<string, string | number> = {
    dict: 'zoneType',
    getdict: 'reportdic',
    domain: 1001,
    zone: 50001,
    keyword: 6001,
    link: 5001,
    news: 7001,
    search_site: 4001,
    user: cast.dana,
    user_group: cast.narrow,
    postback: 1,
    widget: 1,
    'news-images': 'seed-7001',
  };
  return String(samples[segment] ?? 1);
}

const fill = (path: string, values: Values, cast: Cast) => {
  const segments = path.split('/');
  return segments
    .map((segment, at) => {
      const key = /^\{(\w+)\}$/.exec(segment)?.[1];
      if (!key) return segment;
      const value = values[key];
      return encodeURIComponent(String(value ?? sampleOf(segments[at - 1], cast)));
    })
    .join('/');
};

/** Bodies of the calls that name no record, within the manager's reach (their groups and users). */
function bodyOf(call: DeclaredCall, cast: Cast, managerMenu: number[]): unknown {
  if (call.method === 'GET' || call.method === 'DELETE') return undefined;
  // A report's graph names its metric too; the other report calls ignore it.
  if (call.base === 'v2') return { ...REPORT_BODY, metric: 'Impressions' };
  const bodies: Record<string, unknown> = {
    '/login': { email: ADMIN, password: DEMO_PASSWORD },
    '/findpwd': { email: 'nobody@demo.test' },
    '/ssp_publisher/user_group/users': { user_group_id: cast.narrow, user_ids: [cast.dana] },
    '/ssp_publisher/user_group': { name: 'Rights group', menu_ids: managerMenu },
    '/ssp_publisher/user': {
      user_name: 'Rights',
      email: 'rights@demo.test',
      password: 'Rights@123',
      user_group: [cast.narrow],
    },
    '/ssp_publisher/domain': { domain: 'rights.example', timezone: 'UTC+8' },
    '/ssp_publisher/search_site': { domain: 'rightssearch.example' },
    '/ssp_publisher/channel': { name: 'Rights' },
  };
  return bodies[call.path] ?? {};
}

/** The rows of a schema's list, as the administrator (its path's placeholders from `values`, else samples). */
async function rowsOf(
  schema: ResourceSchema,
  admin: string,
  cast: Cast,
  values: Values = {},
  required = true,
): Promise<Values[]> {
  const { list } = schema.api;
  const query = list.paging ? { [list.paging.page]: '1', [list.paging.size]: '9999' } : undefined;
  const answer = await send(
    { method: 'GET', base: list.base === 'v2' ? 'v2' : 'v1', path: fill(list.path, values, cast), query },
    admin,
  );
  const data = answer.body?.data as Values | Values[] | undefined;
  const rows = Array.isArray(data) ? data : ((data?.[list.rowsKey ?? 'list'] as Values[] | undefined) ?? []);
  if (!rows.length && required) throw new Error(`${schema.name}: the administrator's list is empty`);
  return rows;
}

const ownerSchema = (kind: DataScopeKind) => {
  const schema = registry.find((candidate) => candidate.owns === kind);
  if (!schema?.recordLabel) throw new Error(`No schema owns ${kind} with a record label`);
  return schema;
};

interface Owner {
  id: number;
  name: string;
}

/** Each kind's records, split by the scoped publisher's scope. */
async function ownersOf(kind: DataScopeKind, admin: string, cast: Cast, scoped: Caller) {
  const schema = ownerSchema(kind);
  const owners: Owner[] = (await rowsOf(schema, admin, cast)).map((row) => ({
    id: Number(row[schema.idKey]),
    name: String(row[schema.recordLabel!]),
  }));
  const granted = scoped.scope[kind];
  const inside = (owner: Owner) => granted === 'all' || granted.has(owner.id);
  const pick = (found: Owner | undefined, what: string) => {
    if (!found) throw new Error(`No ${kind} ${what} the scoped publisher's scope`);
    return found;
  };
  return {
    inside: pick(owners.find(inside), 'inside'),
    outside: pick(
      owners.find((owner) => !inside(owner)),
      'outside',
    ),
    missing: { id: MISSING_ID, name: MISSING_NAME },
    all: owners,
    of: (value: unknown, by: 'id' | 'name' = 'id') =>
      owners.find((owner) => (by === 'name' ? owner.name === String(value) : owner.id === Number(value))),
    inScope: inside,
  };
}

/**
 * The value a declared locator reads for a record case: the owner's id or name, or a child record
 * of the call's schema that belongs to the owner (a zone of the site, a link of the search site).
 */
async function locatorValue(
  call: DeclaredCall,
  locator: CallScope,
  record: 'inside' | 'outside' | 'missing',
  context: Context,
): Promise<string | number> {
  if (record === 'missing') return locator.via === 'name' ? MISSING_NAME : MISSING_ID;
  const owners = await ownersOf(locator.kind, context.admin, context.cast, context.scoped);
  if (locator.via === 'id') return owners[record].id;
  if (locator.via === 'name') return owners[record].name;
  const schema = call.schema;
  if (!schema) throw new Error(`${call.name}: a child record needs the call's schema`);
  const spec = schema.dataScope;
  // The child's owner: its reference (dataScope), or the owner its list's path names (a site's zones).
  const byPath = schema.api.list.scope?.find((named) => named.kind === locator.kind && named.from === 'path');
  const rows = spec && !byPath ? await rowsOf(schema, context.admin, context.cast) : [];
  for (const owner of owners.all.filter((candidate) => owners.inScope(candidate) === (record === 'inside'))) {
    const children =
      spec && !byPath
        ? rows.filter((row) => owners.of(row[spec.via], spec.by)?.id === owner.id)
        : await rowsOf(
            schema,
            context.admin,
            context.cast,
            byPath ? { [byPath.field]: owner.id } : {},
            false,
          );
    if (children.length) return String(children[0][schema.idKey]);
  }
  // None seeded (the demo's zones are all on the scoped publisher's sites): the administrator adds
  // one to an owner outside, through the schema's create, with the values of one inside.
  const { create } = schema.api;
  const like =
    record === 'outside' &&
    create &&
    byPath &&
    (await rowsOf(schema, context.admin, context.cast, { [byPath.field]: owners.inside.id }, false))[0];
  if (like) {
    const { [schema.idKey]: _id, ...values } = like;
    const made = await send(
      {
        method: create.method,
        base: 'v1',
        path: fill(create.path, { [byPath.field]: owners.outside.id }, context.cast),
        body: values,
      },
      context.admin,
    );
    const id = (made.body?.data as Values | undefined)?.[schema.idKey];
    if (id !== undefined) return String(id);
  }
  throw new Error(`${call.name}: no ${schema.name} of a ${locator.kind} ${record} the scope`);
}

/** The request for one call on one record case. */
async function requestOf(call: DeclaredCall, record: RecordCase, context: Context): Promise<Sent> {
  const { cast } = context;
  const sent = (path: string, body: unknown, query?: Record<string, string>): Sent => ({
    method: call.method,
    base: call.base,
    path,
    ...(query ? { query } : {}),
    ...(body === undefined ? {} : { body }),
  });
  const names = call.names;
  const plainQuery = QUERIES[call.path];
  if (!names || record === 'none')
    return sent(fill(call.path, {}, cast), bodyOf(call, cast, context.managerMenu), plainQuery);

  if (names.by === 'locator') {
    const { locator } = names;
    const value = await locatorValue(call, locator, record as 'inside' | 'outside' | 'missing', context);
    const body = bodyOf(call, cast, context.managerMenu);
    if (locator.from === 'path') return sent(fill(call.path, { [locator.field]: value }, cast), body);
    if (locator.from === 'query')
      return sent(fill(call.path, {}, cast), undefined, { ...plainQuery, [locator.field]: String(value) });
    return sent(fill(call.path, {}, cast), { ...(body as object), [locator.field]: value });
  }

  const { schema } = names;
  const rows = await rowsOf(schema, context.admin, cast);
  /** What the console sends for a record: the call's body from it (a GET's is its query), else the record. */
  const made = (api: ApiCall, path: string, values: Values): Sent => {
    const shaped = api.body ? api.body(values, {}) : values;
    if (call.method !== 'GET' && call.method !== 'DELETE') return sent(path, shaped);
    return sent(
      path,
      undefined,
      api.body
        ? Object.fromEntries(Object.entries(shaped).map(([key, value]) => [key, String(value)]))
        : undefined,
    );
  };

  if (names.by === 'reference') {
    const spec = schema.dataScope!;
    const owners = await ownersOf(spec.owner, context.admin, cast, context.scoped);
    const base = rows.find((row) =>
      owners.inScope(owners.of(row[spec.via], spec.by) ?? { id: NaN, name: '' }),
    );
    const owner = owners[record as 'inside' | 'outside' | 'missing'];
    const { [schema.idKey]: _id, ...values } = base ?? rows[0];
    return made(names.call, fill(call.path, values, cast), {
      ...values,
      [spec.via]: spec.by === 'name' ? owner.name : owner.id,
    });
  }

  const row = await recordRow(names, rows, record, context);
  return made(names.call, fill(names.call.path, row, cast), row);
}

/** The row of a record case: in the scoped publisher's scope (the manager's reach), outside it, or one that does not exist. */
async function recordRow(
  names: Extract<DeclaredCall['names'], { by: 'record' }>,
  rows: Values[],
  record: RecordCase,
  context: Context,
): Promise<Values> {
  const { schema, rule } = names;
  let inside: (row: Values) => boolean;
  if (rule === 'reach') {
    const reached = schema.name === 'user' ? context.cast.dana : context.cast.narrow;
    const beyond = schema.name === 'user' ? context.cast.mixed : 3;
    inside = (row) => Number(row[schema.idKey]) === reached;
    if (record === 'outside') return rows.find((row) => Number(row[schema.idKey]) === beyond)!;
  } else if (rule === 'owns') {
    const owners = await ownersOf(schema.owns!, context.admin, context.cast, context.scoped);
    inside = (row) => owners.inScope({ id: Number(row[schema.idKey]), name: '' });
  } else {
    const spec = schema.dataScope!;
    const owners = await ownersOf(spec.owner, context.admin, context.cast, context.scoped);
    inside = (row) => {
      const owner = owners.of(row[spec.via], spec.by);
      return owner !== undefined && owners.inScope(owner);
    };
  }
  const found = record === 'outside' ? rows.find((row) => !inside(row)) : rows.find(inside);
  if (!found)
    throw new Error(`${schema.name}: no record ${record === 'outside' ? 'outside' : 'inside'} the scope`);
  if (record !== 'missing') return found;
  // A record that does not exist: neither its id nor its name (a call may name it by either).
  return {
    ...found,
    [schema.idKey]: MISSING_ID,
    ...(schema.recordLabel ? { [schema.recordLabel]: MISSING_NAME } : {}),
  };
}

// ---------------------------------------------------------------- the declared rule and the answer

type Outcome = 'answered' | 'refused' | 'not found' | 'signed out' | 'broken';

interface Expected {
  outcome: Outcome;
  /** The refusal's exact text, when the declaration gives it. */
  msg?: string;
}

interface Context {
  admin: string;
  cast: Cast;
  scoped: Caller;
  managerMenu: number[];
}

interface Signed extends Caller {
  token: string;
  menu: Set<string>;
}

const holds = (grant: Grant | undefined, caller: Signed) =>
  grant !== undefined && (typeof grant === 'string' || grant.menu.some((path) => caller.menu.has(path)));

/** The kind of record whose scope limits this caller on this call, if any. */
function limitedBy(call: DeclaredCall, caller: Signed): boolean {
  const names = call.names;
  if (!names || caller.admin) return false;
  if (names.by === 'locator') return caller.scope[names.locator.kind] !== 'all';
  if (names.by === 'reference') return caller.scope[names.schema.dataScope!.owner] !== 'all';
  if (names.rule === 'reach') return true;
  const kind = names.rule === 'owns' ? names.schema.owns! : names.schema.dataScope!.owner;
  return caller.scope[kind] !== 'all';
}

/** What the declaration says this caller gets from this request. */
function expectedOf(call: DeclaredCall, sent: Sent, record: RecordCase, caller: Signed): Expected {
  const grant = grantOf(CALLS, sent);
  // Signing out answers with or without a session (docs/api.md, "Authorization"): nothing to refuse.
  if (grant === 'public' || (sent.method === 'POST' && sent.path === logout.path))
    return { outcome: 'answered' };
  if (caller.kind === 'API key' && !isReportRead(CALLS, sent))
    return { outcome: 'refused', msg: API_KEY_REFUSAL };
  if (!holds(grant, caller)) return { outcome: 'refused', msg: NO_PERMISSION };
  if (record === 'missing') return { outcome: 'not found' };
  if (record === 'outside' && limitedBy(call, caller)) return { outcome: 'refused' };
  return { outcome: 'answered' };
}

function outcomeOf(answer: Answer): Outcome {
  if (answer.status === 401 || answer.body?.code === 401) return 'signed out';
  if (answer.status >= 500 || answer.status === 404) return 'broken';
  if (answer.body?.code === 403) return 'refused';
  if (answer.body?.success === false && /not found/i.test(answer.body.msg ?? '')) return 'not found';
  return 'answered';
}

/** The answer as compared: its outcome, and a refusal's text and envelope. */
function seen(answer: Answer, expected: Expected): Expected {
  const outcome = outcomeOf(answer);
  if (outcome !== 'refused') return { outcome };
  const { msg, permission_msg: permission } = answer.body ?? {};
  // A refusal carries its reason as both msg and permission_msg.
  if (permission !== msg) return { outcome, msg: `msg ${msg} / permission_msg ${permission}` };
  return expected.msg ? { outcome, msg } : { outcome };
}

// ---------------------------------------------------------------- the callers, signed in per test

/** A caller signed in: the token they send and the menu paths their `GET /menu` holds. */
async function signedIn(kind: CallerKind, email: string, password: string): Promise<Signed> {
  const session = await tokenOf(email, password);
  const menuAnswer = await send(
    { method: 'GET', base: 'v1', path: '/menu', query: QUERIES['/menu'] },
    session,
  );
  const paths = new Set<string>();
  const walk = (items: { path: string; children?: unknown[] }[]) =>
    items.forEach((item) => {
      paths.add(item.path);
      walk((item.children ?? []) as { path: string }[]);
    });
  walk((menuAnswer.body?.data ?? []) as { path: string }[]);
  let token = session;
  if (kind === 'API key') {
    const key = await send({ method: 'GET', base: 'v1', path: '/ssp_publisher/openapi/app_key' }, session);
    token = String((key.body?.data as { app_key?: string } | undefined)?.app_key);
  }
  return { kind, email, password, token, menu: paths, ...scopeOfUser(email) };
}

const grantKey = (grant: Grant) => JSON.stringify(typeof grant === 'object' ? [...grant.menu].sort() : grant);

interface World {
  /** The data set with every caller added and signed in, put back before each test. */
  data: ReturnType<typeof db>;
  callers: Signed[];
  /** The user lacking each grant's menu entries, by grant. */
  without: Map<string, Signed>;
  context: Context;
}

let world: World | undefined;

/**
 * Adds the callers once (a user without the entries of each grant the calls have) and signs them
 * in; each later test starts from that data set, sessions included, instead of the fresh seed.
 */
async function callersOf(call: DeclaredCall): Promise<{ callers: Signed[]; context: Context }> {
  if (world) dataStore.replace(structuredClone(world.data));
  else {
    const cast = addManagers();
    const grants = new Map(
      CASES.map((declared) => {
        const grant = grantOf(CALLS, declared) ?? declared.grant;
        return [grantKey(grant), grant];
      }),
    );
    const without = new Map<string, Signed>();
    for (const [key, grant] of grants)
      without.set(key, await signedIn('without the menu entry', addUserWithout(grant), PASSWORD));
    const callers = [
      await signedIn('administrator', ADMIN, DEMO_PASSWORD),
      await signedIn('user manager', MANAGER, PASSWORD),
      await signedIn('scoped publisher', SCOPED, DEMO_PASSWORD),
      await signedIn('API key', ADMIN, DEMO_PASSWORD),
    ];
    const managerGroup = db().groups.find((group) => group.id === cast.managers);
    const context: Context = {
      admin: callers[0].token,
      cast,
      scoped: callers[2],
      managerMenu: [...(managerGroup?.menu_ids ?? [])],
    };
    world = { data: structuredClone(db()), callers, without, context };
  }
  const lacking = world.without.get(grantKey(grantOf(CALLS, call) ?? call.grant))!;
  const [administrator, manager, scoped, key] = world.callers;
  return { callers: [administrator, manager, scoped, lacking, key], context: world.context };
}

// ---------------------------------------------------------------- the test

describe('every declared call over HTTP, as each caller, on records in scope, out of scope and missing', () => {
  it('covers the declarations', () => {
    const named = CASES.filter((call) => call.names);
    expect(CASES.length).toBeGreaterThan(100);
    expect(named.length).toBeGreaterThan(10);
  });

  it.each(CASES.map((call) => [call.name, call] as const))('%s', async (_, call) => {
    const { callers, context } = await callersOf(call);
    const records: RecordCase[] = call.names ? ['inside', 'outside', 'missing'] : ['none'];
    const disagreements: string[] = [];
    // The one that signs out (POST /logout) is each caller's last call: administrators and the key last.
    // The same request for every caller (each write is undone before the next one).
    const requests = new Map<RecordCase, Sent>();
    for (const record of records) requests.set(record, await requestOf(call, record, context));
    for (const caller of [...callers].reverse()) {
      for (const [record, sent] of requests) {
        const before = call.method === 'GET' ? undefined : structuredClone(db());
        const answer = await send(sent, caller.token);
        if (before) dataStore.replace(before);
        const expected = expectedOf(call, sent, record, caller);
        const got = seen(answer, expected);
        // A call naming no record is made with sample values: a record they miss is its handler's to say.
        if (record === 'none' && expected.outcome === 'answered' && got.outcome === 'not found') continue;
        if (got.outcome !== expected.outcome || got.msg !== expected.msg)
          disagreements.push(
            `${caller.kind}, record ${record}: declared ${JSON.stringify(expected)}, answered ${JSON.stringify(got)} (${answer.status} ${JSON.stringify(answer.body).slice(0, 160)})`,
          );
      }
    }
    expect(disagreements).toEqual([]);
  });
});
