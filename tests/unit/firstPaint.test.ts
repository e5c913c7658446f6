// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markFirstPaint, showsPrerenderedLogin } from '../../src/prerender/firstPaintScript';

/** A window with the given address; storage is jsdom's, cleared before each test. */
function fakeWindow(address: { pathname?: string; search?: string; hash?: string }) {
  const location = { pathname: '/', search: '', hash: '', ...address } as Location;
  const replaceState = vi.fn<History['replaceState']>();
  const html = document.createElement('html');
  const win = {
    location,
    history: { state: null, replaceState } as unknown as History,
    document: { documentElement: html },
    localStorage: window.localStorage,
  } as unknown as Window;
  return { win, html, replaceState };
}

const firstPaint = (html: HTMLElement) => html.getAttribute('data-first-paint');

describe('markFirstPaint', () => {
  afterEach(() => localStorage.clear());

  it.each(['#/login', '#/signin', '#/saas/login', '#/login?from=x'])('shows the card on %s', (hash) => {
    const { win, html, replaceState } = fakeWindow({ hash });
    markFirstPaint(win);
    expect(firstPaint(html)).toBe('login');
    expect(replaceState).not.toHaveBeenCalled();
  });

  it.each([
    ['#/login', '/'],
    ['', '/console/login.html'],
  ])(
    'a signed-in user on the login page (%s %s) gets no card: the console sends them home',
    (hash, pathname) => {
      localStorage.setItem('token', 'abc');
      const { win, html, replaceState } = fakeWindow({ hash, pathname });
      markFirstPaint(win);
      expect(firstPaint(html)).toBe('app');
      expect(replaceState).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['dark', false],
    [null, true],
  ])('a dark theme (chosen %s, system dark) leaves the light card to the console', (chosen, systemDark) => {
    if (chosen) localStorage.setItem('console.colorScheme', chosen);
    const { win, html } = fakeWindow({ hash: '#/login' });
    (win as unknown as { matchMedia: (q: string) => { matches: boolean } }).matchMedia = () => ({
      matches: systemDark,
    });
    markFirstPaint(win);
    expect(firstPaint(html)).toBe('app');
  });

  it('shows the card on login.html without a route', () => {
    const { win, html } = fakeWindow({ pathname: '/console/login.html' });
    markFirstPaint(win);
    expect(firstPaint(html)).toBe('login');
  });

  it('a screen with a stored token is left to the console', () => {
    localStorage.setItem('token', 'abc');
    const { win, html, replaceState } = fakeWindow({ hash: '#/home' });
    markFirstPaint(win);
    expect(firstPaint(html)).toBe('app');
    expect(replaceState).not.toHaveBeenCalled();
  });

  it.each([
    ['/c/', '/c/login.html?lang=en#/login'],
    ['/c/index.html', '/c/login.html?lang=en#/login'],
  ])(
    'a screen without a token goes to login.html at once (%s), in the same folder, query kept',
    (pathname, to) => {
      const { win, html, replaceState } = fakeWindow({ pathname, search: '?lang=en', hash: '#/home' });
      markFirstPaint(win);
      expect(firstPaint(html)).toBe('login');
      expect(replaceState).toHaveBeenCalledWith(null, '', to);
    },
  );

  it.each([
    ['?token=abc', '#/home'],
    ['', '#/home?token=abc'],
  ])('a token handed over in the address (%s%s) is left to the console', (search, hash) => {
    const { win, html, replaceState } = fakeWindow({ search, hash });
    markFirstPaint(win);
    expect(firstPaint(html)).toBe('app');
    expect(replaceState).not.toHaveBeenCalled();
  });

  it.each([
    ['/', '', '#/saas/login?token=abc'],
    ['/console/login.html', '?token=abc', '#/saas/login'],
    ['/console/login.html', '?token=abc', ''],
    ['/', '?token=abc', '#/login'],
  ])(
    'a token handed over on the login page (%s%s%s) gets no card: the console signs in at once',
    (pathname, search, hash) => {
      const { win, html, replaceState } = fakeWindow({ pathname, search, hash });
      markFirstPaint(win);
      expect(firstPaint(html)).toBe('app');
      expect(replaceState).not.toHaveBeenCalled();
    },
  );

  it('the find-password page is not the login card, with or without a token', () => {
    const { win, html, replaceState } = fakeWindow({ hash: '#/findpwd' });
    markFirstPaint(win);
    expect(firstPaint(html)).toBe('app');
    expect(replaceState).not.toHaveBeenCalled();
  });
});

describe('showsPrerenderedLogin', () => {
  it('needs both the prerendered card and the login decision', () => {
    const html = document.createElement('html');
    const root = document.createElement('div');
    html.setAttribute('data-first-paint', 'login');
    expect(showsPrerenderedLogin(root, html)).toBe(false);
    root.setAttribute('data-prerendered', '');
    expect(showsPrerenderedLogin(root, html)).toBe(true);
    html.setAttribute('data-first-paint', 'app');
    expect(showsPrerenderedLogin(root, html)).toBe(false);
  });
});
