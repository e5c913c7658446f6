#!/usr/bin/env node
/**
 * The scaffolds, tried as a new developer would: `npm run new:resource -- gadget` and
 * `npm run new:report -- widgetClicks`, then, with both files present, Vitest's unit and component
 * projects (something new must keep them green with no other edit), a mock-mode build, and the
 * browser tests tests/e2e/scaffold.spec.ts and tests/e2e/reportScaffold.spec.ts against that build.
 * Both files and the build folder are removed at the end, whatever the outcome. `npm test` builds
 * the same way once, for the whole browser suite.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildMock, ROOT, run, withScaffold } from './test/steps.mjs';

const DIST = process.env.E2E_DIST ?? 'dist-scaffold';
let passed;
try {
  passed = withScaffold(() => {
    const vitest = run('npx', [
      'vitest',
      'run',
      '--project',
      'unit',
      '--project',
      'component',
      '--project',
      'component-isolated',
    ]);
    // The browser check runs even when Vitest failed, so one run shows both outcomes.
    const browser =
      buildMock(DIST).passed &&
      run('npx', ['playwright', 'test', 'tests/e2e/scaffold.spec.ts', 'tests/e2e/reportScaffold.spec.ts'], {
        E2E_DIST: DIST,
        E2E_SCAFFOLDED: '1',
      }).passed;
    return { passed: vitest.passed && browser };
  }).passed;
} finally {
  rmSync(path.join(ROOT, DIST), { recursive: true, force: true });
}
process.exitCode = passed ? 0 : 1;
