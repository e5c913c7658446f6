import { SESSION_KEYS } from '../../config';
import { rearmUnauthorized } from '../http';
import { forgetMenu } from '../access/menu';
import { queryClient } from '../data/queryClient';
import { clearSession, setToken } from '../session/session';

/**
 * Starts a new session on a token from the address that differs from the stored one: nothing the
 * previous user's session left (stored user, menu, query caches, chosen site, the 401 latch) is
 * kept, so the user and menu are read again for the new token.
 */
export function replaceSession(token: string): void {
  clearSession();
  Object.values(SESSION_KEYS).forEach((key) => globalThis.sessionStorage?.removeItem(key));
  forgetMenu();
  queryClient.clear();
  rearmUnauthorized();
  setToken(token);
}
