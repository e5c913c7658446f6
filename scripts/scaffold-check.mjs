#!/usr/bin/env node
/**
 * The scaffold, tried as a new developer would: `npm run new:resource -- gadget`, `npm run build`,
 * then the browser test tests/e2e/scaffold.spec.ts against that build. The gadget file and the
 * build folder are removed afterwards, whatever the outcome.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GADGET = path.join(ROOT, 'src', 'schemas', 'gadget.ts');
const DIST = process.env.E2E_DIST ?? 'dist-scaffold';
const env = { ...process.env, E2E_DIST: DIST, E2E_SCAFFOLDED: '1' };

const run = (command, args) => spawnSync(command, args, { cwd: ROOT, env, stdio: 'inherit' }).status === 0;

if (existsSync(GADGET)) {
  console.error('src/schemas/gadget.ts already exists; remove it before the scaffold check');
  process.exit(1);
}
let passed;
try {
  passed =
    run('node', ['scripts/new-resource.mjs', 'gadget']) &&
    run('npm', ['run', 'build', '--', '--outDir', DIST]) &&
    run('npx', ['playwright', 'test', 'tests/e2e/scaffold.spec.ts']);
} finally {
  rmSync(GADGET, { force: true });
  rmSync(path.join(ROOT, DIST), { recursive: true, force: true });
}
process.exitCode = passed ? 0 : 1;
