import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** docs/api.md, read as text: its Authorization table is the expected side of the matrix. */
export const API_DOC = readFileSync(resolve(__dirname, '../../../docs/api.md'), 'utf8');

export interface DocRow {
  call: string; // 'GET v1 /ssp_publisher/app/list'
  method: string;
  base: string;
  path: string;
  who: string; // 'anyone', 'every signed-in user' or menu paths in backticks
  scope: string;
}

const ROW = /^\| `((GET|POST|PUT|DELETE) (v1|v2|image) (\/[^`]*))`\s*\| (.*?)\s*\|(.*?)\|$/;

/** The rows of the "Who may call" table. */
export function authorizationRows(doc = API_DOC): DocRow[] {
  return doc.split('\n').flatMap((line) => {
    const found = ROW.exec(line.trim());
    if (!found) return [];
    const [, call, method, base, path, who, scope] = found;
    return [{ call, method, base, path, who: who.trim(), scope: scope.trim() }];
  });
}

/** The menu paths a "Who may call" cell lists (none for anyone / every signed-in user). */
export const menuPathsOf = (who: string) => [...who.matchAll(/`([^`]+)`/g)].map((found) => found[1]);

/** `/zone/{zone_id}` and `/zone/{id}` are the same call. */
export const shapeOf = (method: string, path: string) => `${method} ${path.replace(/\{[^}]+\}/g, '{}')}`;

/**
 * Every call the rest of docs/api.md mentions, as 'METHOD path' shapes: headings
 * (`#### PUT /ssp_publisher/zone/{zone_id}`), `METHOD /path` in backticks, `METHOD \`/path\``
 * in the lookup table, and the report table's paths (POST, and POST `<path>/export`).
 */
export function mentionedCalls(doc = API_DOC): Set<string> {
  const found = new Set<string>();
  const add = (method: string, path: string) => {
    // /__faults and /__reset belong to `npm run api` (its fault mode), not to the console's API.
    if (path.startsWith('/__')) return;
    if (!path.includes('<')) found.add(shapeOf(method, path.replace(/[.,;:]$/, '')));
  };
  for (const line of doc.split('\n')) {
    if (ROW.test(line.trim())) continue;
    const heading = /^#### (GET|POST|PUT|DELETE) (\/\S+)/.exec(line);
    if (heading) add(heading[1], heading[2]);
    for (const match of line.matchAll(/`(GET|POST|PUT|DELETE) (\/[^`\s]+)`/g)) add(match[1], match[2]);
    for (const match of line.matchAll(/(GET|POST|PUT|DELETE) `(\/[^`\s]+)`/g)) add(match[1], match[2]);
    const report =
      /^\| `(\/ssp_publisher\/[^`]+)`\s+\(/.exec(line) ??
      /^\| `(\/ssp_publisher\/[^`]*report[^`]*)`\s+\|/.exec(line);
    if (report) {
      add('POST', report[1]);
      add('POST', `${report[1]}/export`);
    }
  }
  return found;
}
