// `npm run api:openapi`: writes docs/openapi.json, the OpenAPI 3.1 document of every call the
// console makes, from the call declarations, the schemas and the report configs
// (src/calls/openapi/, collected by src/mocks/contract/). Written by its unit test with
// OPENAPI_WRITE=1, as `npm run docs:api` writes its table; without it, the same test fails when the
// committed document differs.
import { writeByTest } from './writeByTest.mjs';

writeByTest('tests/unit/openapi/document.test.ts', 'OPENAPI_WRITE', 'docs/openapi.json written');
