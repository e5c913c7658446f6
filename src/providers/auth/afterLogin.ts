/**
 * What the app starts as soon as a login through the form has its token, beside the menu and the
 * profile (Home's report calls, pages/home/prefetchHome.ts): the auth provider knows no screen, so
 * the app tells it what to start.
 */
type Start = () => void;

let starts: Start[] = [];

/** Runs `start` after each login's token from now on; returns how to stop. */
export function whenLoggedIn(start: Start): () => void {
  starts = [...starts, start];
  return () => {
    starts = starts.filter((kept) => kept !== start);
  };
}

/** The login has its token (authProvider): what was asked for starts, a failure in one left to it. */
export function loggedIn(): void {
  for (const start of starts) {
    try {
      start();
    } catch {
      // Nothing started here is needed by the login itself.
    }
  }
}
