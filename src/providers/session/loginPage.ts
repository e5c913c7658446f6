/** The login page is login.html (spec): where a signed-out user, a 401 and Logout all lead. */
export const LOGIN_HTML = 'login.html';
export const LOGIN_PAGE_URL = `${LOGIN_HTML}#/login`;

/** Leaves the page for another document; replaced in tests (jsdom cannot navigate). */
let leave = (url: string): void => window.location.replace(url);

export function setPageLeaver(leaver: (url: string) => void): void {
  leave = leaver;
}

export const onLoginHtml = (pathname: string = window.location.pathname): boolean =>
  pathname.endsWith(`/${LOGIN_HTML}`);

/** Opens login.html (relative to the console's own folder), replacing the current entry. */
export function goToLoginPage(): void {
  leave(LOGIN_PAGE_URL);
}

/**
 * Once signed in, the console goes on at its main page: an address on login.html (where the
 * login screen was) becomes the folder's own (index.html), route and query kept. Both pages run
 * the same bundle, so only the address changes: no page load, and a reload opens index.html.
 */
export function leaveLoginHtml(
  location: Location = window.location,
  history: History = window.history,
): void {
  if (!onLoginHtml(location.pathname)) return;
  const main = location.pathname.slice(0, -LOGIN_HTML.length);
  history.replaceState(history.state, '', `${main}${location.search}${location.hash}`);
}
