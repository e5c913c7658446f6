import { createRequire } from 'node:module';
import { afterAll, afterEach } from 'vitest';
import { settleCalls } from './api';

/**
 * jsdom test files (components, and the unit tests that need a DOM), after tests/setup/api.ts;
 * in Node it does nothing (and loads no Testing Library). Vitest runs after-hooks in reverse
 * order, so these run before that file's.
 */
const inDom = typeof window !== 'undefined';
const { cleanup } = inDom ? await import('@testing-library/react') : { cleanup: () => undefined };

/**
 * React's scheduler, the copy react-dom uses (Node's module cache). A commit schedules its passive
 * effects as a scheduler task; one still queued when the file's test environment is torn down
 * runs without a window and fails the whole run ('window is not defined', at random on a loaded
 * machine). An idle-priority task runs only after every task queued before it.
 */
const scheduler = createRequire(import.meta.url)('scheduler') as {
  unstable_scheduleCallback: (priority: number, callback: () => null) => unknown;
  unstable_IdlePriority: number;
};
const schedulerDrained = () =>
  new Promise<void>((resolve) =>
    scheduler.unstable_scheduleCallback(scheduler.unstable_IdlePriority, () => {
      resolve();
      return null;
    }),
  );

/** Before the environment goes: React's queued work done, and short timers given time to fire and commit. */
async function reactIdle(): Promise<void> {
  for (let round = 0; round < 3; round += 1) {
    await schedulerDrained();
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
}

// antd reads matchMedia (responsive grid) and getComputedStyle for scrollbars; jsdom lacks the first.
if (inDom)
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });

// After each test nothing rendered may outlive it: a late answer or a toast firing after the
// environment is torn down fails the whole run with 'window is not defined'.
if (inDom) {
  afterEach(() => cleanup());
  afterAll(async () => {
    cleanup();
    await settleCalls();
    await reactIdle();
  });
}
