import { server } from '../../src/mocks/runtime/node';

/**
 * The calls the embedded API has received and not yet answered, by request id. A call the client
 * abandoned (its signal aborted) is not waited for; one whose handler never answers may never
 * report its end, so the map is emptied after each test and cannot hold up the next one.
 *
 * Its own module, not the setup file: Vitest runs a setup file again before each test file, and in
 * a worker that keeps its modules (isolate: false) this listens once, not once more per file.
 */
const inFlight = new Map<string, Request>();
server.events.on('request:start', ({ request, requestId }) => inFlight.set(requestId, request));
for (const ended of ['request:end', 'response:mocked', 'response:bypass', 'unhandledException'] as const)
  server.events.on(ended, ({ requestId }) => inFlight.delete(requestId));
const waitedFor = () => [...inFlight.values()].filter((request) => !request.signal.aborted).length;

/** Resolves once every call is answered, or after `ms` (a slow machine may still be answering). */
export async function callsAnswered(ms = 5_000): Promise<void> {
  const until = Date.now() + ms;
  while (waitedFor() > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 10));
  inFlight.clear();
}
