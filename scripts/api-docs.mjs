// `npm run docs:api`: writes docs/api.md's call table (between <!-- calls:start --> and
// <!-- calls:end -->) from the call declarations and the access rules. The table is rendered by
// src/mocks/authorization/callTable.ts and written by its unit test with API_DOCS_WRITE=1. Without
// it, the same test fails when the committed table differs.
import { writeByTest } from './writeByTest.mjs';

writeByTest(
  'tests/unit/authorization/docsTable.test.ts',
  'API_DOCS_WRITE',
  'docs/api.md: call table written',
);
