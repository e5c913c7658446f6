import { goToLoginPage } from '../session/loginPage';
import { clearSession } from '../session/session';
import { hasUnsavedWork } from '../router/unsavedWork';

let loggingOut = false;

const toLoginPage = (): void => goToLoginPage();

/** Where a logged-out user is sent; replaced in tests. */
let goToLogin = toLoginPage;

/** Swaps where a logged-out user is sent; with no argument, back to the login page. */
export function setLoginRedirect(redirect: () => void = toLoginPage): void {
  goToLogin = redirect;
}

/** Offers to sign in again in place (the shell's dialog), when one is shown. */
let signInAgain: (() => void) | undefined;

/** The shell registers its sign-in-again dialog; with no argument, none (a 401 then logs out). */
export function setSignInAgain(prompt?: () => void): void {
  signInAgain = prompt;
}

/** Ends the session and goes to the login page (after a 401, or when the user signs out from the dialog). */
export function endSession(): void {
  clearSession();
  goToLogin();
}

/**
 * A 401 ends the session once, however many calls fail together: the first acts, the rest find
 * the flag set; signing in again re-arms it. With a form holding unsaved input, the session is
 * kept on screen and the user is offered to sign in again in place, so nothing typed is lost and
 * the save can be tried again; otherwise the session is cleared and the login page opens.
 */
export function handleUnauthorized(): void {
  if (loggingOut) return;
  loggingOut = true;
  if (signInAgain && hasUnsavedWork()) return signInAgain();
  endSession();
}

/** Resolves the calls waiting for the user to sign in again (whenSignedIn). */
let resume: (() => void) | undefined;
let resumed: Promise<void> | undefined;

/**
 * Resolves at once while the session holds; after a 401 (the sign-in-again dialog open), once the
 * user has signed in again: a change waiting for Undo's time is then sent with the new token, not
 * refused with the expired one. If the session ends instead, it never resolves (what waited is
 * dropped, src/resources/undo/pendingChanges.ts).
 */
export function whenSignedIn(): Promise<void> {
  if (!loggingOut) return Promise.resolve();
  resumed ??= new Promise<void>((resolve) => {
    resume = resolve;
  });
  return resumed;
}

export function rearmUnauthorized(): void {
  loggingOut = false;
  resume?.();
  resume = undefined;
  resumed = undefined;
}
