import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetDb } from '../src/mocks/db';
import { server } from '../src/mocks/node';
import { setPageLeaver } from '../src/providers/loginPage';

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
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
