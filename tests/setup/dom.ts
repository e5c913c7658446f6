import { createRequire } from 'node:module';
import { afterAll, afterEach } from 'vitest';
import { settleCalls } from './api';

/**
 * jsdom test files (components, and the unit tests that need a DOM), after tests/setup/api.ts;
 * in Node it does nothing (and loads no Testing Library). Vitest runs after-hooks in reverse
 * order, so these run before that file's.
 */
const inDom = typeof window !== 'undefined';
const testingLibrary = inDom ? await import('@testing-library/react') : undefined;
const cleanup = () => testingLibrary?.cleanup();
const antd = inDom ? await import('antd') : undefined;

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
// The page asks for reduced motion, as the browser tests do: the console then turns antd's motion
// off itself (src/theme/useReducedMotion.ts), besides the harness's own setting.
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
if (inDom)
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => ({
      matches: query === REDUCED_MOTION,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });

/**
 * A query that finds nothing says so with the page's markup, as Testing Library does, but writes
 * that markup only when the message is read. A `findBy…` or `waitFor` query fails on every poll
 * until the element shows, and printing the whole page each time was 7% of a screen test's time;
 * the message of the failure that ends a test is read as it ends, with the page as it is then.
 */
testingLibrary?.configure({
  getElementError(message, container) {
    const error = new Error();
    error.name = 'TestingLibraryElementError';
    let full: string | undefined;
    Object.defineProperty(error, 'message', {
      configurable: true,
      get: () =>
        (full ??= [
          message,
          `Ignored nodes: comments, ${testingLibrary.getConfig().defaultIgnore}\n${testingLibrary.prettyDOM(container)}`,
        ]
          .filter(Boolean)
          .join('\n\n')),
    });
    return error;
  },
});

/**
 * The page as a fresh one: the files of a worker share one jsdom window (isolate: false), so what
 * a test left in it (antd's static toasts and modals, the theme and language marks on <html>, the
 * address) is taken away before the next test, in this file or the next.
 */
function freshPage(): void {
  antd?.message.destroy();
  antd?.notification.destroy();
  antd?.Modal.destroyAll();
  const html = document.documentElement;
  for (const name of html.getAttributeNames()) html.removeAttribute(name);
  document.title = '';
  window.history.replaceState(null, '', '/');
}

// After each test nothing rendered may outlive it: a late answer or a toast firing after the
// environment is torn down fails the whole run with 'window is not defined'.
if (inDom) {
  afterEach(() => {
    cleanup();
    freshPage();
  });
  afterAll(async () => {
    cleanup();
    await settleCalls();
    await reactIdle();
  });
}
