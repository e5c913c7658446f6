import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../src/providers/data/queryClient';
import { takeOfferedToken } from '../../src/providers/session/tokenOffer';
import { captureUrlToken } from '../../src/startup';

function fakeAddress(address: { pathname?: string; search?: string; hash?: string }) {
  const location = { pathname: '/', search: '', hash: '', ...address } as Location;
  const replaceState = vi.fn<History['replaceState']>();
  const history = { state: { from: 'test' }, replaceState } as unknown as History;
  return { location, history, replaceState };
}

describe('captureUrlToken', () => {
  it('stores a ?token= given before the hash and removes it from the address', () => {
    const { location, history, replaceState } = fakeAddress({
      pathname: '/index.html',
      search: '?token=abc&lang=en',
      hash: '#/home',
    });

    expect(captureUrlToken(location, history)).toBe(true);

    expect(localStorage.getItem('token')).toBe('abc');
    expect(replaceState).toHaveBeenCalledTimes(1);
    expect(replaceState).toHaveBeenCalledWith({ from: 'test' }, '', '/index.html?lang=en#/home');
  });

  it('stores a token given inside the hash query and keeps the other parameters', () => {
    const { location, history, replaceState } = fakeAddress({ hash: '#/home?token=abc&x=1' });

    expect(captureUrlToken(location, history)).toBe(true);

    expect(localStorage.getItem('token')).toBe('abc');
    expect(replaceState).toHaveBeenCalledWith({ from: 'test' }, '', '/#/home?x=1');
  });

  it('leaves no empty query behind when the token was the only parameter', () => {
    const { location, history, replaceState } = fakeAddress({
      search: '?token=only',
      hash: '#/home?token=only',
    });

    captureUrlToken(location, history);

    expect(localStorage.getItem('token')).toBe('only');
    expect(replaceState).toHaveBeenCalledWith({ from: 'test' }, '', '/#/home');
  });

  it('does nothing when the address carries no token', () => {
    const { location, history, replaceState } = fakeAddress({ search: '?lang=en', hash: '#/home?x=1' });

    expect(captureUrlToken(location, history)).toBe(false);

    expect(localStorage.getItem('token')).toBeNull();
    expect(replaceState).not.toHaveBeenCalled();
  });
});

describe('a token for another session', () => {
  const previousUser = JSON.stringify({
    user_name: 'Old User',
    company_id: 'c1',
    is_admin: true,
    user_id: 1,
  });

  function signedInAs(token: string) {
    localStorage.setItem('token', token);
    localStorage.setItem('user', previousUser);
    sessionStorage.setItem('siteId', '4001');
    queryClient.setQueryData(['menu-of-old-user'], ['Reports']);
  }

  it('while signed in, changes nothing and offers the token to the shell, which asks first', () => {
    signedInAs('old-token');
    const onSwitch = vi.fn();
    const { location, history, replaceState } = fakeAddress({ search: '?token=new-token', hash: '#/home' });

    expect(captureUrlToken(location, history, onSwitch)).toBe(true);

    expect(localStorage.getItem('token')).toBe('old-token');
    expect(localStorage.getItem('user')).toBe(previousUser);
    expect(sessionStorage.getItem('siteId')).toBe('4001');
    expect(queryClient.getQueryData(['menu-of-old-user'])).toEqual(['Reports']);
    expect(onSwitch).not.toHaveBeenCalled();
    expect(takeOfferedToken()).toBe('new-token');
    expect(takeOfferedToken()).toBeUndefined();
    expect(replaceState).toHaveBeenCalledWith({ from: 'test' }, '', '/#/home');
    queryClient.clear();
  });

  it('with a token but no stored user (not signed in yet), replaces the session and tells onSwitch', () => {
    signedInAs('old-token');
    localStorage.removeItem('user');
    const onSwitch = vi.fn();
    const { location, history } = fakeAddress({ search: '?token=new-token', hash: '#/home' });

    expect(captureUrlToken(location, history, onSwitch)).toBe(true);

    expect(localStorage.getItem('token')).toBe('new-token');
    expect(sessionStorage.getItem('siteId')).toBeNull();
    expect(queryClient.getQueryData(['menu-of-old-user'])).toBeUndefined();
    expect(onSwitch).toHaveBeenCalledTimes(1);
    expect(takeOfferedToken()).toBeUndefined();
  });

  it('keeps the session when the address carries the token already stored', () => {
    signedInAs('same-token');
    const onSwitch = vi.fn();
    const { location, history } = fakeAddress({ hash: '#/home?token=same-token' });

    expect(captureUrlToken(location, history, onSwitch)).toBe(true);

    expect(localStorage.getItem('user')).toBe(previousUser);
    expect(queryClient.getQueryData(['menu-of-old-user'])).toEqual(['Reports']);
    expect(onSwitch).not.toHaveBeenCalled();
    queryClient.clear();
  });
});
