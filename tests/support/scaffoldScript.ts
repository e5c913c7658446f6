import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

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
 * Type-checks a file a scaffold wrote into `folder` (inside the repository, so that its imports and
 * the TypeScript setup resolve) and checks its formatting with Prettier.
 */
export function checkWrittenFile(folder: string, file: string) {
  const tsconfig = path.join(folder, 'tsconfig.json');
  writeFileSync(tsconfig, JSON.stringify({ extends: path.join(ROOT, 'tsconfig.json'), include: [file] }));
  const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);
  const tsc = spawnSync(bin('tsc'), ['-p', tsconfig], { encoding: 'utf8' });
  const prettier = spawnSync(bin('prettier'), ['--check', path.join(folder, file)], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  rmSync(tsconfig);
  return { tsc, prettier };
}
