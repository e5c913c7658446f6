// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { themeFor } from '../../src/theme';
import { useReducedMotion } from '../../src/theme/useReducedMotion';

describe('reduced motion', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps antd motion by default and turns it off when the user asks for reduced motion', () => {
    expect(themeFor('light').token?.motion).toBeUndefined();
    expect(themeFor('light', true).token?.motion).toBe(false);
    expect(themeFor('dark', true).token?.motion).toBe(false);
    // The rest of the theme is the same: only the motion changes.
    expect({ ...themeFor('dark', true).token, motion: undefined }).toEqual({
      ...themeFor('dark').token,
      motion: undefined,
    });
    expect(themeFor('dark', true).algorithm).toBe(themeFor('dark').algorithm);
    // The same object each time, so antd does not recompute its styles on every render.
    expect(themeFor('light', true)).toBe(themeFor('light', true));
  });

  it("reads the system's prefers-reduced-motion", () => {
    const asked: string[] = [];
    for (const matches of [true, false]) {
      vi.stubGlobal('matchMedia', (query: string) => {
        asked.push(query);
        return { matches, addEventListener: () => undefined, removeEventListener: () => undefined };
      });
      expect(renderHook(() => useReducedMotion()).result.current).toBe(matches);
    }
    expect(asked).toContain('(prefers-reduced-motion: reduce)');
  });
});
