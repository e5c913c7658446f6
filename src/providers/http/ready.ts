// Mock mode: the embedded API starts beside the first render, not before it. Calls made before it
// is up wait here for it. A build for a real API host registers nothing, and nothing waits.

let starter: (() => Promise<void>) | undefined;
let ready: Promise<void> | undefined;

/** Registers how to start the API calls need (started on the first call or by startApi). */
export function startApiWith(start: () => Promise<void>): void {
  starter = start;
  ready = undefined;
}

/**
 * Starts the registered API once and resolves when it answers. A start that fails is logged and
 * the calls go ahead: each then fails with its own message instead of waiting forever.
 */
export function apiReady(): Promise<void> {
  if (!starter) return Promise.resolve();
  ready ??= starter().catch((error: unknown) => {
    console.error('The embedded API did not start:', error);
  });
  return ready;
}
