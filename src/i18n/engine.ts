import i18next from 'i18next';
import { attachEngine } from './i18n';

/**
 * i18next for a language other than English, loaded with its catalogue (`loadLanguage`), and
 * attached to the console's translator (`./i18n.ts`) as soon as this file is imported.
 */

/** An i18next instance set up as the console uses it: English first, no window access. */
export function createEngine() {
  const engine = i18next.createInstance();
  void engine.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: {} } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    initAsync: false,
  });
  return engine;
}

attachEngine(createEngine());
