// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { followOtherTabs, sessionChange, type TabWindow } from '../../src/providers/session/crossTab';

const ADMIN = JSON.stringify({ user_id: 1, user_name: 'Admin', company_id: 'company_100', is_admin: true });
const PUBLISHER = JSON.stringify({
  user_id: 2,
  user_name: 'Publisher',
  company_id: 'company_100',
  is_admin: false,
});

describe('sessionChange', () => {
  it('sees a removed token as signed out', () => {
    expect(sessionChange({ key: 'token', oldValue: 'demo-1-a', newValue: null }, null)).toBe('signed-out');
  });

  it('sees a cleared storage without a token as signed out', () => {
    expect(sessionChange({ key: null, oldValue: null, newValue: null }, null)).toBe('signed-out');
  });

  it('sees a profile of another user as another user', () => {
    expect(sessionChange({ key: 'user', oldValue: ADMIN, newValue: PUBLISHER }, 'demo-2-b')).toBe(
      'other-user',
    );
  });

  it('sees a profile stored after a sign-out as another user', () => {
    expect(sessionChange({ key: 'user', oldValue: null, newValue: ADMIN }, 'demo-1-b')).toBe('other-user');
  });

  it('ignores a new token or profile of the same user', () => {
    expect(sessionChange({ key: 'token', oldValue: 'demo-1-a', newValue: 'demo-1-b' }, 'demo-1-b')).toBe(
      'none',
    );
    expect(sessionChange({ key: 'user', oldValue: ADMIN, newValue: ADMIN }, 'demo-1-b')).toBe('none');
  });

  it('ignores the other keys', () => {
    expect(sessionChange({ key: 'SIDER_COLLAPSED', oldValue: null, newValue: 'true' }, 'demo-1-a')).toBe(
      'none',
    );
  });
});

/** A tab at `hash` whose storage events come from `storage`. */
function fakeTab(hash: string) {
  const listeners: ((event: StorageEvent) => void)[] = [];
  const tab: TabWindow = {
    addEventListener: (_type, listener) => listeners.push(listener),
    removeEventListener: (_type, listener) => listeners.splice(listeners.indexOf(listener), 1),
    localStorage,
    location: { hash, reload: vi.fn() },
  };
  const otherTabWrites = (key: string, oldValue: string | null, newValue: string | null) => {
    if (newValue === null) localStorage.removeItem(key);
    else localStorage.setItem(key, newValue);
    const event = new StorageEvent('storage', { key, oldValue, newValue, storageArea: localStorage });
    listeners.forEach((listener) => listener(event));
  };
  return { tab, listeners, otherTabWrites };
}

describe('followOtherTabs', () => {
  it('sends a signed-in tab to the login screen when another tab signs out', () => {
    localStorage.setItem('token', 'demo-1-a');
    const { tab, otherTabWrites } = fakeTab('#/account/channel');
    followOtherTabs(tab);
    otherTabWrites('token', 'demo-1-a', null);
    expect(tab.location.hash).toBe('#/login');
    expect(tab.location.reload).toHaveBeenCalledTimes(1);
  });

  it('leaves a tab on the login screen where it is when another tab signs out', () => {
    const { tab, otherTabWrites } = fakeTab('#/login');
    followOtherTabs(tab);
    otherTabWrites('token', 'demo-1-a', null);
    expect(tab.location.hash).toBe('#/login');
    expect(tab.location.reload).not.toHaveBeenCalled();
  });

  it('starts again as the new user on the same screen when another tab signs in as someone else', () => {
    const { tab, otherTabWrites } = fakeTab('#/report/revenue');
    followOtherTabs(tab);
    otherTabWrites('token', 'demo-1-a', 'demo-2-b');
    expect(tab.location.reload).not.toHaveBeenCalled();
    otherTabWrites('user', ADMIN, PUBLISHER);
    expect(tab.location.hash).toBe('#/report/revenue');
    expect(tab.location.reload).toHaveBeenCalledTimes(1);
  });

  it('opens Home in a tab on the login screen when another tab signs in', () => {
    const { tab, otherTabWrites } = fakeTab('#/login?to=%2Fhome');
    followOtherTabs(tab);
    otherTabWrites('token', null, 'demo-2-b');
    otherTabWrites('user', null, PUBLISHER);
    expect(tab.location.hash).toBe('#/home');
    expect(tab.location.reload).toHaveBeenCalledTimes(1);
  });

  it('stops following when asked', () => {
    const { tab, listeners } = fakeTab('#/home');
    const stop = followOtherTabs(tab);
    expect(listeners).toHaveLength(1);
    stop();
    expect(listeners).toHaveLength(0);
  });
});
