import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';

/** The repository's root folder. */
export const ROOT = path.resolve(__dirname, '../..');

/** Runs a scaffold script (scripts/new-*.mjs) as `npm run new:… -- <args>` would. */
export function runScaffold(script: string, ...args: string[]) {
  const result = spawnSync('node', [path.join(ROOT, script), ...args], { cwd: ROOT, encoding: 'utf8' });
  return { status: result.status, out: result.stdout.trim(), err: result.stderr.trim() };
}

/** Name and modification time of every file of a folder: equal before and after when nothing was written. */
export const folderSnapshot = (folder: string): string[] =>
  readdirSync(folder).map((file) => `${file} ${statSync(path.join(folder, file)).mtimeMs}`);

/**
 * Checks that a file a scaffold wrote into `folder` (inside the repository, so that its imports and
 * the TypeScript setup resolve) type-checks and is formatted as Prettier formats it.
 */
export function expectTypeChecksAndFormatted(folder: string, file: string): void {
  const tsconfig = path.join(folder, 'tsconfig.json');
  // With the shipped schemas: they declare the rows that references are checked against.
  const include = [file, path.join(ROOT, 'src', 'schemas', '*.ts'), path.join(ROOT, 'src', 'vite-env.d.ts')];
  writeFileSync(tsconfig, JSON.stringify({ extends: path.join(ROOT, 'tsconfig.json'), include }));
  const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);
  const tsc = spawnSync(bin('tsc'), ['-p', tsconfig], { encoding: 'utf8' });
  const prettier = spawnSync(bin('prettier'), ['--check', path.join(folder, file)], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  rmSync(tsconfig);
  expect(tsc.stdout).toBe('');
  expect(tsc.status).toBe(0);
  expect(prettier.status).toBe(0);
}

/**
 * Runs a scaffold script with arguments it must refuse: it exits with 1, prints exactly `message`
 * and leaves `folder` (where it would write) as it was.
 */
export function expectRefused(script: string, args: string[], message: string, folder: string): void {
  const before = folderSnapshot(folder);
  const result = runScaffold(script, ...args);
  expect(result.err).toBe(message);
  expect(result.status).toBe(1);
  expect(folderSnapshot(folder)).toEqual(before);
}
