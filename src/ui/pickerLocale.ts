import type { PickerLocale } from 'antd/es/date-picker/generatePicker';
import enUS from 'antd/es/date-picker/locale/en_US';
import { currentAntdLocale, currentLanguage, t } from '../i18n';

// rc-picker writes aria-label={locale.monthSelect} on its header's month button (yearSelect on the
// year button, decadeSelect on the decade button): antd's 'Choose a month' over the visible 'Nov'
// is a name that does not contain the button's text (WCAG 2.5.3). Left undefined, React writes no
// aria-label, and the text the button shows is its name.
const NAMED_BY_TEXT = undefined as unknown as string;

let made: { base: PickerLocale; language: string; locale: PickerLocale } | undefined;

/**
 * antd's date-picker texts in the language shown (its English ones when the language loaded no
 * antd locale) with the console's names for the panel header: the month, year and decade buttons
 * named by what they show, and the arrows named without antd's keyboard hints ('Previous month
 * (PageUp)', 'Last year (Control + left)'), which the installed rc-picker does not implement. The
 * double arrows of the year and decade panels move by ten and a hundred years under the same
 * 'Previous year'/'Next year': rc-picker reads one name for every panel.
 *
 * Every date picker of the console takes it as its `locale`. (It is not given through the
 * ConfigProvider: its English base would be imported by the theme, which the login card's
 * prerender runs in Node, where antd's ES locale files cannot be loaded.) Made once per language,
 * so that a picker is not drawn again for a new locale at every render.
 */
export function pickerLocale(): PickerLocale {
  const base = currentAntdLocale()?.DatePicker ?? enUS;
  const language = currentLanguage();
  if (made && made.base === base && made.language === language) return made.locale;
  const locale: PickerLocale = {
    ...base,
    lang: {
      ...base.lang,
      monthSelect: NAMED_BY_TEXT,
      yearSelect: NAMED_BY_TEXT,
      decadeSelect: NAMED_BY_TEXT,
      previousMonth: t('Previous month'),
      nextMonth: t('Next month'),
      previousYear: t('Previous year'),
      nextYear: t('Next year'),
    },
  };
  made = { base, language, locale };
  return locale;
}
