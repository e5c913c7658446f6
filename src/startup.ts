import { replaceSession } from './providers/auth/replaceSession';
import { getToken, getUser } from './providers/session/session';
import { offerToken } from './providers/session/tokenOffer';

/**
 * A token handed over in the address (?token=... before or inside the hash) is removed from the
 * address bar so it is not bookmarked or shared. With no one signed in it is stored, and `onSwitch`
 * runs (a page already showing a screen reloads). While someone is signed in, a token other than
 * theirs is only offered: the shell checks whose it is and asks before switching (tokenOffer.ts).
 */
export function captureUrlToken(
  location: Location = window.location,
  history: History = window.history,
  onSwitch: () => void = () => undefined,
): boolean {
  const outer = new URLSearchParams(location.search);
  const [hashPath, hashQuery = ''] = location.hash.replace(/^#/, '').split('?');
  const inner = new URLSearchParams(hashQuery);
  const token = outer.get('token') ?? inner.get('token');
  if (!token) return false;
  const switched = token !== getToken();
  const signedIn = Boolean(getToken() && getUser());
  if (switched && signedIn) offerToken(token);
  else if (switched) replaceSession(token);
  outer.delete('token');
  inner.delete('token');
  const search = outer.toString() ? `?${outer}` : '';
  const hash = hashPath || inner.toString() ? `#${hashPath}${inner.toString() ? `?${inner}` : ''}` : '';
  history.replaceState(history.state, '', `${location.pathname}${search}${hash}`);
  if (switched && !signedIn) onSwitch();
  return true;
}

/**
 * A token pasted into the address of an open console (only the hash changes, so no new page
 * load) replaces the session too: the page reloads so that no screen keeps the previous user.
 */
export function watchUrlToken(target: Window = window): void {
  target.addEventListener('hashchange', () =>
    captureUrlToken(target.location, target.history, () => target.location.reload()),
  );
}

/** login.html shows the login screen. */
export function openLoginForLoginHtml(location: Location = window.location): void {
  if (location.pathname.endsWith('/login.html') && !location.hash.startsWith('#/')) location.hash = '#/login';
}
