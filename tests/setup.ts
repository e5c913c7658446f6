import { cleanup } from '@testing-library/react';
import { createRequire } from 'node:module';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetDb } from '../src/mocks/db';
import { server } from '../src/mocks/node';
import { setPageLeaver } from '../src/providers/loginPage';
import { queryClient } from '../src/providers/queryClient';

// Calls the embedded API has received and not yet answered.
let inFlight = 0;
server.events.on('request:start', () => {
  inFlight += 1;
});
server.events.on('request:end', () => {
  inFlight -= 1;
});

/** Resolves once every call is answered, or after `ms` (a slow machine may still be answering). */
async function callsAnswered(ms = 5_000): Promise<void> {
  const until = Date.now() + ms;
  while (inFlight > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
}

/**
 * After each test nothing may outlive it: a late answer, a query's timers or a toast firing after
 * the test environment is torn down fails the whole run with 'window is not defined'. So: the
 * rendered tree unmounted, every call answered, the query cache (its garbage-collection and retry
 * timers) emptied, and one more turn of the event loop for what those answers scheduled.
 */
async function settle(): Promise<void> {
  cleanup();
  await callsAnswered();
  await queryClient.cancelQueries();
  queryClient.clear();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

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
// Node-environment tests (builds) have no window.
if (typeof window !== 'undefined')
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

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  // jsdom cannot open another document (login.html): a test that cares records the address.
  setPageLeaver(() => undefined);
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
  resetDb();
});
afterEach(async () => {
  await settle();
  server.resetHandlers();
});
afterAll(async () => {
  await settle();
  if (typeof window !== 'undefined') await reactIdle();
  server.close();
});
