import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  globFilesOf,
  globPatternsOf,
  loadedImportsOf,
  localImportsOf,
  ROOT,
  sourceFiles,
  viewImportsFrom,
} from '../support/imports';

/**
 * The layers of src, lowest first: a file imports its own layer or lower ones. The model and the
 * React-free helpers (with the texts and the call configuration), then the providers, the shared
 * UI (pieces the engine, the screens and the reports all use; it calls through the providers), the
 * engine, the schemas and report configs, the screens, and the app around them.
 */
const LAYERS: [name: string, paths: RegExp][] = [
  // calls: the declarations of the calls no schema or report declares, read by the call layer and the embedded API.
  ['model/common', /^src\/(model|common|sanitize|i18n|calls)\/|^src\/config\.ts$/],
  ['providers', /^src\/providers\//],
  ['shared UI', /^src\/ui\//],
  ['engine', /^src\/(resources|theme)\//],
  [
    'schemas and report configs',
    /^src\/schemas\/|^src\/reports\/(configs\/|registry\.ts$|sources\.ts$|types\.ts$)/,
  ],
  ['screens', /^src\/(pages|reports)\//],
  ['app', /^src\//],
];
/** The embedded API sits beside the screens: it reads the schemas and configs, never a view. */
const MOCKS = /^src\/mocks\//;

const layerOf = (file: string) => LAYERS.findIndex(([, paths]) => paths.test(file));
const layerName = (file: string) => LAYERS[layerOf(file)][0];

/** Whether an import from `from` to `to` runs upward (for the embedded API: to the shared UI or above). */
function upward(from: string, to: string): boolean {
  if (MOCKS.test(to)) return !MOCKS.test(from) && !/^src\/main\.tsx$/.test(from);
  if (MOCKS.test(from)) return ['shared UI', 'engine', 'screens', 'app'].includes(layerName(to));
  return layerOf(to) > layerOf(from);
}

const upwardImports = (files: string[]) =>
  files.flatMap((file) =>
    localImportsOf(file)
      .filter((to) => upward(file, to))
      .map((to) => `${file} -> ${to}`),
  );

describe('layer order of src', () => {
  const files = sourceFiles('src');

  it('imports downward only: model/common, providers, shared UI, engine, schemas and report configs, screens, app', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(upwardImports(files)).toEqual([]);
  });

  it('would notice an upward import (the check can fail)', () => {
    expect(upward('src/providers/router/routerProvider.ts', 'src/resources/form/formAddress.ts')).toBe(true);
    expect(upward('src/resources/list/SchemaList.tsx', 'src/pages/NotFoundPage.tsx')).toBe(true);
    expect(upward('src/resources/list/SchemaList.tsx', 'src/ui/ScreenTitle.tsx')).toBe(false);
    expect(upward('src/ui/ApiToken.tsx', 'src/resources/actions/CopyModal.tsx')).toBe(true);
    expect(upward('src/ui/download.ts', 'src/providers/http/client.ts')).toBe(false);
    expect(upward('src/providers/http/client.ts', 'src/ui/download.ts')).toBe(true);
    expect(upward('src/reports/ReportPage.tsx', 'src/ui/ScreenTitle.tsx')).toBe(false);
    expect(upward('src/mocks/calls/signedIn.ts', 'src/ui/useOneAtATime.ts')).toBe(true);
    expect(upward('src/resources/list/useColumnLayout.ts', 'src/reports/columnPrefs.ts')).toBe(true);
    expect(upward('src/pages/shell/UrlTokenQuestion.tsx', 'src/startup.ts')).toBe(true);
    expect(upward('src/pages/auth/AuthCard.tsx', 'src/prerender/vitePlugin.ts')).toBe(true);
    expect(upward('src/mocks/menuTree.ts', 'src/resources/types.ts')).toBe(true);
    expect(upward('src/mocks/menuTree.ts', 'src/model/types.ts')).toBe(false);
    expect(upward('src/mocks/authorization/reportRules.ts', 'src/reports/registry.ts')).toBe(false);
    expect(upward('src/mocks/handlers/generic.ts', 'src/schemas/index.ts')).toBe(false);
    expect(upward('src/providers/http/client.ts', 'src/mocks/runtime/browser.ts')).toBe(true);
    expect(layerName('src/reports/ReportPage.tsx')).toBe('screens');
    expect(layerName('src/ui/ScreenTitle.tsx')).toBe('shared UI');
    expect(layerName('src/reports/configs/revenue.ts')).toBe('schemas and report configs');
  });
});

/**
 * The import edges between sibling folders, as 'a -> b' with one import that makes it: an import
 * from a file below `a` to a file below its sibling `b` (siblings at any depth: two folders under
 * the same parent). Imports within a folder's own tree, and to or from the files of a parent
 * folder, do not count.
 */
function siblingEdges(
  files: string[],
  importsOf: (file: string) => string[],
): Map<string, Map<string, string>> {
  const edges = new Map<string, Map<string, string>>();
  for (const file of files)
    for (const to of importsOf(file)) {
      const from = file.split('/');
      const target = to.split('/');
      let common = 0;
      while (from[common] === target[common]) common += 1;
      // Siblings: both sides still have a folder below the common parent.
      if (common < from.length - 1 && common < target.length - 1) {
        const a = from.slice(0, common + 1).join('/');
        const b = target.slice(0, common + 1).join('/');
        if (!edges.has(a)) edges.set(a, new Map());
        if (!edges.get(a)!.has(b)) edges.get(a)!.set(b, `${file} -> ${to}`);
      }
    }
  return edges;
}

/**
 * Sibling folders that import each other round a cycle of any length, one cycle per knot (a set
 * of folders each reaching all the others): 'a -> b -> c -> a', then one import for each step.
 * Found from the knot's first folder by the shortest way back; once that cycle is broken, the
 * next run names any other left in the knot.
 */
function folderCycles(files: string[], importsOf = localImportsOf): string[] {
  const edges = siblingEdges(files, importsOf);
  const next = (folder: string) => [...(edges.get(folder)?.keys() ?? [])].sort();
  // The folders each folder reaches, following the edges (their transitive closure).
  const reach = new Map<string, Set<string>>();
  for (const folder of edges.keys()) {
    const seen = new Set<string>();
    const queue = next(folder);
    while (queue.length) {
      const current = queue.shift()!;
      if (seen.has(current)) continue;
      seen.add(current);
      queue.push(...next(current));
    }
    reach.set(folder, seen);
  }
  const cycles: string[] = [];
  const done = new Set<string>();
  for (const first of [...edges.keys()].sort()) {
    if (done.has(first) || !reach.get(first)!.has(first)) continue;
    const knot = [...reach.get(first)!].filter((folder) => reach.get(folder)?.has(first));
    knot.forEach((folder) => done.add(folder));
    // Breadth first from `first`, within the knot, back to `first`: the shortest cycle through it.
    const cameFrom = new Map<string, string>();
    const queue = [first];
    while (queue.length && !cameFrom.has(first)) {
      const current = queue.shift()!;
      for (const to of next(current))
        if (knot.includes(to) && !cameFrom.has(to)) {
          cameFrom.set(to, current);
          queue.push(to);
        }
    }
    const path = [first];
    for (let at = cameFrom.get(first)!; at !== first; at = cameFrom.get(at)!) path.unshift(at);
    path.unshift(first);
    const steps = path.slice(1).map((to, index) => `  ${edges.get(path[index])!.get(to)}`);
    const others = knot.filter((folder) => !path.includes(folder)).sort();
    cycles.push(
      [
        path.join(' -> '),
        ...steps,
        ...(others.length ? [`  (in the same knot: ${others.join(', ')})`] : []),
      ].join('\n'),
    );
  }
  return cycles;
}

describe('sibling folders of src', () => {
  it('never import each other round a cycle: between sibling folders imports run one way', () => {
    expect(folderCycles(sourceFiles('src'))).toEqual([]);
  });

  it('would notice a cycle of folders of any length, through import.meta.glob too, and not a parent folder’s files (the check can fail)', () => {
    const imports: Record<string, string[]> = {
      'src/a/x/one.ts': ['src/a/y/two.ts', 'src/a/top.ts'],
      'src/a/y/two.ts': ['src/a/z/deep/three.ts'],
      'src/a/z/deep/three.ts': ['src/a/x/one.ts'],
      'src/a/top.ts': ['src/a/x/one.ts'],
      'src/b/w/four.ts': ['src/b/v/five.ts'],
      'src/b/v/five.ts': ['src/b/w/four.ts'],
      'src/c/one.ts': ['src/a/x/one.ts'],
    };
    expect(folderCycles(Object.keys(imports), (file) => imports[file])).toEqual([
      [
        'src/a/x -> src/a/y -> src/a/z -> src/a/x',
        '  src/a/x/one.ts -> src/a/y/two.ts',
        '  src/a/y/two.ts -> src/a/z/deep/three.ts',
        '  src/a/z/deep/three.ts -> src/a/x/one.ts',
      ].join('\n'),
      [
        'src/b/v -> src/b/w -> src/b/v',
        '  src/b/v/five.ts -> src/b/w/four.ts',
        '  src/b/w/four.ts -> src/b/v/five.ts',
      ].join('\n'),
    ]);
    // The files an import.meta.glob matches (relative to the globbing file, less a negative
    // pattern's) are its imports: a glob closes a cycle as a plain import would.
    const globbing = 'src/mocks/store/globbing.ts';
    const globbed: Record<string, string[]> = {
      'src/mocks/generic/records.ts': [globbing],
      [globbing]: globFilesOf(
        join(ROOT, globbing),
        "import.meta.glob(['../generic/*.ts', '!../generic/served.ts'], { eager: true })",
      ).map((found) => relative(ROOT, found)),
    };
    expect(globbed[globbing]).toContain('src/mocks/generic/records.ts');
    expect(globbed[globbing]).not.toContain('src/mocks/generic/served.ts');
    expect(folderCycles(Object.keys(globbed), (file) => globbed[file])).toEqual([
      [
        'src/mocks/generic -> src/mocks/store -> src/mocks/generic',
        `  src/mocks/generic/records.ts -> ${globbing}`,
        `  ${globbing} -> ${globbed[globbing][0]}`,
      ].join('\n'),
    ]);
    expect(globPatternsOf("import.meta.glob('./configs/*.ts', { eager: true })")).toEqual(['./configs/*.ts']);
    expect(globPatternsOf("import.meta.glob(['./*.ts', '!./index.ts'])")).toEqual(['./*.ts', '!./index.ts']);
    expect(localImportsOf('src/reports/registry.ts')).toEqual(
      expect.arrayContaining(sourceFiles('src/reports/configs')),
    );
    const schemas = localImportsOf('src/schemas/index.ts');
    expect(schemas).toEqual(expect.arrayContaining(['src/schemas/site.ts', 'src/schemas/zone.ts']));
    expect(schemas).not.toContain('src/schemas/index.ts');
  });
});

/** About 15 files at most at a folder's top: more are grouped by concern into subfolders. */
const MOST_FILES = 17;

/**
 * Declaration folders, left out of the count: one file per resource (src/schemas) or per report
 * (src/reports/configs), found by their registry's import.meta.glob and written by
 * `npm run new:resource` and `npm run new:report`, so they grow with the console by design.
 */
const DECLARATION_FOLDERS = ['src/schemas', 'src/reports/configs'];

/**
 * The folders below `folder` (itself included) holding more than `most` files at their top, but
 * those of `exempt` (their subfolders still count).
 */
const crowdedFolders = (folder: string, most: number, exempt = DECLARATION_FOLDERS): string[] => {
  const entries = readdirSync(join(ROOT, folder), { withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).length;
  return [
    ...(files > most && !exempt.includes(folder) ? [`${folder} holds ${files} files`] : []),
    ...entries
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => crowdedFolders(`${folder}/${entry.name}`, most, exempt)),
  ];
};

describe('folders of src', () => {
  it(`hold ${MOST_FILES} files or fewer at their top, grouped by concern below (declaration folders aside)`, () => {
    const crowded = crowdedFolders('src', MOST_FILES);
    expect(crowded).toEqual([]);
  });

  it('would notice a crowded folder, and a crowded declaration folder only when not exempt (the check can fail)', () => {
    expect(crowdedFolders('src/providers', 4)).toEqual([
      'src/providers/http holds 11 files',
      'src/providers/notifications holds 6 files',
    ]);
    const configs = readdirSync(join(ROOT, 'src/reports/configs'), { withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    ).length;
    expect(crowdedFolders('src/reports/configs', 1)).toEqual([]);
    expect(crowdedFolders('src/reports/configs', 1, [])).toEqual([
      `src/reports/configs holds ${configs} files`,
    ]);
  });
});

describe('the embedded API (src/mocks) and its HTTP server (server/)', () => {
  // What loading a file of it loads (type-only imports are erased; a schema's custom parts are
  // lazy chunks the API never loads): no React, antd or Refine, no .tsx file, at any depth. It runs
  // in Node for `npm run api`, and the page loads it before the console's own code.
  it.each([...sourceFiles('src/mocks'), ...sourceFiles('server')])(
    '%s loads no view code, however deep',
    (file) => {
      expect(viewImportsFrom(join(ROOT, file), loadedImportsOf)).toEqual([]);
    },
  );

  it('would notice a view loaded through a barrel (the check can fail)', () => {
    expect(viewImportsFrom(join(ROOT, 'src/i18n/tNodes.tsx'), loadedImportsOf)).toEqual([
      'src/i18n/tNodes.tsx is a view',
      'src/i18n/tNodes.tsx -> react',
    ]);
    expect(loadedImportsOf("import type { A } from 'antd';\nconst x = () => import('./Part');")).toEqual([]);
    expect(
      loadedImportsOf("import {\n  a,\n  b,\n} from './a';\nexport { c } from './c';\nimport './d.css';"),
    ).toEqual(['./a', './c', './d.css']);
  });
});
