import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The repository's root folder. */
export const ROOT = resolve(__dirname, '../..');

/** Every module a file imports (static, type-only and dynamic). */
export const importsOf = (source: string): string[] =>
  [...source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1]);

/**
 * The modules a file loads when it is loaded: its static imports and re-exports, without the
 * type-only ones (erased) and the dynamic `import()` ones (a lazy chunk, loaded only when used).
 */
export const loadedImportsOf = (source: string): string[] =>
  [...source.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^;']*?\sfrom\s*)?'([^']+)'/gm)]
    .filter((match) => !match[1])
    .map((match) => match[2]);

/** The file a relative import names (`./x` → `./x.ts`, `./x/index.ts` or `./x.tsx`). */
export function fileOf(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (candidate) => existsSync(candidate) && candidate.match(/\.tsx?$/),
  );
}

/** A view package: React, antd, Refine, Ant Design's icons. */
export const VIEW_PACKAGE = /^(react|antd|@refinedev|@ant-design)/;

/**
 * Every view import reached from a file, however deep, as 'importing file -> module' (and
 * '<file> is a view' for a .tsx file reached). `imports` says which imports are followed:
 * `importsOf` (everything, the default) or `loadedImportsOf` (what loading the file loads).
 */
export function viewImportsFrom(start: string, imports = importsOf): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (file.endsWith('.tsx')) found.push(`${relative(ROOT, file)} is a view`);
    for (const specifier of imports(readFileSync(file, 'utf8'))) {
      if (VIEW_PACKAGE.test(specifier)) found.push(`${relative(ROOT, file)} -> ${specifier}`);
      const next = specifier.startsWith('.') ? fileOf(file, specifier) : undefined;
      if (next) visit(next);
    }
  };
  visit(start);
  return found;
}

/** Every .ts and .tsx file below a folder of the repository, relative to the root. */
export const sourceFiles = (folder: string): string[] =>
  readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => join(folder, name))
    .sort();

/** Every relative import of a file that names a source file, as paths relative to the root. */
export const localImportsOf = (file: string): string[] =>
  importsOf(readFileSync(join(ROOT, file), 'utf8'))
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => fileOf(join(ROOT, file), specifier))
    .filter((found): found is string => Boolean(found))
    .map((found) => relative(ROOT, found));
