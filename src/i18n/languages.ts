/**
 * The console's languages and the one chosen: remembered per browser, else the browser's own
 * language (any Chinese → Simplified Chinese), else English. React-free and window-free at load.
 */
export const LANGUAGES = ['en', 'zh-CN'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language's own name, as the switch lists it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', 'zh-CN': '简体中文' };

export const LANGUAGE_KEY = 'console.language';

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The stored choice first, then the first browser language the console speaks. */
export function pickLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const language of browserLanguages) {
    const lower = language.toLowerCase();
    if (lower.startsWith('zh')) return 'zh-CN';
    if (lower.startsWith('en')) return 'en';
  }
  return 'en';
}

function readStored(): string | null {
  try {
    return globalThis.localStorage?.getItem(LANGUAGE_KEY) ?? null;
  } catch {
    return null; // storage blocked: the browser's language decides
  }
}

/** The language this browser shows the console in. */
export function chosenLanguage(): Language {
  const nav = globalThis.navigator;
  return pickLanguage(readStored(), nav ? (nav.languages ?? [nav.language]) : []);
}

/** Remembers the choice (it survives reload and logout: it is not part of the session). */
export function storeLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_KEY, language);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}
