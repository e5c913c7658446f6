import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/mocks/store/db';
import { authProvider } from '../../src/providers/auth/authProvider';
import { rearmUnauthorized, setErrorToast, setLoginRedirect } from '../../src/providers/http';
import { setPageLeaver } from '../../src/providers/session/loginPage';
import { ADMIN_EMAIL, loginAs, PUBLISHER_EMAIL, recordRequests } from './helpers';

beforeEach(() => {
  setErrorToast(vi.fn());
  setLoginRedirect(vi.fn());
  rearmUnauthorized();
});

describe('login', () => {
  it("refuses a wrong password with 'Incorrect email or password'", async () => {
    const result = await authProvider.login({ email: ADMIN_EMAIL, password: 'Wrong@1234' });

    expect(result.success).toBe(false);
    expect(result.error?.message).toBe('Incorrect email or password');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('stores the token of the new session and goes home', async () => {
    const result = await authProvider.login({ email: ADMIN_EMAIL, password: 'Demo@1234' });

    expect(result).toEqual({ success: true, redirectTo: '/home' });
    const token = localStorage.getItem('token');
    expect(token).toBeTruthy();
    expect(db().sessions[token as string]).toBe(1);
  });

  it('stores the user as exactly user_name, company_id, is_admin and user_id', async () => {
    await loginAs(PUBLISHER_EMAIL);

    expect(JSON.parse(localStorage.getItem('user') as string)).toStrictEqual({
      user_name: 'Publisher',
      company_id: 'company_100',
      is_admin: false,
      user_id: 2,
    });
  });

  it('trims the email before sending it', async () => {
    const result = await authProvider.login({ email: `  ${ADMIN_EMAIL}  `, password: 'Demo@1234' });

    expect(result.success).toBe(true);
  });
});

describe('logout', () => {
  it('calls POST /logout with the token, then clears token and user', async () => {
    const token = await loginAs(ADMIN_EMAIL);
    const leftFor = vi.fn<(url: string) => void>();
    setPageLeaver(leftFor);
    const recorder = recordRequests();

    let result: Awaited<ReturnType<typeof authProvider.logout>>;
    try {
      result = await authProvider.logout({});
    } finally {
      recorder.stop();
    }

    expect(recorder.requests).toHaveLength(1);
    expect(recorder.requests[0]).toMatchObject({
      method: 'POST',
      pathname: '/gamebridge-manager/v1/logout',
      authorization: token,
    });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(db().sessions[token]).toBeUndefined();
    // The login page is login.html: the page leaves for it, Refine navigates nowhere.
    expect(result).toEqual({ success: true });
    expect(leftFor).toHaveBeenCalledWith('login.html#/login');
  });
});

describe('check', () => {
  it('is not authenticated without a token and redirects to /login', async () => {
    const result = await authProvider.check();

    expect(result.authenticated).toBe(false);
    expect(result.redirectTo).toBe('/login');
  });

  it('is authenticated after a login', async () => {
    await loginAs(ADMIN_EMAIL);

    expect(await authProvider.check()).toEqual({ authenticated: true });
  });

  it('loads the user when only the token is kept', async () => {
    await loginAs(ADMIN_EMAIL);
    localStorage.removeItem('user');

    expect(await authProvider.check()).toEqual({ authenticated: true });
    expect(JSON.parse(localStorage.getItem('user') as string)).toStrictEqual({
      user_name: 'Admin',
      company_id: 'company_100',
      is_admin: true,
      user_id: 1,
    });
  });

  it('is not authenticated when the kept token is no longer valid', async () => {
    localStorage.setItem('token', 'stale-token');

    const result = await authProvider.check();

    expect(result.authenticated).toBe(false);
    expect(result.redirectTo).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('onError', () => {
  it('leaves a 401 to the call layer, which has already logged out once', async () => {
    expect(await authProvider.onError({ statusCode: 401 })).toEqual({});
  });

  it('keeps the session on other errors', async () => {
    expect(await authProvider.onError({ statusCode: 500 })).toEqual({});
  });
});
