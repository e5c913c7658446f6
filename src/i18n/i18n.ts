import i18next from 'i18next';
import type { Language } from './languages';

/**
 * The console's translator. Keys are the English texts themselves (natural-language keys), so
 * English needs no lookup and a text missing from a catalogue shows in English, never as a code.
 * Set up at import with English and no window access; `activate` switches to another catalogue
 * before the first render (a language change reloads the page).
 */
export const i18n = i18next.createInstance();

void i18n.init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: {} } },
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnEmptyString: false,
  initAsync: false,
});

/** Shows `catalogue` (English text → translation) from now on. */
export function activate(language: Language, catalogue: Record<string, string>): void {
  i18n.addResourceBundle(language, 'translation', catalogue, true, true);
  void i18n.changeLanguage(language);
}

/** The text in the language shown; `{{name}}` placeholders are filled from `values`. */
export function t(text: string, values: Record<string, unknown> = {}): string {
  return i18n.t(text, values) as string;
}

/** The language shown. */
export const currentLanguage = (): Language => (i18n.language === 'zh-CN' ? 'zh-CN' : 'en');
