#!/usr/bin/env node
/**
 * `npm test`: every suite, each once, then a table of tests and seconds per suite.
 *
 * 1. Vitest: the unit tests (Node) and the component tests (jsdom).
 * 2. One mock-mode build, with a resource scaffolded by `npm run new:resource` in it.
 * 3. The mock-mode browser suite against that build, the scaffold check included.
 * 4. The API-host browser suite (its own build, against `npm run api`).
 *
 * A failing suite does not stop the later ones: the table shows every suite's outcome.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import {
  buildMockWithScaffold,
  playwrightCounts,
  printFailures,
  printSummary,
  REPORTS,
  run,
  vitestCounts,
  vitestSlowest,
} from './steps.mjs';

const started = Date.now();
rmSync(REPORTS, { recursive: true, force: true });
const report = (name) => path.join(REPORTS, name);
const rows = [];

// The unit tests, then the component tests (the projects `component` and `component-isolated`),
// one after the other, so that each suite's seconds are its own.
const vitestRun = (suite, projects) =>
  run('npx', [
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report(`vitest-${suite}.json`)}`,
  ]);
const unit = vitestRun('unit', ['unit']);
rows.push({
  name: 'unit (Vitest, Node)',
  counts: vitestCounts(report('vitest-unit.json')),
  seconds: unit.seconds,
});
const component = vitestRun('component', ['component', 'component-isolated']);
rows.push({
  name: 'component (Vitest, jsdom)',
  counts: vitestCounts(report('vitest-component.json')),
  seconds: component.seconds,
});
console.log('\nThe 10 slowest Vitest tests:');
for (const { ms, title } of vitestSlowest([report('vitest-unit.json'), report('vitest-component.json')]))
  console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${title}`);

const DIST = 'dist';
const build = buildMockWithScaffold(DIST);
rows.push({ name: 'mock-mode build (+ scaffold)', counts: undefined, seconds: build.seconds });

const mock = build.passed
  ? run('npx', ['playwright', 'test'], {
      E2E_DIST: DIST,
      E2E_SCAFFOLDED: '1',
      E2E_JSON_REPORT: report('e2e.json'),
    })
  : { passed: false, seconds: 0 };
rows.push({
  name: 'browser, mock mode',
  counts: playwrightCounts(report('e2e.json')),
  seconds: mock.seconds,
});

const host = run('npx', ['playwright', 'test', '-c', 'playwright.host.config.ts'], {
  E2E_JSON_REPORT: report('e2e-host.json'),
});
rows.push({
  name: 'browser, API host (+ its build)',
  counts: playwrightCounts(report('e2e-host.json')),
  seconds: host.seconds,
});

printSummary(rows, (Date.now() - started) / 1000);
printFailures(['vitest-unit.json', 'vitest-component.json', 'e2e.json', 'e2e-host.json'].map(report));
const passed = unit.passed && component.passed && build.passed && mock.passed && host.passed;
if (!passed) console.error('\nnpm test: FAILED (see the suites above)');
process.exitCode = passed ? 0 : 1;
