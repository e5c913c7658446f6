import { STORAGE_KEYS } from '../config';

/** What the user chose in the theme switch; "system" follows the operating system's setting. */
export type SchemePreference = 'light' | 'dark' | 'system';
/** The theme actually shown. */
export type ColorScheme = 'light' | 'dark';

export const SCHEME_PREFERENCES: readonly SchemePreference[] = ['light', 'dark', 'system'];

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

// Nothing here touches window at module load: the login card is prerendered in Node.
const storage = (): Storage | undefined => globalThis.localStorage;
const darkQuery = (): MediaQueryList | undefined => globalThis.matchMedia?.(DARK_QUERY);

/** The stored choice; anything unknown (or nothing) means "system". Kept across logout. */
export function readPreference(): SchemePreference {
  const stored = storage()?.getItem(STORAGE_KEYS.colorScheme);
  return SCHEME_PREFERENCES.includes(stored as SchemePreference) ? (stored as SchemePreference) : 'system';
}

export function systemScheme(): ColorScheme {
  return darkQuery()?.matches ? 'dark' : 'light';
}

export function resolveScheme(preference: SchemePreference, system: ColorScheme): ColorScheme {
  return preference === 'system' ? system : preference;
}

export function currentScheme(): ColorScheme {
  return resolveScheme(readPreference(), systemScheme());
}

/** Marks the page so that the console's own CSS (styles.css) and the browser's controls follow. */
export function applySchemeToDocument(scheme: ColorScheme = currentScheme()) {
  const root = globalThis.document?.documentElement;
  if (!root) return;
  root.dataset.theme = scheme;
  root.style.colorScheme = scheme;
}

const notify = () => {
  applySchemeToDocument();
  listeners.forEach((listener) => listener());
};

export function setPreference(preference: SchemePreference) {
  storage()?.setItem(STORAGE_KEYS.colorScheme, preference);
  notify();
}

/** Listens to the switch, to the system setting and to other tabs (useSyncExternalStore shape). */
export function subscribeScheme(listener: () => void): () => void {
  listeners.add(listener);
  const query = darkQuery();
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.colorScheme) notify();
  };
  query?.addEventListener?.('change', notify);
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    query?.removeEventListener?.('change', notify);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
