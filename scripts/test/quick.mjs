#!/usr/bin/env node
/**
 * `npm run test:quick`: the inner loop. The Vitest tests of the files changed since the last
 * commit and of the tests that import them (Vitest's --changed; `-- <ref>` compares with a branch
 * or commit instead), then one mock-mode build and the browser smoke (tests tagged @smoke: the
 * login and one screen of each kind). `npm test` runs everything.
 */
import { printSummary, REPORTS, run, playwrightCounts, vitestCounts } from './steps.mjs';
import path from 'node:path';

const started = Date.now();
const since = process.argv[2];
const vitestReport = path.join(REPORTS, 'quick-vitest.json');
const smokeReport = path.join(REPORTS, 'quick-smoke.json');

const vitest = run('npx', [
  'vitest',
  'run',
  since ? `--changed=${since}` : '--changed',
  '--passWithNoTests',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const DIST = 'dist-quick';
const build = run('npx', ['vite', 'build', '--outDir', DIST, '--emptyOutDir', '--logLevel', 'warn']);
const smoke = build.passed
  ? run('npx', ['playwright', 'test', '--grep', '@smoke'], { E2E_DIST: DIST, E2E_JSON_REPORT: smokeReport })
  : { passed: false, seconds: 0 };

printSummary(
  [
    { name: 'Vitest, changed files', counts: vitestCounts(vitestReport), seconds: vitest.seconds },
    { name: 'mock-mode build', counts: undefined, seconds: build.seconds },
    { name: 'browser smoke', counts: playwrightCounts(smokeReport), seconds: smoke.seconds },
  ],
  (Date.now() - started) / 1000,
);
process.exitCode = vitest.passed && build.passed && smoke.passed ? 0 : 1;
