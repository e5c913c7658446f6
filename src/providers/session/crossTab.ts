import { STORAGE_KEYS } from '../../config';

/**
 * Keeps every tab of the console on one session. The token and the user profile live in
 * localStorage, which all tabs share; the browser tells the other tabs of each change with a
 * `storage` event. Signing out in one tab sends the others to the login screen; signing in as
 * another user makes them start again as that user (reloading drops the previous user's menu,
 * profile and cached answers at once). A new token for the same user needs nothing: every call
 * reads the token afresh.
 */
export type SessionChange = 'signed-out' | 'other-user' | 'none';

/** Screens shown without a session; a tab there is not signed out again. */
const SIGNED_OUT_ROUTES = ['/login', '/signin', '/saas/login', '/findpwd'];

function userIdOf(stored: string | null): unknown {
  if (!stored) return undefined;
  try {
    return (JSON.parse(stored) as { user_id?: unknown } | null)?.user_id;
  } catch {
    return undefined;
  }
}

/** What another tab's change to localStorage means for this tab's session. */
export function sessionChange(
  event: Pick<StorageEvent, 'key' | 'oldValue' | 'newValue'>,
  tokenNow: string | null,
): SessionChange {
  // key null: the other tab cleared the whole storage.
  if ((event.key === null || event.key === STORAGE_KEYS.token) && !tokenNow) return 'signed-out';
  if (event.key !== STORAGE_KEYS.user || !event.newValue) return 'none';
  return userIdOf(event.newValue) === userIdOf(event.oldValue) ? 'none' : 'other-user';
}

/** The parts of the window this module uses (a fake one in tests). */
export interface TabWindow {
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  localStorage: Storage;
  location: { hash: string; reload(): void };
}

/** Starts following the other tabs' sign-ins and sign-outs; returns the function that stops it. */
export function followOtherTabs(tab: TabWindow = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== tab.localStorage) return;
    const change = sessionChange(event, tab.localStorage.getItem(STORAGE_KEYS.token));
    if (change === 'none') return;
    const route = tab.location.hash.replace(/^#/, '').split('?')[0];
    const signedOutScreen = SIGNED_OUT_ROUTES.includes(route);
    if (change === 'signed-out') {
      if (signedOutScreen) return;
      tab.location.hash = '#/login';
    } else if (signedOutScreen) {
      tab.location.hash = '#/home';
    }
    tab.location.reload();
  };
  tab.addEventListener('storage', onStorage);
  return () => tab.removeEventListener('storage', onStorage);
}
