import type { AuthProvider } from '@refinedev/core';
import { findPassword, login, logout, userInfo } from '../../calls/calls';
import { call, rearmUnauthorized } from '../http';
import { goToLoginPage } from '../session/loginPage';
import { forgetMenu, prefetchMenu } from '../access/menu';
import { setMenuOwner } from '../access/menuCache';
import { queryClient } from '../data/queryClient';
import { loggedIn } from './afterLogin';
import { finishBeforeSignOut } from './beforeSignOut';
import { clearSession, getToken, getUser, setToken, setUser, type StoredUser } from '../session/session';

/** Loads the profile (GET /saas/userinfo) and stores the four fields the console keeps. */
export async function loadUser(): Promise<StoredUser> {
  const envelope = await call<StoredUser>({ path: userInfo.path, answer: 'userInfo' });
  const profile = envelope.data as StoredUser;
  const user: StoredUser = {
    user_name: profile.user_name,
    company_id: profile.company_id,
    is_admin: Boolean(profile.is_admin),
    user_id: profile.user_id,
  };
  setUser(user);
  return user;
}

/**
 * POST /login and the profile: the new session stored, or the reason it was not. Only a session
 * this attempt stored is cleared on failure: a mistyped password here must not sign out the other
 * tabs, which share the stored token. `fresh` for a login through the form: the query cache is
 * emptied for the new user and what the app starts after a login (afterLogin.ts) starts; signing
 * in again in place keeps both.
 */
async function startSession(email: string, password: string, fresh: boolean): Promise<string | undefined> {
  let stored = false;
  try {
    const envelope = await call<{ token: string }>({
      path: login.path,
      method: login.method,
      body: { email: email.trim(), password },
      silent: true,
      answer: 'login',
    });
    const token = envelope.data?.token;
    if (!token) throw new Error('service error');
    setToken(token);
    setMenuOwner(email);
    stored = true;
    rearmUnauthorized();
    forgetMenu();
    // A new session: no earlier user's rows stay, emptied before this one's first call is asked.
    if (fresh) queryClient.removeQueries();
    // The menu needs only the token: asked for beside the profile, so the shell has both sooner.
    prefetchMenu();
    // Home's report calls beside them (afterLogin.ts), not once Home's code has come and drawn.
    if (fresh) loggedIn();
    await loadUser();
    return undefined;
  } catch (error) {
    if (stored) clearSession();
    return error instanceof Error ? error.message : 'service error';
  }
}

/**
 * Signs in again in place after a 401 (the shell's dialog): the screen and its forms stay, and
 * what they show is read again with the new session. Resolves with the failure's text, if any.
 */
export async function signInAgain(email: string, password: string): Promise<string | undefined> {
  const failure = await startSession(email, password, false);
  if (!failure) void queryClient.invalidateQueries();
  return failure;
}

export const authProvider: AuthProvider = {
  async login({ email, password }: { email: string; password: string }) {
    const failure = await startSession(email, password, true);
    if (failure) return { success: false, error: { name: 'Login failed', message: failure } };
    return { success: true, redirectTo: '/home' };
  },

  async logout() {
    // What waits for Undo's time is sent first, with the token still valid, and answered (bounded).
    await finishBeforeSignOut();
    try {
      await call({ path: logout.path, method: logout.method, silent: true });
    } catch {
      // Logging out locally matters more than the server's answer.
    }
    clearSession();
    forgetMenu();
    goToLoginPage();
    return { success: true };
  },

  async check() {
    if (!getToken()) return { authenticated: false, redirectTo: '/login', logout: true };
    if (!getUser()) {
      prefetchMenu();
      try {
        await loadUser();
      } catch {
        return { authenticated: false, redirectTo: '/login', logout: true };
      }
    }
    return { authenticated: true };
  },

  // The call layer has already logged out on a 401 (once, however many calls fail); Refine must
  // not start a second logout from each failed query.
  async onError() {
    return {};
  },

  async getIdentity() {
    return getUser();
  },

  async forgotPassword({ email }: { email: string }) {
    try {
      await call({
        path: findPassword.path,
        method: findPassword.method,
        body: { email: email.trim() },
        silent: true,
      });
      return { success: true };
    } catch (error) {
      const message = error instanceof Error ? error.message : 'service error';
      return { success: false, error: { name: 'Request failed', message } };
    }
  },
};
