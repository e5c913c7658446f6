import { describe, expect, it, vi } from 'vitest';
import { currentAntdLocale, currentLanguage, loadLanguage, t } from '../../src/i18n';
import { LANGUAGE_KEY } from '../../src/i18n/languages';

// i18next comes as a chunk of its own with the Chinese catalogue; here its code cannot be fetched
// (an API host's server or a proxy dropping the file).
vi.mock('../../src/i18n/engine', () => Promise.reject(new Error('chunk gone')));

describe('a language whose code cannot be fetched', () => {
  it('leaves the console in English: loading fails, every text is shown as written', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'zh-CN');
    const loading = loadLanguage();
    expect(loading).toBeDefined();
    // main.tsx starts the console on either outcome (`language.then(start, start)`).
    await expect(loading).rejects.toThrow();
    expect(currentLanguage()).toBe('en');
    expect(currentAntdLocale()).toBeUndefined();
    expect(t('Log in')).toBe('Log in');
    expect(t('{{count}} selected', { count: 3 })).toBe('3 selected');
  });
});
