import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../../..');

/** Every module a file imports (static, type-only and dynamic). */
const importsOf = (source: string): string[] =>
  [...source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1]);

/** The file a relative import names (`./x` → `./x.ts`, `./x/index.ts` or `./x.tsx`). */
function fileOf(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (candidate) => existsSync(candidate) && candidate.match(/\.tsx?$/),
  );
}

/** Every view import reached from a file, as 'importing file -> module'. */
function viewImportsFrom(start: string): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (file.endsWith('.tsx')) found.push(`${relative(ROOT, file)} is a view`);
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      if (/^(react|antd|@refinedev|@ant-design)/.test(specifier))
        found.push(`${relative(ROOT, file)} -> ${specifier}`);
      const next = specifier.startsWith('.') ? fileOf(file, specifier) : undefined;
      if (next) visit(next);
    }
  };
  visit(start);
  return found;
}

// The embedded API reads the report configs (menu, authorization, answers): they stay plain data.
describe('the report registry and its configs', () => {
  it('import no view code, however deep (React, antd, Refine, .tsx files)', () => {
    const configs = readdirSync(join(ROOT, 'src/reports/configs')).map(
      (name) => `src/reports/configs/${name}`,
    );
    for (const file of ['src/reports/registry.ts', ...configs])
      expect(viewImportsFrom(join(ROOT, file)), file).toEqual([]);
  });

  it('would notice a view import (the check can fail)', () => {
    expect(viewImportsFrom(join(ROOT, 'src/reports/screens.ts'))).toContain(
      'src/reports/screens.ts -> react',
    );
  });
});
