import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadedImportsOf, localImportsOf, ROOT, sourceFiles, viewImportsFrom } from '../support/imports';

/**
 * The layers of src, lowest first: a file imports its own layer or lower ones. The model and the
 * React-free helpers (with the texts and the call configuration), then the providers, the shared
 * UI (pieces the engine, the screens and the reports all use; it calls through the providers), the
 * engine, the schemas and report configs, the screens, and the app around them.
 */
const LAYERS: [name: string, paths: RegExp][] = [
  ['model/common', /^src\/(model|common|sanitize|i18n)\/|^src\/config\.ts$/],
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
 * Folders under the same parent that import each other, as 'a <-> b': an import from a file below
 * `a` to a file below its sibling `b` and one back. Imports within a folder's own tree, and to or
 * from the files of a parent folder, do not count.
 */
function mutualFolders(files: string[], importsOf = localImportsOf): string[] {
  const edges = new Set<string>();
  for (const file of files)
    for (const to of importsOf(file)) {
      const from = file.split('/');
      const target = to.split('/');
      let common = 0;
      while (from[common] === target[common]) common += 1;
      // Siblings: both sides still have a folder below the common parent.
      if (common < from.length - 1 && common < target.length - 1)
        edges.add(`${from.slice(0, common + 1).join('/')} -> ${target.slice(0, common + 1).join('/')}`);
    }
  return [...edges]
    .map((edge) => edge.split(' -> '))
    .filter(([a, b]) => a < b && edges.has(`${b} -> ${a}`))
    .map(([a, b]) => `${a} <-> ${b}`);
}

describe('folders of src, two by two', () => {
  it('never import each other: between sibling folders imports run one way', () => {
    expect(mutualFolders(sourceFiles('src'))).toEqual([]);
  });

  it('would notice two folders importing each other, and not a parent folder’s files (the check can fail)', () => {
    const imports: Record<string, string[]> = {
      'src/a/x/one.ts': ['src/a/y/two.ts', 'src/a/top.ts'],
      'src/a/y/two.ts': ['src/a/x/one.ts'],
      'src/a/top.ts': ['src/a/x/one.ts'],
      'src/b/z/three.ts': ['src/a/x/one.ts'],
    };
    expect(mutualFolders(Object.keys(imports), (file) => imports[file])).toEqual(['src/a/x <-> src/a/y']);
  });
});

/** About 15 files at most at a folder's top: more are grouped by concern into subfolders. */
const MOST_FILES = 17;

/** The folders below `folder` (itself included) holding more than `most` files at their top. */
const crowdedFolders = (folder: string, most: number): string[] => {
  const entries = readdirSync(join(ROOT, folder), { withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).length;
  return [
    ...(files > most ? [`${folder} holds ${files} files`] : []),
    ...entries
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => crowdedFolders(`${folder}/${entry.name}`, most)),
  ];
};

describe('folders of src', () => {
  it(`hold ${MOST_FILES} files or fewer at their top, grouped by concern below`, () => {
    const crowded = crowdedFolders('src', MOST_FILES);
    expect(crowded).toEqual([]);
  });

  it('would notice a crowded folder (the check can fail)', () => {
    expect(crowdedFolders('src/providers', 4)).toEqual([
      'src/providers/http holds 12 files',
      'src/providers/notifications holds 5 files',
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
