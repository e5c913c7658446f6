import { setToken } from './providers/session';

/**
 * A token handed over in the address (?token=... before or inside the hash) is stored, then
 * removed from the address bar so it is not bookmarked or shared.
 */
export function captureUrlToken(
  location: Location = window.location,
  history: History = window.history,
): boolean {
  const outer = new URLSearchParams(location.search);
  const [hashPath, hashQuery = ''] = location.hash.replace(/^#/, '').split('?');
  const inner = new URLSearchParams(hashQuery);
  const token = outer.get('token') ?? inner.get('token');
  if (!token) return false;
  setToken(token);
  outer.delete('token');
  inner.delete('token');
  const search = outer.toString() ? `?${outer}` : '';
  const hash = hashPath || inner.toString() ? `#${hashPath}${inner.toString() ? `?${inner}` : ''}` : '';
  history.replaceState(history.state, '', `${location.pathname}${search}${hash}`);
  return true;
}

/** login.html shows the login screen. */
export function openLoginForLoginHtml(location: Location = window.location): void {
  if (location.pathname.endsWith('/login.html') && !location.hash.startsWith('#/')) location.hash = '#/login';
}
