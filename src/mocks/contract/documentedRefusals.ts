import type { Refusal } from '../../calls/openapi/types';

/*
 * The refusals docs/api.md documents for each call, read from its text: under a call's own heading
 * (`#### POST /login`), each list item's quoted messages (`'Incorrect email or password'`), with
 * the HTTP status the item names (`HTTP 429, ...`; else 200 with code 400); in a table whose first
 * column names calls (`` `GET /ssp_publisher/app/adstxt` ``), the quoted messages of the row.
 */

/** One call as docs/api.md names it: method, the base it names ('v1' unless '(v2)' or the image base), path. */
export interface DocumentedCall {
  method: string;
  base: 'main' | 'v2' | 'image';
  path: string;
  auth?: 'yes' | 'no' | 'optional';
  refusals: Refusal[];
}

const HEADING = /^#### (GET|POST|PUT|DELETE) (\/\S*)(.*)$/;
const CALL_IN_CELL = /`(GET|POST|PUT|DELETE) (\/[^`\s]*)`/g;

/** The messages quoted in a text: `'text'`, `"text"` and `` `text ${x}` `` code spans. */
export function quotedMessages(text: string): string[] {
  const found = [
    ...text.matchAll(/``\s?`([^`]+)`\s?``/g),
    ...text.matchAll(/(?<!`)`'([^`]+)'`(?!`)/g),
    ...text.matchAll(/(?<!`)`"([^`]+)"`(?!`)/g),
  ].map((match) => ({ at: match.index ?? 0, msg: match[1].trim() }));
  return found.sort((a, b) => a.at - b.at).map((item) => item.msg);
}

/** The list items of a section: a `- ` line with the lines indented under it. */
function listItems(lines: string[]): string[] {
  const items: string[] = [];
  for (const line of lines) {
    if (/^\s*- /.test(line)) items.push(line);
    else if (items.length && /^\s{2,}\S/.test(line)) items[items.length - 1] += ` ${line.trim()}`;
    else if (!line.trim() || !/^\s/.test(line)) items.push('');
  }
  return items.filter(Boolean);
}

/** The refusals of one list item: its status (`HTTP 429, `...) and its messages; none for the `data` item. */
function itemRefusals(item: string): Refusal[] {
  const text = item.replace(/^\s*- /, '');
  if (text.startsWith('`data`')) return [];
  const status = Number(/^HTTP (\d{3})\b/.exec(text)?.[1] ?? 200);
  return quotedMessages(text).map((msg) => ({ status, code: status === 200 ? 400 : status, msg }));
}

const unique = (refusals: Refusal[]) => {
  const seen = new Set<string>();
  return refusals.filter((refusal) => !seen.has(refusal.msg) && seen.add(refusal.msg));
};

const baseOfHeading = (rest: string): DocumentedCall['base'] =>
  /\(v2\)/.test(rest) ? 'v2' : /image base/.test(rest) ? 'image' : 'main';

/** Every call docs/api.md documents under its own heading or in a table row, with its refusals. */
export function documentedCalls(markdown: string): DocumentedCall[] {
  const lines = markdown.split('\n');
  const calls: DocumentedCall[] = [];
  for (let index = 0; index < lines.length; index++) {
    const heading = HEADING.exec(lines[index]);
    if (heading) {
      let end = index + 1;
      while (end < lines.length && !/^#{1,4} /.test(lines[end])) end++;
      const section = lines.slice(index + 1, end);
      const auth = /^Auth: (yes|no|optional)\b/m.exec(section.join('\n'))?.[1] as DocumentedCall['auth'];
      calls.push({
        method: heading[1],
        base: baseOfHeading(heading[3]),
        path: heading[2],
        auth,
        refusals: unique(listItems(section.filter((line) => !line.startsWith('|'))).flatMap(itemRefusals)),
      });
      continue;
    }
    const row = lines[index];
    if (!row.startsWith('|')) continue;
    const [first, ...rest] = row.split(/(?<!\\)\|/).slice(1, -1);
    const named = [...(first ?? '').matchAll(CALL_IN_CELL)];
    if (!named.length) continue;
    const refusals = unique(quotedMessages(rest.join(' ')).map((msg) => ({ status: 200, code: 400, msg })));
    for (const [, method, path] of named) calls.push({ method, base: 'main', path, refusals });
  }
  return calls;
}
