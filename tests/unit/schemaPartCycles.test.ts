import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SCHEMAS = join(__dirname, '../../src/schemas');

/** The file a relative import names (.ts or .tsx). */
function fileOf(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return ['.ts', '.tsx'].map((ext) => base + ext).find(existsSync);
}

/** Static imports of a file, as files. */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^import[^;]*?from '(\.[^']+)'/gm)]
    .map((match) => fileOf(file, match[1]))
    .filter((found): found is string => Boolean(found));
}

describe('custom parts and the schemas that load them', () => {
  const schemaFiles = readdirSync(SCHEMAS).map((name) => join(SCHEMAS, name));
  const loads = schemaFiles.flatMap((schema) =>
    [...readFileSync(schema, 'utf8').matchAll(/import\('(\.[^']+)'\)/g)].map((match) => ({
      schema,
      part: fileOf(schema, match[1]) as string,
    })),
  );

  it('finds the lazily loaded parts', () => {
    expect(loads.some(({ part }) => part.endsWith('GroupSettingAction.tsx'))).toBe(true);
  });

  it('no part imports the schema that loads it (no import cycle)', () => {
    const cycles = loads
      .filter(({ schema, part }) => staticImports(part).includes(schema))
      .map(({ schema, part }) => `${part} imports ${schema}`);
    expect(cycles).toEqual([]);
  });
});
