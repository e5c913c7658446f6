export { i18n, t, currentLanguage } from './i18n';
export { LANGUAGES, LANGUAGE_NAMES, chosenLanguage, storeLanguage, type Language } from './languages';
export { loadLanguage, currentAntdLocale } from './loadLanguage';
export { shown, hasTranslation, joinTranslations, type DeclaredText } from './declared';
export { localizeInPlace, REPORT_TEXT_KEYS, REPORT_SKIP_KEYS } from './localize';
export { serverText } from './serverText';
