#!/usr/bin/env node
/**
 * `npm test`: every suite, each once, then a table of tests and seconds per suite.
 *
 * Steps 1 to 3 run with a freshly scaffolded resource and report present (`npm run new:resource`,
 * `npm run new:report`: a reference, a data scope, a Delete, a status toggle, a scoped
 * dimension), removed again at the end: something new must keep every suite green with no other
 * edit, and a run proves it.
 * 1. Vitest: the unit tests (Node) and the component tests (jsdom).
 * 2. One mock-mode build.
 * 3. The mock-mode browser suite against that build, the scaffold checks included.
 * 4. The API-host browser suite (its own build, against `npm run api`), without the scaffolds.
 * 5. The conformance check (`npm run conformance`) against `npm run api`, where it must pass, and
 *    against it in fault mode with mistyped answers, where it must report them (./conformance.mjs).
 *
 * A failing suite does not stop the later ones: the table shows every suite's outcome.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { conformanceStep } from './conformance.mjs';
import {
  buildMock,
  playwrightCounts,
  printFailures,
  printSummary,
  REPORTS,
  run,
  vitestCounts,
  vitestSlowest,
  withScaffold,
} from './steps.mjs';

const started = Date.now();
rmSync(REPORTS, { recursive: true, force: true });
const report = (name) => path.join(REPORTS, name);
const rows = [];

// Unit, component, build and mock-mode browser suites, with the scaffolds present.
let unit, component, build, mock;
const scaffolded = withScaffold(() => {
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
  unit = vitestRun('unit', ['unit']);
  rows.push({
    name: 'unit (Vitest, Node)',
    counts: vitestCounts(report('vitest-unit.json')),
    seconds: unit.seconds,
  });
  component = vitestRun('component', ['component', 'component-isolated']);
  rows.push({
    name: 'component (Vitest, jsdom)',
    counts: vitestCounts(report('vitest-component.json')),
    seconds: component.seconds,
  });
  console.log('\nThe 10 slowest Vitest tests:');
  for (const { ms, title } of vitestSlowest([report('vitest-unit.json'), report('vitest-component.json')]))
    console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${title}`);

  const DIST = 'dist';
  build = buildMock(DIST);
  rows.push({ name: 'mock-mode build', counts: undefined, seconds: build.seconds });

  mock = build.passed
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
  return { passed: true };
});
if (!scaffolded.passed && !unit) console.error('npm test: the scaffolds could not be written (see above)');

const host = run('npx', ['playwright', 'test', '-c', 'playwright.host.config.ts'], {
  E2E_JSON_REPORT: report('e2e-host.json'),
});
rows.push({
  name: 'browser, API host (+ its build)',
  counts: playwrightCounts(report('e2e-host.json')),
  seconds: host.seconds,
});

const conformance = await conformanceStep();
rows.push({
  name: 'API conformance (npm run api)',
  counts: conformance.counts,
  seconds: conformance.seconds,
});

printSummary(rows, (Date.now() - started) / 1000);
printFailures(['vitest-unit.json', 'vitest-component.json', 'e2e.json', 'e2e-host.json'].map(report));
// The conformance step's reasons again, after the table, where a CI log keeps them.
for (const reason of conformance.reasons) console.log(`  failed conformance step: ${reason}`);
const passed =
  scaffolded.passed && [unit, component, build, mock, host, conformance].every((suite) => suite?.passed);
if (!passed) console.error('\nnpm test: FAILED (see the suites above)');
process.exitCode = passed ? 0 : 1;
