import type { I18nProvider } from '@refinedev/core';
import { currentLanguage, storeLanguage, t, type Language } from '../i18n';

/**
 * Refine's texts through the console's translator. Refine asks with its own keys ('buttons.save')
 * and an English default: the English text is the console's key, so the default is what is looked up.
 * Changing the language is remembered and reloads the page (see LanguageSwitch).
 */
export const i18nProvider: I18nProvider = {
  translate: (key: string, options?: unknown, defaultMessage?: string) =>
    t(defaultMessage ?? key, (options ?? undefined) as Record<string, unknown> | undefined),
  changeLocale: (language: string) => {
    storeLanguage(language as Language);
    window.location.reload();
    return Promise.resolve();
  },
  getLocale: () => currentLanguage(),
};
