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

export function rearmUnauthorized(): void {
  loggingOut = false;
}
