import { getResponse, http, type RequestHandler } from 'msw';
import type { DataStore } from '../store/dataStore';

/**
 * The embedded API's handlers as one handler whose calls run one at a time across the browser's
 * tabs (DataStore.exclusive). MSW runs the handlers inside each page, so every tab has its own
 * copy of the data in memory; running each call alone, after adopting what another tab stored,
 * keeps one data set (no id handed out twice, nothing lost on reload). Requests no handler
 * answers (the page's own files) pass through without waiting.
 */
export function sharedCalls(handlers: RequestHandler[], store: DataStore): RequestHandler {
  return http.all('*', async ({ request }) => {
    const matches = await Promise.all(handlers.map((handler) => handler.test({ request })));
    if (!matches.includes(true)) return undefined;
    return store.exclusive(() => getResponse(handlers, request));
  });
}
