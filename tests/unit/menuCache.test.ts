import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { forgetKnownMenuPaths, setKnownMenuPaths, type MenuItem } from '../../src/providers/access/menu';
import { cachedMenu, rememberMenu, setMenuOwner } from '../../src/providers/access/menuCache';
import { clearSession, setToken } from '../../src/providers/session/session';

const menu = (...paths: string[]): MenuItem[] =>
  paths.map((path, index) => ({ id: index + 1, name: path.slice(1), path, sort: index + 1 }));

// The unit tests share one module graph (isolate: false): the small route tree set here must not
// outlive this file, or a later file's admin loses every screen it does not name.
afterAll(forgetKnownMenuPaths);

describe('the menu kept from the last session', () => {
  beforeEach(() => {
    localStorage.clear();
    setKnownMenuPaths(['/home', '/integration', '/account', '/account/channel']);
  });

  it("is kept per user, by the login's email whatever its case and spaces", () => {
    setToken('t1');
    setMenuOwner(' Publisher@Demo.test ');
    rememberMenu(menu('/home', '/integration'));
    setToken('t2');
    setMenuOwner('admin@demo.test');
    rememberMenu(menu('/home'));
    expect(cachedMenu('publisher@demo.test')?.map((item) => item.path)).toEqual(['/home', '/integration']);
    expect(cachedMenu('ADMIN@demo.test')?.map((item) => item.path)).toEqual(['/home']);
    expect(cachedMenu()?.map((item) => item.path)).toEqual(['/home']);
    expect(cachedMenu('someone@demo.test')).toBeUndefined();
  });

  it('has no owner for a token handed over or once the session ends: nothing is kept or shown then', () => {
    setToken('t1');
    setMenuOwner('publisher@demo.test');
    rememberMenu(menu('/home'));
    setToken('handed-over');
    expect(cachedMenu()).toBeUndefined();
    rememberMenu(menu('/home', '/integration'));
    expect(cachedMenu('publisher@demo.test')?.map((item) => item.path)).toEqual(['/home']);
    setMenuOwner('publisher@demo.test');
    clearSession();
    expect(cachedMenu()).toBeUndefined();
  });

  it('keeps the last five users', () => {
    for (const user of ['a', 'b', 'c', 'd', 'e', 'f']) {
      setMenuOwner(`${user}@demo.test`);
      rememberMenu(menu('/home'));
    }
    expect(cachedMenu('a@demo.test')).toBeUndefined();
    expect(cachedMenu('b@demo.test')).toHaveLength(1);
    expect(cachedMenu('f@demo.test')).toHaveLength(1);
  });

  it('shows only what could be a menu, and only the screens this console has', () => {
    setMenuOwner('publisher@demo.test');
    localStorage.setItem('console.menus', '{not json');
    expect(cachedMenu()).toBeUndefined();
    localStorage.setItem('console.menus', JSON.stringify([['publisher@demo.test', [{ path: '/home' }]]]));
    expect(cachedMenu()).toBeUndefined();
    rememberMenu([...menu('/home'), { id: 9, name: 'Elsewhere', path: 'https://example.com/', sort: 0 }]);
    expect(cachedMenu()?.map((item) => item.path)).toEqual(['/home']);
  });
});
