#!/usr/bin/env node
/**
 * The scaffold, tried as a new developer would: `npm run new:resource -- gadget`, a mock-mode
 * build, then the browser test tests/e2e/scaffold.spec.ts against that build. The gadget file is
 * removed right after the build and the build folder at the end, whatever the outcome.
 * `npm test` does the same with its one mock-mode build, for the whole browser suite.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildMockWithScaffold, ROOT, run } from './test/steps.mjs';

const DIST = process.env.E2E_DIST ?? 'dist-scaffold';
let passed;
try {
  passed =
    buildMockWithScaffold(DIST).passed &&
    run('npx', ['playwright', 'test', 'tests/e2e/scaffold.spec.ts'], { E2E_DIST: DIST, E2E_SCAFFOLDED: '1' })
      .passed;
} finally {
  rmSync(path.join(ROOT, DIST), { recursive: true, force: true });
}
process.exitCode = passed ? 0 : 1;
