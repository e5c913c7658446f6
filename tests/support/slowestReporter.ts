import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Prints the ten slowest tests of the run, after Playwright's own report. */
export default class SlowestReporter implements Reporter {
  private readonly durations: { title: string; ms: number }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = test.location.file.replace(/^.*\/tests\//, 'tests/');
    this.durations.push({ title: `${file} › ${test.title}`, ms: result.duration });
  }

  onEnd(_result: FullResult): void {
    const slowest = [...this.durations].sort((a, b) => b.ms - a.ms).slice(0, 10);
    if (!slowest.length) return;
    console.log('\nThe 10 slowest tests:');
    for (const { title, ms } of slowest) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${title}`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
