// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applySchemeToDocument,
  currentScheme,
  readPreference,
  resolveScheme,
  setPreference,
  subscribeScheme,
} from '../../src/theme/colorScheme';
import { themeFor } from '../../src/theme/tokens';
import { theme as antdTheme } from 'antd';

describe('colour scheme', () => {
  afterEach(() => localStorage.clear());

  it('follows the system when nothing (or nonsense) is stored', () => {
    expect(readPreference()).toBe('system');
    localStorage.setItem('console.colorScheme', 'purple');
    expect(readPreference()).toBe('system');
    expect(resolveScheme('system', 'dark')).toBe('dark');
    expect(resolveScheme('system', 'light')).toBe('light');
  });

  it('an explicit choice wins over the system and is remembered', () => {
    expect(resolveScheme('light', 'dark')).toBe('light');
    setPreference('dark');
    expect(localStorage.getItem('console.colorScheme')).toBe('dark');
    expect(currentScheme()).toBe('dark');
  });

  it('tells its listeners and marks the page', () => {
    const listener = vi.fn();
    const stop = subscribeScheme(listener);
    setPreference('dark');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset.theme).toBe('dark');
    stop();
    setPreference('light');
    expect(listener).toHaveBeenCalledTimes(1);
    applySchemeToDocument('light');
    expect(document.documentElement.style.colorScheme).toBe('light');
  });

  it('dark uses antd’s dark algorithm, light does not', () => {
    expect(themeFor('dark').algorithm).toBe(antdTheme.darkAlgorithm);
    expect(themeFor('light').algorithm).toBeUndefined();
  });
});
