import type { PickerLocale } from 'antd/es/date-picker/generatePicker';
import enUS from 'antd/es/date-picker/locale/en_US';
import type { DatePickerProps } from 'antd';
import { currentAntdLocale, currentLanguage, t } from '../i18n';

/** The panel a picker shows: 'date', 'month', 'year', 'decade'… (rc-picker's PanelMode, as antd exports it). */
export type PanelMode = NonNullable<DatePickerProps['mode']>;

// rc-picker writes aria-label={locale.monthSelect} on its header's month button (yearSelect on the
// year button, decadeSelect on the decade button): antd's 'Choose a month' over the visible 'Nov'
// is a name that does not contain the button's text (WCAG 2.5.3). Left undefined, React writes no
// aria-label, and the text the button shows is its name.
const NAMED_BY_TEXT = undefined as unknown as string;

/**
 * What the header's double arrows move by on each panel: rc-picker names them `previousYear` and
 * `nextYear` on every panel, though the year panel moves by ten years and the decade panel by a
 * hundred (English texts, catalogue keys).
 */
const DOUBLE_ARROWS: Partial<Record<PanelMode, [string, string]>> = {
  year: ['Previous decade', 'Next decade'],
  decade: ['Previous century', 'Next century'],
};
const YEAR_ARROWS: [string, string] = ['Previous year', 'Next year'];

let made: { base: PickerLocale; language: string; byPanel: Map<PanelMode, PickerLocale> } | undefined;

/**
 * antd's date-picker texts in the language shown (its English ones when the language loaded no
 * antd locale) with the console's names for the header of the panel shown (`panel`): the month,
 * year and decade buttons named by what they show, and the arrows by what they do, without antd's
 * keyboard hints ('Previous month (PageUp)', 'Last year (Control + left)'), which the installed
 * rc-picker does not implement.
 *
 * Every date picker of the console takes it as its `locale` (`useRangePickerTexts`). It is not
 * given through the ConfigProvider: its English base would be imported by the theme, which the
 * login card's prerender runs in Node, where antd's ES locale files cannot be loaded. Made once
 * per language and panel, so that a picker is not drawn again for a new locale at every render.
 */
export function pickerLocale(panel: PanelMode = 'date'): PickerLocale {
  const base = currentAntdLocale()?.DatePicker ?? enUS;
  const language = currentLanguage();
  if (!made || made.base !== base || made.language !== language)
    made = { base, language, byPanel: new Map() };
  const kept = made.byPanel.get(panel);
  if (kept) return kept;
  const [previous, next] = DOUBLE_ARROWS[panel] ?? YEAR_ARROWS;
  const locale: PickerLocale = {
    ...base,
    lang: {
      ...base.lang,
      monthSelect: NAMED_BY_TEXT,
      yearSelect: NAMED_BY_TEXT,
      decadeSelect: NAMED_BY_TEXT,
      previousMonth: t('Previous month'),
      nextMonth: t('Next month'),
      previousYear: t(previous),
      nextYear: t(next),
    },
  };
  made.byPanel.set(panel, locale);
  return locale;
}
