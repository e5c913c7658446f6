import type { AccessRule, CallAccess, ScopeLocator } from './types';
import { callKey } from './types';

/*
 * docs/api.md's "Who may call" table, rendered from the authorization table (accessRules: the
 * schema and report registries and the call declarations of src/calls).
 * `npm run docs:api` writes it between the markers below; tests/unit/authorization/docsTable.test.ts
 * fails when the committed one differs.
 */

export const CALLS_START = '<!-- calls:start -->';
export const CALLS_END = '<!-- calls:end -->';

/** Who may make a call by their menu: anyone, every signed-in user, or these menu paths. */
function describeAccess(access: CallAccess): string {
  if (access === 'public') return 'anyone';
  if (access === 'signed-in') return 'every signed-in user';
  // Sorted: the registry's order (menu order) must not reorder the docs table.
  return access.menu.length
    ? [...access.menu]
        .sort()
        .map((path) => `\`${path}\``)
        .join(', ')
    : 'nobody';
}

/** How the table writes who may make a call. */
export const describeCaller = (rule: Pick<AccessRule, 'access' | 'apiKey'>): string =>
  `${describeAccess(rule.access)}${rule.apiKey ? '; also with the API Security token' : ''}`;

const KIND_NAMES = { app: 'app', content_site: 'content site', search_site: 'search site' } as const;
/** `id`, `name`, or `zone id (its content site)`: a record of another resource, which its dataScope ties to the scoped one. */
const viaName = ({ via, kind }: ScopeLocator) =>
  via === 'id' || via === 'name' ? via : `${via} id (its ${KIND_NAMES[kind]})`;

/** How the table writes the records a call's data-scope check reads. */
export function describeScope(scope: ScopeLocator[]): string {
  return scope
    .map(
      (locator) =>
        `${KIND_NAMES[locator.kind]}: ${locator.from} \`${locator.field}\`, by ${viaName(locator)}`,
    )
    .join('; ');
}

const BASE_ORDER = { v1: 0, v2: 1, image: 2 } as const;
/** A path's letters and digits: paths in reading order, punctuation aside (`/report/timezone` before `/report_view`). */
const words = (path: string) => path.toLowerCase().replace(/[^a-z0-9]/g, '');
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const byCall = (a: AccessRule, b: AccessRule) =>
  BASE_ORDER[a.base] - BASE_ORDER[b.base] ||
  compare(words(a.path), words(b.path)) ||
  compare(a.path, b.path) ||
  compare(a.method, b.method);

/** One line of a Markdown table, each cell padded to its column's width (as Prettier writes it). */
const line = (cells: string[], widths: number[]) =>
  `| ${cells.map((cell, index) => cell.padEnd(widths[index])).join(' | ')} |`;

/** The table, one row per call: base, then path, then method. */
export function callTable(rules: AccessRule[]): string {
  const header = ['Call', 'Who may call', 'Record checked against the data scope'];
  const rows = [...rules]
    .sort(byCall)
    .map((rule) => [`\`${callKey(rule)}\``, describeCaller(rule), describeScope(rule.scope)]);
  const widths = header.map((_, index) => Math.max(3, ...[header, ...rows].map((row) => row[index].length)));
  return [
    line(header, widths),
    line(
      widths.map((width) => '-'.repeat(width)),
      widths,
    ),
    ...rows.map((row) => line(row, widths)),
  ].join('\n');
}

/** The table as committed in a document: the text between its markers, trimmed. */
export function committedTable(doc: string): string | undefined {
  const start = doc.indexOf(CALLS_START);
  const end = doc.indexOf(CALLS_END);
  if (start < 0 || end < start) return undefined;
  return doc.slice(start + CALLS_START.length, end).trim();
}

/** The document with the text between its markers replaced by the table. */
export function withTable(doc: string, table: string): string {
  const start = doc.indexOf(CALLS_START);
  const end = doc.indexOf(CALLS_END);
  if (start < 0 || end < start) throw new Error(`No ${CALLS_START} ... ${CALLS_END} markers`);
  return `${doc.slice(0, start + CALLS_START.length)}\n\n${table}\n\n${doc.slice(end)}`;
}
