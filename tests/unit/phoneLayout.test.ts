import { describe, expect, it } from 'vitest';
import { isPhone } from '../../src/theme';

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
});
