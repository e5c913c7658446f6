import type { ContractCall, Refusal } from '../../calls/openapi/types';
import type { ResourceSchema } from '../../model/types';
import type { ReportConfig } from '../../reports/types';
import { describeCaller, describeScope } from '../authorization/callTable';
import { accessRules } from '../authorization/table';
import { baseOf, type AccessRule } from '../authorization/types';
import { API_KEY_REFUSAL } from '../authorization/authorize';
import { NO_PERMISSION } from '../users/access';
import { documentedCalls, type DocumentedCall } from './documentedRefusals';
import { declaredDrafts } from './declaredDrafts';
import type { Draft } from './drafts';
import { mergeDrafts } from './mergeDrafts';
import { reportDrafts } from './reportDrafts';
import { referenceDrafts } from './referenceDrafts';
import { schemaDrafts } from './schemaDrafts';

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

const ruleKey = (rule: AccessRule) => `${rule.method} ${rule.base} ${shapeOf(rule.path)}`;

/** Who may make the call and which records it is checked against, as docs/api.md's table says. */
function whoMayCall(rule: AccessRule | undefined): string {
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
  const fromDeclarations = declaredDrafts(schemas, apiDoc);
  const drafts = [
    ...fromDeclarations,
    ...schemas.flatMap((schema) => schemaDrafts(schema)),
    ...referenceDrafts(schemas),
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
  const usedIds = new Set<string>();
  return [...groups.entries()].map(([key, group]) => {
    const { first, ...call } = mergeDrafts(group);
    const rule = rules.get(key);
    const docs = documentedFor(documented, first);
    const auth = group.some((draft) => draft.open)
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
    return { ...call, operationId, description: whoMayCall(rule), auth, refusals } satisfies ContractCall;
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
