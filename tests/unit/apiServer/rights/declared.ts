import { cooperationLine, DECLARED_CALLS } from '../../../../src/calls/calls';
import type { CallDeclaration, CallScope } from '../../../../src/calls/declare';
import type { ApiCall, DataScopeKind, ResourceSchema } from '../../../../src/model/types';
import { reportRegistry } from '../../../../src/reports/registry';
import type { ReportConfig } from '../../../../src/reports/types';
import { registry, withRegisteredLookups } from '../../../../src/schemas';

/*
 * Every call the console declares, read straight from the declarations (src/calls/calls.ts, each
 * schema of the registry, each report config), with the rule each declares: who may make it and
 * the record it names. Nothing here reads the embedded API's authorization table: this is the
 * expected side of tests/unit/apiServer/declaredRights.test.ts.
 */

export type Base = 'v1' | 'v2' | 'image';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may make a call: anyone, every signed-in user, or a user holding one of these menu paths. */
export type Grant = 'public' | 'signed-in' | { menu: string[] };

/**
 * The record a call names, by its declaration:
 * - `locator`: a call declaring a `scope` (src/calls, or a schema's call): a record of a data-scope
 *   kind, by its id or name, or a child record (a zone, a landing-page link) of one;
 * - `record`: a schema's call on one record (update, show, delete, a row action, the status
 *   toggle) of a schema whose records are of a scoped kind (`owns`), belong to one (`dataScope`),
 *   or are users and groups a manager reaches or not (`reach`);
 * - `reference`: a schema's create, whose body names the owner of the new record (`dataScope.via`).
 */
export type Names =
  | { by: 'locator'; locator: CallScope }
  | { by: 'record'; schema: ResourceSchema; call: ApiCall; rule: 'owns' | 'dataScope' | 'reach' }
  | { by: 'reference'; schema: ResourceSchema; call: ApiCall };

export interface DeclaredCall {
  /** `PUT v1 /ssp_publisher/zone/{zone_id}`, and who declared it. */
  name: string;
  method: Method;
  base: Base;
  path: string;
  /** The declared call's own grant (a call several declarations name is granted by them all: grantOf). */
  grant: Grant;
  names?: Names;
  /** A Report API read: the API Security token may make it (a report's request or export). */
  reportRead?: true;
  /** The schema whose call it is (its records fill the path). */
  schema?: ResourceSchema;
}

const baseOf = (base: string | undefined): Base => (base === 'v2' ? 'v2' : base === 'image' ? 'image' : 'v1');
const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE']);

/** The menu path that grants a schema's screen (docs/schemas.md: `accessPath`, else `route`). */
export const menuOfSchema = (schema: ResourceSchema) => schema.accessPath ?? schema.route;

interface Found {
  method: Method;
  base: Base;
  path: string;
  /** The records the call object declares it names. */
  scope?: readonly CallScope[];
}

/** Every `{ path }` call object inside a declaration (GET unless it says otherwise); functions are not entered. */
function pathsIn(value: unknown, seen = new Set<object>()): Found[] {
  if (!value || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  const here: Found[] = [];
  const record = value as Record<string, unknown>;
  if (!Array.isArray(value) && typeof record.path === 'string' && record.path.startsWith('/')) {
    const method = typeof record.method === 'string' ? record.method.toUpperCase() : 'GET';
    const scope = Array.isArray(record.scope) ? (record.scope as CallScope[]) : undefined;
    if (METHODS.has(method))
      here.push({
        method: method as Method,
        base: baseOf(record.base as string),
        path: record.path,
        ...(scope?.length ? { scope } : {}),
      });
  }
  return [...here, ...Object.values(record).flatMap((child) => pathsIn(child, seen))];
}

/** The routes of the reports that read a call (a filter's list, a column's labels, the cooperation line). */
function reportsReading(call: Pick<DeclaredCall, 'method' | 'base' | 'path'>, reports: ReportConfig[]) {
  return reports
    .filter((config) =>
      config.views.some(
        (view) =>
          (call.path === cooperationLine.path && view.byCooperationLine) ||
          pathsIn({ ...view, request: undefined, graph: undefined }).some(
            (read) => read.method === call.method && read.base === call.base && read.path === call.path,
          ),
      ),
    )
    .map((config) => config.route);
}

function grantOfDeclaration(call: CallDeclaration, reports: ReportConfig[]): Grant {
  const { access } = call;
  if (access === 'public' || access === 'signed-in') return access;
  if (access === 'reports reading it')
    return { menu: reportsReading({ ...call, base: baseOf(call.base) }, reports) };
  if ('resource' in access) {
    const schema = registry.find((candidate) => candidate.name === access.resource);
    return { menu: schema && menuOfSchema(schema) ? [menuOfSchema(schema)!] : [] };
  }
  if ('reports' in access)
    return { menu: [...(access.menu ?? []), ...reports.map((config) => config.route)] };
  return { menu: [...access.menu] };
}

const nameOf = (call: { method: string; base: Base; path: string }, by: string) =>
  `${call.method} ${call.base} ${call.path} (${by})`;

/** The calls of src/calls/calls.ts. */
function declaredCalls(reports: ReportConfig[]): DeclaredCall[] {
  return DECLARED_CALLS.map((call) => {
    const base = baseOf(call.base);
    const locator = call.scope?.[0];
    return {
      name: nameOf({ ...call, base }, 'src/calls'),
      method: call.method,
      base,
      path: call.path,
      grant: grantOfDeclaration(call, reports),
      ...(locator ? { names: { by: 'locator' as const, locator } } : {}),
    };
  });
}

/** The user and group schemas: their records are reached by a user manager or not (docs/api.md, "Managing users and groups"). */
const REACHED = new Set(['user', 'userGroup']);

/** How a schema's records relate to the caller's scope, if they do. */
function recordRule(schema: ResourceSchema): 'owns' | 'dataScope' | 'reach' | undefined {
  if (schema.owns) return 'owns';
  if (schema.dataScope) return 'dataScope';
  return REACHED.has(schema.name) ? 'reach' : undefined;
}

/** The calls a schema makes on one of its records: update, show, delete, row actions, the status toggle. */
function recordCalls(schema: ResourceSchema): ApiCall[] {
  return [
    schema.api.update,
    schema.api.show,
    schema.api.delete,
    schema.statusToggle?.call,
    ...(schema.rowActions ?? []).flatMap((action) => ('call' in action && action.call ? [action.call] : [])),
  ].filter((call): call is ApiCall => Boolean(call));
}

/** Whether the schema's list path names the owner of its records (`/domain/{site_id}/zones`). */
const ownerInPath = (schema: ResourceSchema) =>
  Boolean(schema.api.list.scope?.some((named) => named.from === 'path'));

/** The calls of every schema with a screen: every call it names, granted to its menu path. */
function schemaCalls(): DeclaredCall[] {
  return registry.flatMap((schema) => {
    const menu = menuOfSchema(schema);
    if (!menu) return [];
    const rule = recordRule(schema);
    const onRecord = new Map(recordCalls(schema).map((call) => [`${call.method} ${call.path}`, call]));
    const seen = new Set<string>();
    // A lookup without a path asks its resource's list (docs/schemas.md, LookupSpec).
    return pathsIn(withRegisteredLookups(schema)).flatMap(({ scope, ...call }): DeclaredCall[] => {
      const key = `${call.method} ${call.base} ${call.path}`;
      if (seen.has(key)) return [];
      seen.add(key);
      const own = onRecord.get(`${call.method} ${call.path}`);
      const creates = schema.api.create && schema.api.create.path === call.path && call.method === 'POST';
      // The schema's own records first (made from a real row, as the console does), else what the call declares.
      // A child whose owner its path names (a site's zones) is tried through what the call declares.
      const byDeclaration = scope && ownerInPath(schema);
      const names: Names | undefined = byDeclaration
        ? { by: 'locator', locator: scope[0] }
        : own && rule
          ? { by: 'record', schema, call: own, rule }
          : creates && schema.dataScope
            ? { by: 'reference', schema, call: schema.api.create! }
            : scope
              ? { by: 'locator', locator: scope[0] }
              : undefined;
      return [
        {
          name: nameOf(call, `schema ${schema.name}`),
          ...call,
          grant: { menu: [menu] },
          schema,
          ...(names ? { names } : {}),
        },
      ];
    });
  });
}

/** The calls of every report: its request and export (Report API reads), its graph and the lists it reads. */
function reportCalls(reports: ReportConfig[]): DeclaredCall[] {
  return reports.flatMap((config) =>
    config.views.flatMap((view) => {
      const grant = { menu: [config.route] };
      const by = `report ${config.id}`;
      const post = (path: string, reportRead?: true): DeclaredCall => ({
        name: nameOf({ method: 'POST', base: 'v2', path }, by),
        method: 'POST',
        base: 'v2',
        path,
        grant,
        ...(reportRead ? { reportRead } : {}),
      });
      const reads = pathsIn({ ...view, request: undefined, graph: undefined }).map((call): DeclaredCall => ({
        name: nameOf(call, by),
        ...call,
        grant,
      }));
      return [
        post(view.request.path, true),
        post(view.request.exportPath, true),
        ...(view.graph
          ? [
              post(view.graph.path),
              {
                name: nameOf({ method: 'GET', base: 'v2', path: view.graph.metricPath }, by),
                method: 'GET' as const,
                base: 'v2' as const,
                path: view.graph.metricPath,
                grant,
              },
            ]
          : []),
        ...reads,
      ];
    }),
  );
}

/** Every declared call, once per declaration (a call two declarations name appears twice). */
export function everyDeclaredCall(reports: ReportConfig[] = reportRegistry): DeclaredCall[] {
  const seen = new Set<string>();
  return [...declaredCalls(reports), ...schemaCalls(), ...reportCalls(reports)].filter((call) => {
    if (seen.has(call.name)) return false;
    seen.add(call.name);
    return true;
  });
}

/** A declared path as a pattern: `{name}` is one segment. */
const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);

/**
 * Who may make a request, by every declaration whose path matches it: the widest grant of them
 * (a call two screens make is granted by both; `/dict/{name}`, open to every signed-in user,
 * covers a schema's `/dict/zoneType` too).
 */
export function grantOf(
  calls: DeclaredCall[],
  request: { method: string; base: Base; path: string },
): Grant | undefined {
  const grants = calls
    .filter(
      (call) =>
        call.method === request.method &&
        call.base === request.base &&
        patternOf(call.path).test(request.path),
    )
    .map((call) => call.grant);
  if (!grants.length) return undefined;
  if (grants.includes('public')) return 'public';
  if (grants.includes('signed-in')) return 'signed-in';
  return { menu: [...new Set(grants.flatMap((grant) => (typeof grant === 'object' ? grant.menu : [])))] };
}

/** Whether a request is a Report API read by any declaration. */
export const isReportRead = (calls: DeclaredCall[], request: { method: string; base: Base; path: string }) =>
  calls.some(
    (call) =>
      call.reportRead &&
      call.method === request.method &&
      call.base === request.base &&
      patternOf(call.path).test(request.path),
  );

export type { DataScopeKind };
