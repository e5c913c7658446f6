import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../src/mocks/store/db';
import { server } from '../../src/mocks/runtime/node';
import { forgetMenu, loadMenu } from '../../src/providers/access/menu';
import { authProvider } from '../../src/providers/auth/authProvider';
import { rearmUnauthorized, setErrorToast, setLoginRedirect } from '../../src/providers/http';
import { setPageLeaver } from '../../src/providers/session/loginPage';
import { ADMIN_EMAIL, loginAs, PUBLISHER_EMAIL, recordRequests } from './helpers';

const MENU = '/gamebridge-manager/v1/menu';
const USER_INFO = '/gamebridge-manager/v1/saas/userinfo';

/** The embedded API's requests and answers in the order they happened ('sent /menu', 'answered /menu'...). */
function recordOrder(): { events: string[]; stop: () => void } {
  const events: string[] = [];
  const sent = ({ request }: { request: Request }) => events.push(`sent ${new URL(request.url).pathname}`);
  const answered = ({ request }: { request: Request }) =>
    events.push(`answered ${new URL(request.url).pathname}`);
  server.events.on('request:start', sent);
  server.events.on('response:mocked', answered);
  return {
    events,
    stop: () => {
      server.events.removeListener('request:start', sent);
      server.events.removeListener('response:mocked', answered);
    },
  };
}

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

  it('asks for the menu beside the profile, before the profile has answered', async () => {
    forgetMenu();
    const order = recordOrder();
    try {
      await loginAs(ADMIN_EMAIL);
      await loadMenu();
    } finally {
      order.stop();
    }

    const menuSent = order.events.indexOf(`sent ${MENU}`);
    expect(menuSent).toBeGreaterThan(order.events.indexOf('answered /gamebridge-manager/v1/login'));
    expect(menuSent).toBeLessThan(order.events.indexOf(`answered ${USER_INFO}`));
    // The shell's later reads take the menu asked for at login: one call.
    expect(order.events.filter((event) => event === `sent ${MENU}`)).toHaveLength(1);
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

  it('asks for the menu beside the user when only the token is kept', async () => {
    await loginAs(ADMIN_EMAIL);
    await loadMenu();
    forgetMenu();
    localStorage.removeItem('user');
    const order = recordOrder();
    try {
      await authProvider.check();
    } finally {
      order.stop();
    }

    expect(order.events.indexOf(`sent ${MENU}`)).toBeGreaterThan(-1);
    expect(order.events.indexOf(`sent ${MENU}`)).toBeLessThan(order.events.indexOf(`answered ${USER_INFO}`));
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
