export { i18n, t, currentLanguage } from './i18n';
export { LANGUAGES, LANGUAGE_NAMES, chosenLanguage, storeLanguage, type Language } from './languages';
export { loadLanguage, currentAntdLocale } from './loadLanguage';
export { shown, shownOptions, hasTranslation, joinTranslations, type DeclaredText } from './declared';
export { serverText } from './serverText';
