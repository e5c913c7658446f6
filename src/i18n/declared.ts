import { i18n } from './i18n';

/*
 * The texts that schemas and report configs declare are English, and each is its own key: the
 * views translate them where they show them, by convention, and nothing rewrites a declaration.
 * A declaration's own Chinese (`translations`) joins the catalogue when the console starts.
 */

/** A declared text: a string, or a function of the record (or scope) giving one. */
export type DeclaredText<Input> = string | ((input: Input) => string | undefined);

/** Whether the language shown has a translation of this text (English has none to look up). */
export function hasTranslation(text: string): boolean {
  return typeof i18n.getResource(i18n.language, 'translation', text) === 'string';
}

/** `{{key}}` placeholders filled from `values`; a placeholder with no value stays as written. */
const filled = (text: string, values: Record<string, unknown>) =>
  text.replace(/\{\{(\w+)\}\}/g, (placeholder, key: string) =>
    values[key] === undefined || values[key] === null ? placeholder : String(values[key]),
  );

/**
 * A declared text in the language shown, its `{{placeholders}}` filled from `values` (a record's
 * keys: 'Delete the user {{user_name}}?'). A function is called with `values` first, and what it
 * gives is translated the same way. Data never goes through the catalogue, only the template.
 */
export function shown<Input extends Record<string, unknown>>(
  text: DeclaredText<Input> | undefined,
  values: Input = {} as Input,
): string | undefined {
  const english = typeof text === 'function' ? text(values) : text;
  if (english === undefined) return undefined;
  const translated = i18n.getResource(i18n.language, 'translation', english) as unknown;
  return filled(typeof translated === 'string' ? translated : english, values);
}

/** Declared choices (options, a report's dimensions) with their labels in the language shown. */
export const shownOptions = <Choice extends { label: string }>(choices: readonly Choice[]): Choice[] =>
  choices.map((choice) => ({ ...choice, label: shown(choice.label) ?? choice.label }));

/**
 * Adds declarations' own translations (`translations: { 'zh-CN': { English: '中文' } }`) to the
 * catalogue of their language. The console's catalogue wins on a clash: it is loaded over them.
 */
export function joinTranslations(declarations: { translations?: Record<string, Record<string, string>> }[]) {
  for (const declaration of declarations) {
    for (const [language, texts] of Object.entries(declaration.translations ?? {}))
      i18n.addResourceBundle(language, 'translation', texts, true, false);
  }
}
