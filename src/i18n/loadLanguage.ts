import type { Locale } from 'antd/es/locale';
import { activate } from './i18n';
import { chosenLanguage } from './languages';

let antdLocale: Locale | undefined;

/** antd's own texts (pickers, pagination, empty states) for the language shown; undefined is English. */
export const currentAntdLocale = (): Locale | undefined => antdLocale;

/**
 * Readies the chosen language before the first render: nothing to load for English; for Chinese
 * i18next (`./engine.ts`), its catalogue, antd's and dayjs's locales and the translation of antd's
 * screen-reader names its locale leaves in English (`./ariaTexts.ts`), fetched as small chunks
 * English users never load. dayjs itself is imported here, not above, so that an English reader's
 * first screen does not fetch it (the screens that show dates load it).
 */
export function loadLanguage(): Promise<void> | undefined {
  const language = chosenLanguage();
  document.documentElement.lang = language;
  if (language === 'en') return undefined;
  return Promise.all([
    import('./catalogues/zh-CN'),
    import('./engine'),
    import('antd/es/locale/zh_CN'),
    import('dayjs'),
    import('dayjs/locale/zh-cn'),
    import('./ariaTexts'),
  ]).then(([catalogue, , antd, dayjs, , aria]) => {
    activate(language, catalogue.default);
    antdLocale = antd.default;
    dayjs.default.locale('zh-cn');
    // antd's screen-reader names its locale does not cover ('to', 'Increase Value', icon names).
    aria.watchAriaTexts(document);
  });
}
