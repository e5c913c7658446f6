import type { $ZodObject } from 'zod/v4/core';
import * as declared from '../../calls/calls';
import type { CallDeclaration } from '../../calls/declare';
import { fileUpload } from '../../calls/requests';
import type { ContractCall, QueryParameter, Refusal } from '../../calls/openapi/types';
import type { ResourceSchema } from '../../model/types';
import type { ReportConfig } from '../../reports/types';
import { describeCaller, describeScope } from '../authorization/callTable';
import { accessRules } from '../authorization/table';
import { baseOf, type AccessRule } from '../authorization/types';
import { API_KEY_REFUSAL } from '../authorization/authorize';
import { NO_PERMISSION } from '../users/access';
import { documentedCalls, type DocumentedCall } from './documentedRefusals';
import type { Draft } from './drafts';
import { reportDrafts } from './reportDrafts';
import { schemaDrafts, tagOf } from './schemaDrafts';

/*
 * Every call the console makes, as the contract's operations (docs/openapi.json): the calls
 * declared in src/calls/calls.ts, every schema's calls and every report's, each said once. The
 * drafts of one call (a list read by its screen and by a report's filter) merge into one
 * operation; who may make it comes from the authorization table, its refusals from docs/api.md
 * and the schema's rules.
 */

export interface ContractSources {
  schemas: readonly ResourceSchema[];
  reports: ReportConfig[];
  /** docs/api.md, whose documented refusals become the operations' examples. */
  apiDoc: string;
}

/**
 * The authorization refusals many calls share (docs/api.md, "Authorization"): a call beyond the
 * caller's menu or data scope, and any call but a report's made with the API Security token.
 */
export const SHARED_REFUSALS = {
  NoPermission: { status: 200, code: 403, msg: NO_PERMISSION },
  ApiSecurityTokenRefused: { status: 200, code: 403, msg: API_KEY_REFUSAL },
} satisfies Record<string, Refusal>;

/** Placeholders alike: `/zone/{zone_id}` and `/zone/{id}` are one call. */
const shapeOf = (path: string) => path.replace(/\{[^}]+\}/g, '{}');
const keyOf = (call: { method: string; base?: string; path: string }) =>
  `${call.method} ${baseOf(call.base as never)} ${shapeOf(call.path)}`;

/** The area of a declared call, by what answers it: docs/api.md's section for that module. */
function sectionTitles(apiDoc: string): Map<string, string> {
  const titles = new Map<string, string>();
  for (const [, title, module] of apiDoc.matchAll(/^### (.+?) \(`src\/mocks\/handlers\/([\w/]+)\.ts`/gm))
    titles.set(module, title);
  return titles;
}

/** The area of a declared call: the screen of the resource it is for, else docs/api.md's section of what answers it. */
function declaredTag(call: CallDeclaration, schemas: readonly ResourceSchema[], titles: Map<string, string>) {
  const access = call.access;
  const schema =
    typeof access === 'object' && 'resource' in access
      ? schemas.find((candidate) => candidate.name === access.resource)
      : undefined;
  return schema ? tagOf(schema) : titles.get(call.mock);
}

function declaredDrafts(schemas: readonly ResourceSchema[], apiDoc: string): Draft[] {
  const titles = sectionTitles(apiDoc);
  return Object.entries(declared).flatMap(([name, value]) => {
    if (!value || typeof value !== 'object' || !('method' in value) || !('mock' in value)) return [];
    const call = value as CallDeclaration;
    const sendsQuery = call.method === 'GET' || call.method === 'DELETE';
    return [
      {
        rank: 0,
        method: call.method,
        base: call.base ?? 'main',
        path: call.path,
        operationId: name,
        summary: name.replace(/([A-Z])/g, ' $1').toLowerCase(),
        tag: declaredTag(call, schemas, titles) ?? '',
        answer: call.answer,
        file: call.download,
        ...(call.request && sendsQuery ? { query: queryOf(call.request) } : {}),
        ...(call.request && !sendsQuery ? { body: call.request, upload: call.request === fileUpload } : {}),
      },
    ];
  });
}

/** A declared query shape's keys as parameters, required unless optional. */
function queryOf(shape: NonNullable<CallDeclaration['request']>): Record<string, QueryParameter> {
  const { def } = (shape as unknown as $ZodObject)._zod;
  return Object.fromEntries(
    Object.entries(def.shape ?? {}).map(([name, inner]) => [
      name,
      { shape: inner as never, required: inner._zod.optin !== 'optional' },
    ]),
  );
}

/** A literal path a placeholder path of the same method and base matches (`/dict/zoneType`), with the values it fills. */
function matchPattern(
  draft: Draft,
  patterns: Draft[],
): { pattern: Draft; values: Record<string, string> } | undefined {
  if (draft.path.includes('{')) return undefined;
  for (const pattern of patterns) {
    if (pattern.method !== draft.method || pattern.base !== draft.base || !pattern.path.includes('{'))
      continue;
    const names: string[] = [];
    const source = pattern.path
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\\?\{(\w+)\\?\}/g, (_, name: string) => {
        names.push(name);
        return '([^/]+)';
      });
    const match = new RegExp(`^${source}$`).exec(draft.path);
    if (match)
      return { pattern, values: Object.fromEntries(names.map((name, index) => [name, match[index + 1]])) };
  }
  return undefined;
}

/** The query parameters of several callers: each one any of them sends, required when every one does. */
function mergedQuery(drafts: Draft[]): Record<string, QueryParameter> | undefined {
  const names = [...new Set(drafts.flatMap((draft) => Object.keys(draft.query ?? {})))];
  if (!names.length) return undefined;
  return Object.fromEntries(
    names.map((name) => {
      const given = drafts.flatMap((draft) => (draft.query?.[name] ? [draft.query[name]] : []));
      const examples = [...new Set(given.flatMap((parameter) => parameter.examples ?? []))];
      return [
        name,
        {
          shape: given[0].shape,
          required: given.length === drafts.length && given.every((parameter) => parameter.required),
          ...(examples.length ? { examples } : {}),
        },
      ];
    }),
  );
}

const ruleKey = (rule: AccessRule) => `${rule.method} ${rule.base} ${shapeOf(rule.path)}`;

/** Who may make the call and which records it is checked against, as docs/api.md's table says. */
function describe(rule: AccessRule | undefined): string {
  if (!rule) return 'Who may call: not in the authorization table (refused)';
  const scope = describeScope(rule.scope);
  return `Who may call: ${describeCaller(rule)}.${scope ? ` Checked against the data scope: ${scope}.` : ''}`;
}

/** The refusals docs/api.md documents for a call: under its base, else under the path alone. */
function documentedFor(documented: DocumentedCall[], call: Pick<Draft, 'method' | 'base' | 'path'>) {
  const same = documented.filter(
    (entry) => entry.method === call.method && shapeOf(entry.path) === shapeOf(call.path),
  );
  return same.filter((entry) => entry.base === call.base).length
    ? same.filter((entry) => entry.base === call.base)
    : same;
}

/** A message as an example shows it: `${name}` as `<name>`. */
const exampleText = (msg: string) => msg.replace(/\$\{(\w+)\}/g, '<$1>');

function uniqueRefusals(refusals: Refusal[]): Refusal[] {
  const seen = new Set<string>();
  return refusals
    .map((refusal) => ({ ...refusal, msg: exampleText(refusal.msg) }))
    .filter(
      (refusal) =>
        !seen.has(`${refusal.status} ${refusal.msg}`) && seen.add(`${refusal.status} ${refusal.msg}`),
    );
}

/** Every call of the contract, in the order of their paths. */
export function contractCalls({ schemas, reports, apiDoc }: ContractSources): ContractCall[] {
  const referenced = new Set<string>(
    schemas.flatMap((schema) =>
      schema.fields.flatMap((field) => (field.kind === 'reference' ? [field.reference.resource] : [])),
    ),
  );
  const fromDeclarations = declaredDrafts(schemas, apiDoc);
  const drafts = [
    ...fromDeclarations,
    ...schemas.flatMap((schema) => schemaDrafts(schema, referenced.has(schema.name))),
    ...reports.flatMap(reportDrafts),
  ];
  const groups = new Map<string, Draft[]>();
  for (const found of drafts) {
    const matched = matchPattern(found, fromDeclarations);
    const draft = matched
      ? {
          ...found,
          path: matched.pattern.path,
          pathExamples: Object.fromEntries(
            Object.entries(matched.values).map(([name, value]) => [name, [value]]),
          ),
        }
      : found;
    groups.set(keyOf(draft), [...(groups.get(keyOf(draft)) ?? []), draft]);
  }
  const rules = new Map(accessRules(reports).map((rule) => [ruleKey(rule), rule]));
  const documented = documentedCalls(apiDoc);
  const declaredAccess = new Map(
    Object.values(declared).flatMap((value) =>
      value && typeof value === 'object' && 'access' in value
        ? [[keyOf(value as CallDeclaration), (value as CallDeclaration).access]]
        : [],
    ),
  );
  const usedIds = new Set<string>();
  return [...groups.entries()].map(([key, group]) => {
    // The declaration first, then a schema's api call, then the rest (./drafts.ts, `rank`).
    group.sort((a, b) => a.rank - b.rank);
    const [first] = group;
    const byPriority = (pick: (draft: Draft) => unknown) => group.find((draft) => pick(draft) !== undefined);
    // Listed with its declaration's area, else with the schema or report that makes it.
    const tag = group.find((draft) => draft.tag)?.tag ?? first.operationId;
    const rule = rules.get(key);
    const docs = documentedFor(documented, first);
    const access = declaredAccess.get(key);
    const auth =
      access === 'public'
        ? 'public'
        : docs.some((entry) => entry.auth === 'optional')
          ? 'optional'
          : rule?.apiKey
            ? 'token or API key'
            : 'token';
    const byMenu = rule && typeof rule.access === 'object';
    const refusals = uniqueRefusals([
      ...docs.flatMap((entry) => entry.refusals),
      ...group.flatMap((draft) => (draft.messages ?? []).map((msg) => ({ status: 200, code: 400, msg }))),
      ...reportRefusals(reports, first),
      ...(byMenu ? [SHARED_REFUSALS.NoPermission] : []),
      ...(auth === 'token' ? [SHARED_REFUSALS.ApiSecurityTokenRefused] : []),
    ]);
    let operationId = first.operationId;
    for (let count = 2; usedIds.has(operationId); count++) operationId = `${first.operationId}${count}`;
    usedIds.add(operationId);
    const pathExamples = Object.fromEntries(
      [...new Set(group.flatMap((draft) => Object.keys(draft.pathExamples ?? {})))].map((name) => [
        name,
        [...new Set(group.flatMap((draft) => draft.pathExamples?.[name] ?? []))].sort(),
      ]),
    );
    const query = mergedQuery(group);
    const body = byPriority((draft) => draft.body);
    return {
      method: first.method,
      base: first.base,
      path: first.path,
      operationId,
      summary: first.summary,
      tag,
      description: describe(rule),
      auth,
      ...(Object.keys(pathExamples).length ? { pathExamples } : {}),
      ...(query ? { query } : {}),
      ...(body ? { body: body.body, ...(body.upload ? { upload: true } : {}) } : {}),
      ...(byPriority((draft) => draft.answer) ? { answer: byPriority((draft) => draft.answer)!.answer } : {}),
      ...(byPriority((draft) => draft.file) ? { file: byPriority((draft) => draft.file)!.file } : {}),
      ...(group.some((draft) => draft.versioned) ? { versioned: true } : {}),
      refusals,
    } satisfies ContractCall;
  });
}

/** A report's own refusal (search ads without search sites in the data scope), on its report calls. */
function reportRefusals(reports: ReportConfig[], call: Draft): Refusal[] {
  return reports.flatMap((config) =>
    config.permission &&
    config.views.some((view) => view.request.path === call.path || view.request.exportPath === call.path)
      ? [{ status: 200, code: 400, msg: config.permission.refusal, permission_msg: config.permission.text }]
      : [],
  );
}
