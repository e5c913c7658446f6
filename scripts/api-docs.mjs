// `npm run docs:api`: writes docs/api.md's call table (between <!-- calls:start --> and
// <!-- calls:end -->) from the call declarations and the access rules. The table is rendered by
// src/mocks/authorization/callTable.ts and written by its unit test with API_DOCS_WRITE=1: Vitest
// reads the schema and report registries (import.meta.glob) as the build does. Without it, the
// same test fails when the committed table differs.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));
const test = 'tests/unit/authorization/docsTable.test.ts';
const run = spawnSync(process.execPath, [vitest, 'run', '--project', 'unit', test], {
  cwd: fileURLToPath(new URL('..', import.meta.url)),
  stdio: 'inherit',
  env: { ...process.env, API_DOCS_WRITE: '1' },
});
if (run.status === 0) console.log('docs/api.md: call table written');
process.exit(run.status ?? 1);
