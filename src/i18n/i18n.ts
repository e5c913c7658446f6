import type { i18n as I18next } from 'i18next';
import type { Language } from './languages';

/**
 * The console's translator. Keys are the English texts themselves (natural-language keys), so
 * English needs no lookup and a text missing from a catalogue shows in English, never as a code.
 *
 * English needs no i18next either: a text is its own key, and only its `{{placeholders}}` are
 * filled (`english` below, as i18next fills them). i18next comes with another language's catalogue
 * (`./engine.ts`, loaded by `loadLanguage` before the first render; a language change reloads the
 * page), so an English reader's first screens do not fetch it.
 */
let engine: I18next | undefined;

/** Texts added before i18next came (declarations' own translations), for it to take on arrival. */
const waiting: { language: string; texts: Record<string, string>; overwrite: boolean }[] = [];

/** i18next, set up by `./engine.ts`: from now on every text goes through it. */
export function attachEngine(created: I18next): void {
  engine = created;
  for (const { language, texts, overwrite } of waiting.splice(0))
    created.addResourceBundle(language, 'translation', texts, true, overwrite);
}

const PLACEHOLDER = /\{\{-?(.+?)\}\}/g;

/**
 * An English text with its `{{name}}` (or `{{- name}}`) placeholders filled from `values`, as
 * i18next fills them with the console's options (`escapeValue: false`): a value is written as a
 * string (null as nothing), a placeholder whose name `values` does not hold stays as written, one
 * that `values` holds as undefined becomes empty. Values are not filled again.
 */
export function english(text: string, values: Record<string, unknown> = {}): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const key = name.trim();
    const value = values[key];
    if (value === undefined) return Object.prototype.hasOwnProperty.call(values, key) ? '' : placeholder;
    return value === null ? '' : String(value);
  });
}

/** The few of i18next's calls the console makes, answered for English until i18next comes. */
export const i18n = {
  get language(): string {
    return engine?.language ?? 'en';
  },
  getResource(language: string, namespace: string, key: string): unknown {
    return engine?.getResource(language, namespace, key);
  },
  addResourceBundle(
    language: string,
    namespace: 'translation',
    texts: Record<string, string>,
    deep: true,
    overwrite: boolean,
  ): void {
    if (engine) engine.addResourceBundle(language, namespace, texts, deep, overwrite);
    else waiting.push({ language, texts, overwrite });
  },
  changeLanguage(language: string): Promise<unknown> {
    return engine ? engine.changeLanguage(language) : Promise.resolve();
  },
};

/** Shows `catalogue` (English text → translation) from now on; i18next must have come (`./engine.ts`). */
export function activate(language: Language, catalogue: Record<string, string>): void {
  if (!engine) throw new Error(`i18next is not loaded: import src/i18n/engine before showing ${language}`);
  engine.addResourceBundle(language, 'translation', catalogue, true, true);
  void engine.changeLanguage(language);
}

/** The text in the language shown; `{{name}}` placeholders are filled from `values`. */
export function t(text: string, values: Record<string, unknown> = {}): string {
  return engine ? (engine.t(text, values) as string) : english(text, values);
}

/** The language shown. */
export const currentLanguage = (): Language => (i18n.language === 'zh-CN' ? 'zh-CN' : 'en');
