import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { AggregationColor } from 'antd/es/color-picker/color';
import { isBright as antdIsBright } from 'antd/es/color-picker/components/ColorPresets';
import { isBright } from '../../src/shims/buttonIsBright';
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

describe("the stand-in for antd's colour presets in its button styles (isBright)", () => {
  // Solid, light, dark, see-through and nearly clear colours, on a light and a dark background:
  // the same answers as antd's own, which the button styles use to pick black or white text.
  const colours = [
    '#1677ff',
    '#ffffff',
    '#000000',
    '#fadb14',
    '#ffe58f',
    '#141414',
    '#52c41a',
    'rgba(255,255,255,0.3)',
    'rgba(0,0,0,0.3)',
    'rgba(250,219,20,0.5)',
    'rgba(22,119,255,0.1)',
  ];
  const backgrounds = ['#ffffff', '#000000', '#141414'];
  const cases = colours.flatMap((colour) => backgrounds.map((background) => [colour, background]));

  it.each(cases)('%s on %s answers as antd does', (colour, background) => {
    const value = new AggregationColor(colour);
    expect(isBright(value, background)).toBe(antdIsBright(value, background));
  });

  it('can tell bright from dark (the comparison can fail)', () => {
    expect(isBright(new AggregationColor('#ffffff'), '#ffffff')).toBe(true);
    expect(isBright(new AggregationColor('#000000'), '#ffffff')).toBe(false);
    expect(isBright(new AggregationColor('rgba(255,255,255,0.3)'), '#000000')).toBe(false);
    expect(isBright(new AggregationColor('rgba(255,255,255,0.3)'), '#ffffff')).toBe(true);
  });
});
