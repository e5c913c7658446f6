import { afterEach, beforeEach } from 'vitest';
import { DEMO_PASSWORD } from '../../src/mocks/store/seed';
import { call } from '../../src/providers/http';
import { ADMIN_EMAIL, prepare, signIn, tidy } from './renderApp';

/**
 * Each test of the file starts with no cached menu or query, signed out (the test signs in as whom
 * it needs), and ends with the app unmounted and no toast or modal left (renderApp.tsx: prepare,
 * tidy). Call it at the top of a test file, before the file's own hooks.
 */
export function freshEachTest(): void {
  beforeEach(prepare);
  afterEach(tidy);
}

/** As freshEachTest, and each test starts signed in (as the admin unless told). */
export function signedInEachTest(email = ADMIN_EMAIL): void {
  freshEachTest();
  beforeEach(() => signIn(email));
}

/** A token of the embedded API for this user, without signing in with it. */
export async function tokenOf(email: string): Promise<string> {
  const envelope = await call<{ token: string }>({
    path: '/login',
    method: 'POST',
    body: { email, password: DEMO_PASSWORD },
    silent: true,
  });
  return envelope.data!.token;
}
