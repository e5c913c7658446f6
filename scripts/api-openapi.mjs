// `npm run api:openapi`: writes docs/openapi.json, the OpenAPI 3.1 document of every call the
// console makes, from the call declarations, the schemas and the report configs
// (src/mocks/contract/, src/calls/openapi/). Written by its unit test with OPENAPI_WRITE=1, as
// `npm run docs:api` writes its table: Vitest reads the schema and report registries
// (import.meta.glob) as the build does. Without it, the same test fails when the committed
// document differs.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));
const test = 'tests/unit/openapi/document.test.ts';
const run = spawnSync(process.execPath, [vitest, 'run', '--project', 'unit', test], {
  cwd: fileURLToPath(new URL('..', import.meta.url)),
  stdio: 'inherit',
  env: { ...process.env, OPENAPI_WRITE: '1' },
});
if (run.status === 0) console.log('docs/openapi.json written');
process.exit(run.status ?? 1);
