import { describe, expect, it } from 'vitest';
import { leaveLoginHtml } from '../../src/providers/session/loginPage';

/** A location and a history that record replaceState, as the browser's would. */
function page(href: string) {
  let url = new URL(href);
  const calls: unknown[][] = [];
  const location = {
    get pathname() {
      return url.pathname;
    },
    get search() {
      return url.search;
    },
    get hash() {
      return url.hash;
    },
  } as Location;
  const history = {
    state: { idx: 3, key: 'k' },
    replaceState(...args: unknown[]) {
      calls.push(args);
      url = new URL(String(args[2]), url);
    },
  } as unknown as History;
  return { location, history, calls, href: () => url.href };
}

describe('leaveLoginHtml', () => {
  it('turns login.html into the folder (index.html), route and query kept, history state kept', () => {
    const at = page('http://console.example/login.html?lang=en#/home?x=1');
    leaveLoginHtml(at.location, at.history);
    expect(at.href()).toBe('http://console.example/?lang=en#/home?x=1');
    expect(at.calls[0][0]).toEqual({ idx: 3, key: 'k' });
  });

  it('keeps a console served from a folder in that folder', () => {
    const at = page('http://host.example/console/login.html#/siteManager/siteList');
    leaveLoginHtml(at.location, at.history);
    expect(at.href()).toBe('http://host.example/console/#/siteManager/siteList');
  });

  it('leaves any other page alone', () => {
    const at = page('http://console.example/#/home');
    leaveLoginHtml(at.location, at.history);
    expect(at.calls).toEqual([]);
  });
});
