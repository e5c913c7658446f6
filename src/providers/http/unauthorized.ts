import { goToLoginPage } from '../loginPage';
import { clearSession } from '../session';

let loggingOut = false;

const toLoginPage = (): void => goToLoginPage();

/** Where a logged-out user is sent; replaced in tests. */
let goToLogin = toLoginPage;

/** Swaps where a logged-out user is sent; with no argument, back to the login page. */
export function setLoginRedirect(redirect: () => void = toLoginPage): void {
  goToLogin = redirect;
}

/**
 * A 401 logs the user out once, however many calls fail together: the first clears the
 * session and redirects, the rest find the flag set. Logging in again re-arms it.
 */
export function handleUnauthorized(): void {
  if (loggingOut) return;
  loggingOut = true;
  clearSession();
  goToLogin();
}

export function rearmUnauthorized(): void {
  loggingOut = false;
}
