import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetDb } from '../../src/mocks/store/db';
import { server } from '../../src/mocks/runtime/node';
import { i18n } from '../../src/i18n';
// i18next, which the browser loads only for a language other than English (src/i18n/engine.ts):
// the tests switch languages from file to file, so it is there from the start.
import '../../src/i18n/engine';
import dayjs from 'dayjs';
import { rearmUnauthorized, setErrorToast, setLoginRedirect, setSignInAgain } from '../../src/providers/http';
import { setPageLeaver } from '../../src/providers/session/loginPage';
import { forgetMenu } from '../../src/providers/access/menu';
import { queryClient } from '../../src/providers/data/queryClient';
import { forgetToaster } from '../../src/providers/notifications/toaster';
import { takeOfferedToken } from '../../src/providers/session/tokenOffer';
import { forgetRuns } from '../../src/resources/actions/actionRuns';
import { setUndoDelay } from '../../src/resources/undo/undoDelay';
import { callsAnswered } from './callsInFlight';
import { installMemoryStorage } from './memoryStorage';

/**
 * Every test file, Node or jsdom: the embedded API answers over msw/node from a fresh seed, storage
 * starts empty, and nothing a test started outlives it.
 */
installMemoryStorage();

// The console calls its API by path ('/gamebridge-manager/v1/…'), which a page resolves against its
// own address. Node's fetch resolves a path against this origin (undici's global origin, the one
// its setGlobalOrigin sets); jsdom pages live at the same address.
const PAGE_ORIGIN = 'http://localhost:3000';
const UNDICI_GLOBAL_ORIGIN = Symbol.for('undici.globalOrigin.1');
if (typeof window === 'undefined')
  Object.assign(globalThis, { [UNDICI_GLOBAL_ORIGIN]: new URL(PAGE_ORIGIN) });

/**
 * Every call answered, the query cache (its garbage-collection and retry timers) emptied, and one
 * more turn of the event loop for what those answers scheduled.
 */
export async function settleCalls(): Promise<void> {
  await callsAnswered();
  await queryClient.cancelQueries();
  queryClient.clear();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  // No test may leave the page (jsdom cannot open login.html): a test that cares records the address.
  setPageLeaver(() => undefined);
  // What a test may have swapped or set, back as the app starts: files share one module graph per
  // worker (isolate: false), so a file must not inherit the last one's state.
  setErrorToast();
  setLoginRedirect();
  setSignInAgain();
  rearmUnauthorized();
  forgetMenu();
  forgetToaster();
  takeOfferedToken();
  forgetRuns();
  // Deletes and status changes are sent at once; tests of Undo ask for a delay themselves.
  setUndoDelay(0);
  if (i18n.language !== 'en') void i18n.changeLanguage('en');
  dayjs.locale('en');
  localStorage.clear();
  sessionStorage.clear();
  resetDb();
});
afterEach(async () => {
  await settleCalls();
  server.resetHandlers();
});
afterAll(async () => {
  await settleCalls();
  server.close();
});
