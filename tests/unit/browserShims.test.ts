import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { Cookie, CookieJar, MemoryCookieStore } from '../../src/shims/toughCookie';

const require = createRequire(import.meta.url);
const getSideChannel = require('../../src/shims/sideChannel.cjs') as () => {
  assert(key: unknown): void;
  get(key: unknown): unknown;
  has(key: unknown): boolean;
  set(key: unknown, value: unknown): void;
  delete(key: unknown): boolean;
};

describe('the tough-cookie stand-in (what MSW calls)', () => {
  it('keeps a cookie a response sets and gives it back for the same host only', async () => {
    const jar = new CookieJar(new MemoryCookieStore());
    await jar.setCookie('theme=dark; Path=/; HttpOnly', 'http://localhost:5173/api/login');
    expect(jar.getCookiesSync('http://localhost:5173/other').map(String)).toEqual(['theme=dark']);
    expect(jar.getCookiesSync('http://example.test/')).toEqual([]);
  });

  it('replaces a cookie of the same name and removes one set with Max-Age=0 or a past Expires', async () => {
    const jar = new CookieJar();
    await jar.setCookie('a=1', 'http://localhost/');
    await jar.setCookie('b=2', 'http://localhost/');
    await jar.setCookie('a=3', 'http://localhost/');
    expect(jar.getCookiesSync('http://localhost/').map(String)).toEqual(['a=3', 'b=2']);
    await jar.setCookie('a=; Max-Age=0', 'http://localhost/');
    await jar.setCookie('b=; Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'http://localhost/');
    expect(jar.getCookiesSync('http://localhost/')).toEqual([]);
  });

  it('ignores a header that is not name=value', async () => {
    const jar = new CookieJar();
    await jar.setCookie('no-equals-sign', 'http://localhost/');
    await jar.setCookie('=value', 'http://localhost/');
    expect(jar.getCookiesSync('http://localhost/')).toEqual([]);
  });

  it('round-trips through JSON as MSW persists it, and refuses what is not a cookie', () => {
    const cookie = new Cookie({ key: 'k', value: 'v', domain: 'localhost', path: '/' });
    expect(Cookie.fromJSON(JSON.parse(JSON.stringify(cookie)))).toEqual(cookie);
    expect(Cookie.fromJSON({ key: 'k' })).toBeNull();
    expect(Cookie.fromJSON('k=v')).toBeNull();
    expect(Cookie.fromJSON(null)).toBeNull();
  });
});

describe('the side-channel stand-in (what qs calls)', () => {
  it('stores, finds and deletes values by object key', () => {
    const channel = getSideChannel();
    const key = {};
    expect(channel.has(key)).toBe(false);
    expect(() => channel.assert(key)).toThrow(TypeError);
    channel.set(key, 1);
    expect(channel.has(key)).toBe(true);
    expect(channel.get(key)).toBe(1);
    expect(channel.get({})).toBeUndefined();
    expect(channel.delete(key)).toBe(true);
    expect(channel.has(key)).toBe(false);
  });
});
