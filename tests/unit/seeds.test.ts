// The seeds of the embedded API's data set, one file per resource in src/mocks/store/seeds: every
// table a handler declares takes its seed rows from there (or starts empty), every file there is
// used, and the generic handler starts a schema from the file named after it.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../../src/mocks/handlers';
import { recordsOf } from '../../src/mocks/generic/records';
import { servedAs } from '../../src/mocks/generic/served';
import { resetDb } from '../../src/mocks/store/db';
import creativeSeed from '../../src/mocks/store/seeds/creative';
import type { ResourceSchema } from '../../src/model/types';
import { registry } from '../../src/schemas';
import { fileOf, ROOT, sourceFiles } from '../support/imports';
import { gizmo } from './fixtures/gizmo';

const SEEDS = 'src/mocks/store/seeds';
const seedFiles = readdirSync(join(ROOT, SEEDS)).filter((name) => name.endsWith('.ts'));
const seedFileOf = (name: string) => `${SEEDS}/${name}.ts`;

/** A file's imports: each local name it binds (default or named) -> the file it comes from, from the root. */
function bindingsOf(file: string, source: string): Map<string, { from: string; isDefault: boolean }> {
  const bindings = new Map<string, { from: string; isDefault: boolean }>();
  for (const [, clause, specifier] of source.matchAll(
    /^import\s+(?:type\s+)?([^;]*?)\s+from\s+'([^']+)'/gms,
  )) {
    const found = specifier.startsWith('.') ? fileOf(join(ROOT, file), specifier) : undefined;
    const from = found ? relative(ROOT, found) : specifier;
    const named = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
    const defaultName = clause
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, '')
      .trim();
    if (defaultName && !defaultName.startsWith('*')) bindings.set(defaultName, { from, isDefault: true });
    for (const part of named.split(',')) {
      const local = part
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (local) bindings.set(local, { from, isDefault: false });
    }
  }
  return bindings;
}

/** The text between the parenthesis at `open` and its match. */
function parenthesized(source: string, open: number): string {
  let depth = 0;
  for (let at = open; at < source.length; at += 1) {
    if (source[at] === '(') depth += 1;
    if (source[at] === ')' && --depth === 0) return source.slice(open + 1, at);
  }
  return source.slice(open + 1);
}

/** The arguments of a call, split at its top-level commas. */
function argumentsOf(text: string): string[] {
  const args: string[] = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < text.length; at += 1) {
    if ('([{'.includes(text[at])) depth += 1;
    if (')]}'.includes(text[at])) depth -= 1;
    if (text[at] === ',' && depth === 0) {
      args.push(text.slice(start, at).trim());
      start = at + 1;
    }
  }
  args.push(text.slice(start).trim());
  return args.filter(Boolean);
}

/** Every `table<…>(name, seed)` call of a file, with its name and seed as written. */
function tableCalls(source: string): { name: string; seed: string }[] {
  const calls: { name: string; seed: string }[] = [];
  for (const match of source.matchAll(/(?<![\w.])table\s*(?=[<(])/g)) {
    let at = match.index + match[0].length;
    if (source[at] === '<') {
      for (let depth = 0; ; at += 1) {
        if (source[at] === '<') depth += 1;
        if (source[at] === '>' && --depth === 0) break;
      }
      at += 1;
    }
    if (source[at] !== '(') continue;
    const [name = '', seed = ''] = argumentsOf(parenthesized(source, at));
    calls.push({ name, seed });
  }
  return calls;
}

/**
 * What is wrong with a table's seed as written in `file`: nothing when it is the default export of
 * a file of the seeds folder, called or passed as it is, or an empty list for a table that starts empty.
 */
function seedProblem(file: string, source: string, seed: string): string | undefined {
  if (/^\(\)\s*=>\s*\[\s*\]$/.test(seed)) return undefined;
  const used = /^(?:\(\)\s*=>\s*)?(\w+)(?:\(.*\))?$/s.exec(seed)?.[1];
  const binding = used ? bindingsOf(file, source).get(used) : undefined;
  if (binding?.isDefault && binding.from.startsWith(`${SEEDS}/`)) return undefined;
  return `${file}: ${seed.replace(/\s+/g, ' ').slice(0, 80)}`;
}

const handlerFiles = sourceFiles('src/mocks/handlers');
const declaredTables = handlerFiles.flatMap((file) => {
  const source = readFileSync(join(ROOT, file), 'utf8');
  return tableCalls(source).map((call) => ({ file, source, ...call }));
});

describe('the seeds of the embedded API (src/mocks/store/seeds)', () => {
  it('every table a handler declares takes its seed from the seeds folder, or starts empty', () => {
    expect(declaredTables.length).toBeGreaterThanOrEqual(12);
    expect(declaredTables.flatMap(({ file, source, seed }) => seedProblem(file, source, seed) ?? [])).toEqual(
      [],
    );
    const names = declaredTables.map(({ name }) => name);
    expect(names.filter((name) => !/^'[\w:]+'$/.test(name))).toEqual([]);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('would notice seed rows written in a handler (the check can fail)', () => {
    const file = 'src/mocks/handlers/inventory/apps.ts';
    const source = [
      "import appSeed, { type MockApp } from '../../store/seeds/app';",
      "import adUnitSeed from '../../store/seeds/adUnit';",
      "import { daysAgo } from '../../store/seed';",
      "const a = () => table<MockApp>('managedApps', appSeed);",
      "const b = () => table<Row<X>>('managedAdUnits', () => adUnitSeed(a()));",
      "const c = () => table<Row>('reportViews', () => []);",
      "const d = () => table<Row>('gadgets', () => [\n  { id: 1, created_time: daysAgo(2) },\n]);",
      "const e = () => table('moreRows', daysAgo);",
    ].join('\n');
    const calls = tableCalls(source);
    expect(calls.map(({ name }) => name)).toEqual([
      "'managedApps'",
      "'managedAdUnits'",
      "'reportViews'",
      "'gadgets'",
      "'moreRows'",
    ]);
    expect(calls.map(({ seed }) => seedProblem(file, source, seed))).toEqual([
      undefined,
      undefined,
      undefined,
      `${file}: () => [ { id: 1, created_time: daysAgo(2) }, ]`,
      `${file}: daysAgo`,
    ]);
  });

  it('every file of the folder default-exports its seed and is used: imported, or named after a schema the generic handler serves', () => {
    const importers = sourceFiles('src').filter((file) => !file.startsWith(`${SEEDS}/`));
    const imported = new Set(
      importers.flatMap((file) =>
        [...bindingsOf(file, readFileSync(join(ROOT, file), 'utf8')).values()].map(({ from }) => from),
      ),
    );
    const servedGenerically = (name: string) =>
      registry.some((schema) => schema.name === name && !servedAs(schema).rows && !schema.seed);
    const unused = seedFiles.filter(
      (name) => !imported.has(`${SEEDS}/${name}`) && !servedGenerically(basename(name, '.ts')),
    );
    expect(unused).toEqual([]);
    const modules: Record<string, { default?: unknown }> = import.meta.glob(
      '../../src/mocks/store/seeds/*.ts',
      {
        eager: true,
      },
    );
    expect(Object.keys(modules)).toHaveLength(seedFiles.length);
    for (const [path, module] of Object.entries(modules))
      expect(typeof module.default, path).toBe('function');
  });

  it('a resource served from its own table has its seed file, named after its schema', () => {
    const missing = registry
      .filter((schema) => servedAs(schema).rows && !seedFiles.includes(`${schema.name}.ts`))
      .map((schema) => seedFileOf(schema.name));
    expect(missing).toEqual([]);
  });

  it('the generic handler starts a schema from its `seed`, else its seed file, else rows made from its field kinds', () => {
    const activity = registry.find((schema) => schema.name === 'activity') as ResourceSchema;
    expect(activity.seed).toBeUndefined();
    expect(seedFiles).toContain('activity.ts');
    expect(recordsOf(activity)).toEqual([]);

    const named = (name: string, extra: Partial<ResourceSchema> = {}) =>
      ({ ...gizmo, name, idKey: 'creative_id', ...extra }) as unknown as ResourceSchema;
    expect(recordsOf(named('creative'))).toEqual(creativeSeed());
    resetDb();
    const own = [{ creative_id: 'cr_own', name: 'Own' }];
    expect(recordsOf(named('creative', { seed: own }))).toEqual(own);
    expect(seedFiles).not.toContain('gizmo.ts');
    expect(recordsOf(gizmo as unknown as ResourceSchema)).toHaveLength(3);
  });
});
