// npm test's summary (scripts/test/steps.mjs) reads Vitest's JSON report: a test that passed only on
// its retry counts as flaky and is named, as Playwright's flaky tests are.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the test scripts, without types.
import { failures, vitestCounts } from '../../scripts/test/steps.mjs';

function vitestReport(results: { title: string; status: string; failureMessages: string[] }[]) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'summary-')), 'vitest.json');
  writeFileSync(
    file,
    JSON.stringify({ testResults: [{ name: '/repo/tests/a.test.ts', assertionResults: results }] }),
  );
  return file;
}

describe("npm test's summary of a Vitest report", () => {
  const file = vitestReport([
    { title: 'steady', status: 'passed', failureMessages: [] },
    {
      title: 'on its retry',
      status: 'passed',
      failureMessages: ['AssertionError: expected 1 to be 2\n    at x'],
    },
    { title: 'broken', status: 'failed', failureMessages: ['Error: Unable to find role="table"\n    at y'] },
  ]);

  it('counts a test that passed on its retry as passed and flaky', () => {
    expect(vitestCounts(file)).toEqual({ tests: 3, passed: 2, failed: 1, skipped: 0, flaky: 1 });
  });

  it('names the flaky and the failed tests with their first error line', () => {
    const found = (failures(file) as { outcome: string; title: string; error: string }[]).map(
      ({ outcome, title, error }) => [outcome, title.split(' › ')[1], error],
    );
    expect(found).toEqual([
      ['flaky', 'on its retry', 'AssertionError: expected 1 to be 2'],
      ['failed', 'broken', 'Error: Unable to find role="table"'],
    ]);
  });
});
