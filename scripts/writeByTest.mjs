// Runs one Vitest file with an environment variable that makes it write what it otherwise compares
// with the committed file (docs/api.md's call table, docs/openapi.json): Vitest reads the schema
// and report registries (import.meta.glob) as the build does. Exits with the test's status.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));

/** Runs `test` with `variable=1`, prints `written` when it passed. */
export function writeByTest(test, variable, written) {
  const run = spawnSync(process.execPath, [vitest, 'run', '--project', 'unit', test], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    stdio: 'inherit',
    env: { ...process.env, [variable]: '1' },
  });
  if (run.status === 0) console.log(written);
  process.exit(run.status ?? 1);
}
