import { describe, expect, it } from 'vitest';
import { isPhone } from '../../src/theme';
import { screensNow } from '../../src/theme/usePhone';

/** A window `width` px wide answering antd's min-width and max-width queries. */
const windowOf = (width: number) => (query: string) => {
  const [, kind, px] = /\((min|max)-width: (\d+)px\)/.exec(query) ?? [];
  return { matches: kind === 'min' ? width >= Number(px) : width <= Number(px) };
};
const TOKEN = { screenXSMax: 575, screenSM: 576, screenMD: 768 };

describe('the phone layout (below antd md, 768 px)', () => {
  it('is a phone at 390 px (xs) and at 600 px (sm), below md', () => {
    expect(isPhone({ xs: true, sm: false, md: false, lg: false, xl: false, xxl: false })).toBe(true);
    expect(isPhone({ xs: false, sm: true, md: false, lg: false, xl: false, xxl: false })).toBe(true);
  });

  it('is not a phone from md up: a tablet, a laptop at 1366 px, a desktop at 1920 px', () => {
    expect(isPhone({ xs: false, sm: true, md: true, lg: false, xl: false, xxl: false })).toBe(false);
    expect(isPhone({ xs: false, sm: true, md: true, lg: true, xl: true, xxl: false })).toBe(false);
    expect(isPhone({ xs: false, sm: true, md: true, lg: true, xl: true, xxl: true })).toBe(false);
  });

  it('is not a phone before antd has measured, nor where no media query matches (jsdom)', () => {
    expect(isPhone({})).toBe(false);
    expect(isPhone({ xs: false, sm: false, md: false, lg: false, xl: false, xxl: false })).toBe(false);
  });

  it("reads the window's breakpoints at once, so the first render of a phone is already a phone's", () => {
    expect(isPhone(screensNow(TOKEN, windowOf(390)))).toBe(true);
    expect(isPhone(screensNow(TOKEN, windowOf(700)))).toBe(true);
    expect(isPhone(screensNow(TOKEN, windowOf(768)))).toBe(false);
    expect(isPhone(screensNow(TOKEN, windowOf(1366)))).toBe(false);
    expect(screensNow(TOKEN, undefined)).toEqual({});
  });
});
