// The document's operations are the console's calls, no more and no fewer: every declared call
// (src/calls/calls.ts), every call of every shipped schema (its api, row and toolbar calls, status
// toggle, lookups and option lists) and every call of every shipped report (its tabs' calls and
// exports, graphs, and the lists its filters and columns read), each once.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DECLARED_CALLS } from '../../../src/calls/calls';
import { API_BASES, type ApiBase } from '../../../src/config';
import { reportRules } from '../../../src/mocks/authorization/reportRules';
import { reportRegistry } from '../../../src/reports/registry';
import { shippedReports } from '../../support/builtInResources';
import { schemaCalls } from '../schemaCalls';
import { OPENAPI_JSON, shippedCalls, shippedSources } from './shippedContract';

const BASES: Record<string, ApiBase> = { v1: 'main', v2: 'v2', image: 'image' };

/** `GET /gamebridge-manager/v1/dict/{}`: a call as the document writes it, placeholders alike. */
const keyOf = (call: { method: string; base?: ApiBase; path: string }) =>
  `${call.method} ${API_BASES[call.base ?? 'main']}${call.path}`.replace(/\{\w+\}/g, '{}');

const patterns = DECLARED_CALLS.filter((call) => call.path.includes('{')).map((call) => ({
  key: keyOf(call),
  matches: new RegExp(
    `^${keyOf(call)
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\\\{\\\}|\{\}/g, '[^/]+')}$`,
  ),
}));

/** A literal call a declared placeholder covers (`GET /dict/zoneType`) is that declared call. */
const declaredKey = (key: string) => patterns.find((pattern) => pattern.matches.test(key))?.key ?? key;

/** Every call the declarations, the shipped schemas and the shipped reports make. */
function declaredCalls(): string[] {
  const { schemas, reports } = shippedSources();
  const calls = [
    ...DECLARED_CALLS.map(keyOf),
    ...schemas.flatMap(schemaCalls).map(keyOf),
    ...reportRules(reports).map((rule) => keyOf({ ...rule, base: BASES[rule.base] })),
  ];
  return [...new Set(calls.map(declaredKey))].sort();
}

/** The operations of a document, as `METHOD path`. */
const operationsOf = (document: { paths: Record<string, Record<string, unknown>> }) =>
  Object.entries(document.paths)
    .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
    .map((key) => key.replace(/\{\w+\}/g, '{}'))
    .sort();

describe("docs/openapi.json's operations", () => {
  const committed = JSON.parse(readFileSync(OPENAPI_JSON, 'utf8'));

  it('are every call of the declarations, the schemas and the reports, and nothing else', () => {
    const expected = declaredCalls();
    expect(expected.length).toBeGreaterThan(100);
    expect(operationsOf(committed)).toEqual(expected);
  });

  it('hold every declared call with its placeholders named as declared, and each operation id once', () => {
    for (const call of DECLARED_CALLS)
      expect(
        committed.paths[`${API_BASES[call.base ?? 'main']}${call.path}`]?.[call.method.toLowerCase()],
      ).toBeDefined();
    const ids = Object.values(
      committed.paths as Record<string, Record<string, { operationId: string }>>,
    ).flatMap((item) => Object.values(item).map((operation) => operation.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('take the reports’ calls with the API Security token too, and no other call', () => {
    const withKey = shippedCalls()
      .filter((call) => call.auth === 'token or API key')
      .map(keyOf)
      .sort();
    const reportCalls = shippedReports(reportRegistry)
      .flatMap((config) => config.views)
      .flatMap((view) => [view.request.path, view.request.exportPath])
      .map((path) => keyOf({ method: 'POST', base: 'v2', path }));
    expect(withKey).toEqual([...new Set(reportCalls)].sort());
  });

  it('would notice a call missing or one too many (the check can fail)', () => {
    const document = { paths: { ...committed.paths } };
    delete document.paths['/gamebridge-manager/v1/login'];
    document.paths['/gamebridge-manager/v1/extra'] = { get: {} };
    const actual = operationsOf(document);
    expect(actual).not.toContain('POST /gamebridge-manager/v1/login');
    expect(actual).toContain('GET /gamebridge-manager/v1/extra');
    expect(actual).not.toEqual(declaredCalls());
  });
});
