/**
 * The pieces `npm test` and `npm run test:quick` are made of: run a command and time it, build the
 * console in mock mode with a scaffolded resource in it, and read what each suite reported.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Where the suites' JSON reports go (ignored by git). */
export const REPORTS = path.join(ROOT, '.test-results');

/** Runs a command in the repository, its output shown as it comes; returns whether it passed and its seconds. */
export function run(command, args, env = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'inherit' });
  return { passed: result.status === 0, seconds: (Date.now() - started) / 1000 };
}

/**
 * What the scaffold check writes: a resource (`npm run new:resource`) and a report
 * (`npm run new:report`), named in tests/support/scaffolds.json, which the tests read too.
 */
const NAMES = JSON.parse(readFileSync(path.join(ROOT, 'tests', 'support', 'scaffolds.json'), 'utf8'));
export const SCAFFOLDS = [
  {
    file: path.join(ROOT, 'src', 'schemas', `${NAMES.resource.name}.ts`),
    script: 'scripts/new-resource.mjs',
    name: NAMES.resource.name,
  },
  {
    file: path.join(ROOT, 'src', 'reports', 'configs', `${NAMES.report.name}.ts`),
    script: 'scripts/new-report.mjs',
    name: NAMES.report.name,
  },
];

/**
 * Runs `step` with a freshly scaffolded resource in src/schemas (`npm run new:resource -- gadget`)
 * and report in src/reports/configs (`npm run new:report -- widgetClicks`), and removes both files
 * again whatever happens; returns what `step` returns, or a failure when a file is there already
 * or cannot be written.
 */
export function withScaffold(step) {
  const present = SCAFFOLDS.find(({ file }) => existsSync(file));
  if (present) {
    console.error(`${path.relative(ROOT, present.file)} already exists; remove it before the scaffold check`);
    return { passed: false, seconds: 0 };
  }
  const started = Date.now();
  try {
    for (const { script, name } of SCAFFOLDS)
      if (!run('node', [script, name]).passed)
        return { passed: false, seconds: (Date.now() - started) / 1000 };
    return step();
  } finally {
    for (const { file } of SCAFFOLDS) rmSync(file, { force: true });
  }
}

/** Builds the console in mock mode into `outDir` (with whatever src/schemas holds now). */
export const buildMock = (outDir) =>
  run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn']);

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

/** Tests, passed, failed and skipped of a Vitest JSON report. */
/** A Vitest test that passed on a retry: Vitest keeps the failed attempts' errors. */
const vitestFlaky = (test) => test.status === 'passed' && test.failureMessages?.length > 0;

export function vitestCounts(file) {
  const report = readJson(file);
  const counts = { tests: 0, passed: 0, failed: 0, skipped: 0, flaky: 0 };
  for (const result of report?.testResults ?? []) {
    for (const test of result.assertionResults) {
      counts.tests += 1;
      if (test.status === 'passed') counts.passed += 1;
      else if (test.status === 'failed') counts.failed += 1;
      else counts.skipped += 1;
      if (vitestFlaky(test)) counts.flaky += 1;
    }
  }
  return report ? counts : undefined;
}

/** The slowest tests of Vitest JSON reports. */
export function vitestSlowest(files, count = 10) {
  const tests = [];
  for (const result of files.flatMap((file) => readJson(file)?.testResults ?? []))
    for (const test of result.assertionResults)
      tests.push({ ms: test.duration ?? 0, title: `${path.relative(ROOT, result.name)} › ${test.title}` });
  return tests.sort((a, b) => b.ms - a.ms).slice(0, count);
}

/** Tests, passed, failed and skipped of a Playwright JSON report (a flaky test passed on its retry). */
export function playwrightCounts(file) {
  const stats = readJson(file)?.stats;
  if (!stats) return undefined;
  const failed = stats.unexpected;
  const passed = stats.expected + stats.flaky;
  return {
    tests: passed + failed + stats.skipped,
    passed,
    failed,
    skipped: stats.skipped,
    flaky: stats.flaky,
  };
}

/** The first line of an error message, without its colour codes. */
const firstLine = (message = '') =>
  stripVTControlCharacters(message)
    .split('\n')
    .find((text) => text.trim())
    ?.trim() ?? '';

/** Failed and flaky tests of a Vitest or Playwright JSON report, with their first error line. */
export function failures(file) {
  const report = readJson(file);
  const found = [];
  for (const result of report?.testResults ?? [])
    for (const test of result.assertionResults)
      if (test.status === 'failed' || vitestFlaky(test))
        found.push({
          outcome: test.status === 'failed' ? 'failed' : 'flaky',
          title: `${path.relative(ROOT, result.name)} › ${test.title}`,
          error: firstLine(test.failureMessages?.[0]),
        });
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const failedRun = test.results.find((run) => run.status !== 'passed' && run.status !== 'skipped');
          found.push({
            outcome: test.status === 'flaky' ? 'flaky' : 'failed',
            title: `${spec.file ?? file}:${spec.line} › ${spec.title}`,
            error: firstLine(failedRun?.error?.message),
          });
        }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of report?.suites ?? []) walk(suite, suite.file);
  return found;
}

/**
 * Names every failed and flaky test again after the table: a CI log keeps only its tail, where the
 * suites' own reports of them are long gone.
 */
export function printFailures(files) {
  const found = files.flatMap(failures);
  if (found.length === 0) return;
  console.log('\nFailed and flaky tests:');
  for (const { outcome, title, error } of found)
    console.log(`  ${outcome.padEnd(6)} ${title}\n         ${error}`);
}

/** The per-suite table printed at the end of a run. */
export function printSummary(rows, totalSeconds) {
  const line = (cells) =>
    cells.map((cell, index) => (index === 0 ? String(cell).padEnd(34) : String(cell).padStart(8))).join(' ');
  console.log(`\n${line(['suite', 'tests', 'passed', 'failed', 'skipped', 'seconds'])}`);
  for (const { name, counts, seconds } of rows) {
    const shown = counts ?? { tests: '-', passed: '-', failed: '-', skipped: '-' };
    const flaky = counts?.flaky ? ` (${counts.flaky} flaky, passed on retry)` : '';
    console.log(
      line([name, shown.tests, shown.passed, shown.failed, shown.skipped, seconds.toFixed(1)]) + flaky,
    );
  }
  console.log(line(['total', '', '', '', '', totalSeconds.toFixed(1)]));
}
