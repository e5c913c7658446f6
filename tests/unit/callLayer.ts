import { expect, vi } from 'vitest';
import { CallError, rearmUnauthorized, setErrorToast, setLoginRedirect } from '../../src/providers/http';

/** The call bases, as MSW paths. */
export const MAIN = '*/gamebridge-manager/v1';
export const V2 = '*/gamebridge/v2';

/** The call layer's message for an answer it cannot read, written out: the tests check the text. */
export const CANNOT_READ = 'The server sent an answer the console cannot read';

/**
 * The call layer as each test of the call layer starts it (call in a beforeEach): fresh spies for
 * its error toast and its login redirect, the 401 handling armed again, and a session token, since
 * every call but login and find-password needs one (the tests that need none remove it).
 */
export function armCallLayer() {
  const toast = vi.fn<(text: string) => void>();
  const redirect = vi.fn<() => void>();
  setErrorToast(toast);
  setLoginRedirect(redirect);
  rearmUnauthorized();
  localStorage.setItem('token', 'token-of-the-tests');
  return { toast, redirect };
}

export type CallLayerSpies = ReturnType<typeof armCallLayer>;

/** The CallError a call fails with (the test fails when the call succeeds or fails otherwise). */
export async function failureOf(promise: Promise<unknown>): Promise<CallError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(CallError);
  return error as CallError;
}
