import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from '../support/imports';

/*
 * A call path is written in one place in src (issue 35): a schema's own calls in the schema, the
 * other calls in src/calls, and every other file reads them from there (the console fills them,
 * the call layer checks their answers, the embedded API routes and authorizes them).
 */

/** The string and template literals of a source, comments left out. */
export function literalsOf(source: string): { text: string; line: number }[] {
  const found: { text: string; line: number }[] = [];
  let line = 1;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (char === '\n') line++;
    else if (char === '/' && source[i + 1] === '/') {
      while (i < source.length && source[i] !== '\n') i++;
      line++;
    } else if (char === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      line += (source.slice(i, end).match(/\n/g) ?? []).length;
      i = end + 1;
    } else if (char === "'" || char === '"' || char === '`') {
      const start = line;
      let text = '';
      let depth = 0;
      for (i++; i < source.length; i++) {
        const next = source[i];
        if (next === '\n') line++;
        if (next === '\\') {
          text += next + source[++i];
          continue;
        }
        if (char === '`' && next === '$' && source[i + 1] === '{') depth++;
        else if (depth && next === '}') depth--;
        else if (!depth && next === char) break;
        text += next;
      }
      found.push({ text, line: start });
    }
  }
  return found;
}

/**
 * The `/ssp_publisher/...` paths a literal writes, placeholders alike: `{id}`, `:id` and `${…}`
 * each read as `{}`. A path inside a longer address (`/gamebridge/v2/ssp_publisher/...` in a text)
 * is not a call path.
 */
export const pathsIn = (text: string): string[] =>
  [...text.matchAll(/(?<![\w/])\/ssp_publisher\/(?:[\w.-]|\/|\{\w*\}|:\w+|\$\{[^}]*\})*/g)].map((match) =>
    match[0].replace(/\$\{[^}]*\}|\{\w*\}|:\w+/g, '{}').replace(/\/$/, ''),
  );

/** Every path written more than once in these files, with where: `path: file:line, file:line`. */
export function writtenTwice(files: { file: string; source: string }[]): Record<string, string[]> {
  const places = new Map<string, string[]>();
  for (const { file, source } of files)
    for (const { text, line } of literalsOf(source))
      for (const path of pathsIn(text)) places.set(path, [...(places.get(path) ?? []), `${file}:${line}`]);
  return Object.fromEntries([...places].filter(([, where]) => where.length > 1).sort());
}

describe('a call path is written in one place in src', () => {
  const files = sourceFiles('src').map((file) => ({ file, source: readFileSync(join(ROOT, file), 'utf8') }));

  it('finds no /ssp_publisher/ path written twice, in one file or in two', () => {
    expect(writtenTwice(files)).toEqual({});
  });

  it('would notice a path written twice (the check can fail)', () => {
    const action = [
      'const url = `/ssp_publisher/domain/${encodeURIComponent(siteId)}/verify_adstxt`;',
      '// a comment naming /ssp_publisher/domain/{id}/verify_adstxt is not a call',
      "const text = 'POST /gamebridge/v2/ssp_publisher/domain/1/x';",
    ].join('\n');
    const table = [
      "const ROW = ['POST v1 /ssp_publisher/domain/{id}/verify_adstxt', menu()];",
      'http.post(`${API}/ssp_publisher/domain/:id/verify_adstxt`, answer);',
      "const LIST = { path: '/ssp_publisher/zone/list' };",
    ].join('\n');
    expect(
      writtenTwice([
        { file: 'action.ts', source: action },
        { file: 'table.ts', source: table },
      ]),
    ).toEqual({
      '/ssp_publisher/domain/{}/verify_adstxt': ['action.ts:1', 'table.ts:1', 'table.ts:2'],
    });
    expect(
      writtenTwice([{ file: 'one.ts', source: 'a(\'/ssp_publisher/news\'); b("/ssp_publisher/news");' }]),
    ).toEqual({
      '/ssp_publisher/news': ['one.ts:1', 'one.ts:1'],
    });
  });
});
