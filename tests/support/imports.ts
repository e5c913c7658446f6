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

/**
 * The patterns of a file's `import.meta.glob(…)` calls, one string or an array of them (eager or
 * not, typed or not), in the order written; a negative one keeps its leading '!'.
 */
export const globPatternsOf = (source: string): string[] =>
  [...source.matchAll(/import\.meta\.glob\s*(?:<[^>]*>\s*)?\(\s*(\[[^\]]*\]|'[^']*')/g)].flatMap((match) =>
    [...match[1].matchAll(/'([^']*)'/g)].map((pattern) => pattern[1]),
  );

/** A glob pattern as a regular expression on whole paths: `**` any folders, `*` and `?` within a name, `{a,b}`. */
const globRegExp = (pattern: string): RegExp => {
  let source = '';
  for (let at = 0; at < pattern.length; at += 1) {
    const char = pattern[at];
    if (pattern.startsWith('**/', at)) {
      source += '(?:[^/]+/)*';
      at += 2;
    } else if (pattern.startsWith('**', at)) {
      source += '.*';
      at += 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else if (char === '{') source += '(?:';
    else if (char === '}') source += ')';
    else if (char === ',') source += '|';
    else source += char.replace(/[.+^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
};

/**
 * The source files (.ts, .tsx) a file's `import.meta.glob` patterns match, as absolute paths:
 * a pattern is relative to the file (or, starting with '/', to the root), and a negative one
 * ('!./index.ts') takes its matches out.
 */
export function globFilesOf(file: string, source = readFileSync(file, 'utf8')): string[] {
  const patterns = globPatternsOf(source).map((pattern) => {
    const negative = pattern.startsWith('!');
    const path = negative ? pattern.slice(1) : pattern;
    const absolute = path.startsWith('/') ? join(ROOT, path) : resolve(dirname(file), path);
    // The folder to list: the pattern's path up to its first segment with a wildcard.
    const segments = absolute.split('/');
    const fixed = segments.findIndex((segment) => /[*?{]/.test(segment));
    const folder = fixed < 0 ? dirname(absolute) : segments.slice(0, fixed).join('/');
    return { negative, folder, matches: globRegExp(absolute) };
  });
  const found = new Set<string>();
  for (const { negative, folder, matches } of patterns) {
    if (negative || !existsSync(folder)) continue;
    for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
      const candidate = join(folder, name);
      if (/\.tsx?$/.test(candidate) && matches.test(candidate)) found.add(candidate);
    }
  }
  for (const { negative, matches } of patterns)
    if (negative) for (const candidate of found) if (matches.test(candidate)) found.delete(candidate);
  return [...found].sort();
}

/**
 * Every relative import of a file that names a source file, as paths relative to the root, and
 * every source file its `import.meta.glob` patterns match (Vite imports those as modules too).
 */
export const localImportsOf = (file: string): string[] => {
  const source = readFileSync(join(ROOT, file), 'utf8');
  return [
    ...importsOf(source)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => fileOf(join(ROOT, file), specifier))
      .filter((found): found is string => Boolean(found)),
    ...globFilesOf(join(ROOT, file), source),
  ].map((found) => relative(ROOT, found));
};
