#!/usr/bin/env node
/**
 * The scaffold, tried as a new developer would: `npm run new:resource -- gadget`, then, with the
 * file present, Vitest's unit and component projects (a new resource must keep them green with
 * no other edit), a mock-mode build and the browser test tests/e2e/scaffold.spec.ts against that
 * build. The gadget file is removed at the end and the build folder too, whatever the outcome.
 * `npm test` builds the same way once, for the whole browser suite.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildMock, ROOT, run, withScaffold } from './test/steps.mjs';

const DIST = process.env.E2E_DIST ?? 'dist-scaffold';
let passed;
try {
  passed = withScaffold(() => {
    const vitest = run('npx', ['vitest', 'run', '--project', 'unit', '--project', 'component']);
    // The browser check runs even when Vitest failed, so one run shows both outcomes.
    const browser =
      buildMock(DIST).passed &&
      run('npx', ['playwright', 'test', 'tests/e2e/scaffold.spec.ts'], {
        E2E_DIST: DIST,
        E2E_SCAFFOLDED: '1',
      }).passed;
    return { passed: vitest.passed && browser };
  }).passed;
} finally {
  rmSync(path.join(ROOT, DIST), { recursive: true, force: true });
}
process.exitCode = passed ? 0 : 1;
