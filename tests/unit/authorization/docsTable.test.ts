// docs/api.md's "Who may call" table is the one the code's authorization table renders: the
// committed text between its markers equals callTable(accessRules(...)) for the shipped console.
// `npm run docs:api` (API_DOCS_WRITE=1) writes it instead of comparing.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { callTable, committedTable, withTable } from '../../../src/mocks/authorization/callTable';
import { accessRules } from '../../../src/mocks/authorization/table';
import { callKey } from '../../../src/mocks/authorization/types';
import { reportRegistry } from '../../../src/reports/registry';
import { registry } from '../../../src/schemas';
import { addedSchemas, shippedReports } from '../../support/builtInResources';
import { schemaCalls } from '../schemaCalls';

const API_MD = resolve(__dirname, '../../../docs/api.md');
const BASE_NAMES = { main: 'v1', v2: 'v2', image: 'image' } as const;

/**
 * The shipped console's rules: a report added later (a scaffolded one) is left out, and so are
 * the calls of a resource added later, whose rows come from its schema (docs/api.md need not list them).
 */
function shippedRules() {
  const added = new Set(
    addedSchemas(registry).flatMap((schema) =>
      schemaCalls(schema).map((call) => `${call.method} ${BASE_NAMES[call.base ?? 'main']} ${call.path}`),
    ),
  );
  return accessRules(shippedReports(reportRegistry)).filter((rule) => !added.has(callKey(rule)));
}

describe("docs/api.md's call table", () => {
  it('is the table the declarations and the access rules render (npm run docs:api writes it)', () => {
    const doc = readFileSync(API_MD, 'utf8');
    const table = callTable(shippedRules());
    if (process.env.API_DOCS_WRITE === '1') {
      writeFileSync(API_MD, withTable(doc, table));
      return;
    }
    expect(
      committedTable(doc),
      'docs/api.md differs from the call declarations and access rules: run `npm run docs:api`',
    ).toBe(table);
  });

  it('renders a row per call, base then path then method, padded as Prettier pads a table', () => {
    const table = callTable([
      { method: 'POST', base: 'v2', path: '/r', access: { menu: ['/b', '/a'] }, scope: [], apiKey: true },
      { method: 'GET', base: 'v1', path: '/report_view', access: 'signed-in', scope: [] },
      {
        method: 'PUT',
        base: 'v1',
        path: '/zone/{zone_id}',
        access: { menu: [] },
        scope: [{ kind: 'content_site', from: 'path', field: 'zone_id', via: 'zone' }],
      },
      { method: 'POST', base: 'v1', path: '/report/timezone', access: 'public', scope: [] },
      { method: 'GET', base: 'v1', path: '/report/timezone', access: 'public', scope: [] },
    ]);
    expect(table.split('\n').map((row) => row.replace(/ +\|/g, ' |'))).toEqual([
      '| Call | Who may call | Record checked against the data scope |',
      `| ${'-'.repeat(26)} | ${'-'.repeat(44)} | ${'-'.repeat(59)} |`,
      '| `GET v1 /report/timezone` | anyone | |',
      '| `POST v1 /report/timezone` | anyone | |',
      '| `GET v1 /report_view` | every signed-in user | |',
      '| `PUT v1 /zone/{zone_id}` | nobody | content site: path `zone_id`, by zone id (its content site) |',
      '| `POST v2 /r` | `/a`, `/b`; also with the API Security token | |',
    ]);
    expect(new Set(table.split('\n').map((row) => row.length)).size).toBe(1);
  });

  it('is replaced between its markers only', () => {
    const doc = 'before\n\n<!-- calls:start -->\n\nold\n\n<!-- calls:end -->\n\nafter\n';
    expect(withTable(doc, 'new')).toBe(
      'before\n\n<!-- calls:start -->\n\nnew\n\n<!-- calls:end -->\n\nafter\n',
    );
    expect(committedTable(withTable(doc, 'new'))).toBe('new');
  });
});
