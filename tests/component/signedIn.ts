import { afterEach, beforeEach } from 'vitest';
import { ADMIN_EMAIL, prepare, signIn, tidy } from './renderApp';

/**
 * Each test of the file starts signed in (as the admin unless told) with no cached menu or query,
 * and ends with the app unmounted and no toast or modal left (renderScreen.tsx: prepare, signIn, tidy).
 * Call it at the top of a test file, before the file's own hooks.
 */
export function signedInEachTest(email = ADMIN_EMAIL): void {
  beforeEach(async () => {
    prepare();
    await signIn(email);
  });
  afterEach(tidy);
}
