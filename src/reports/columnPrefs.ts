import type { Option } from './types';

/** Saved choices carry this version; one saved under another version is cleared. */
export const CACHE_VERSION = '1.0';

/** What is stored under a report's key: every offered column and whether it is shown. */
interface SavedColumns {
  version: string;
  columns: { label: string; value: string; checked: boolean }[];
}

const sameOptions = (saved: SavedColumns['columns'], offered: Option[]) =>
  saved.length === offered.length &&
  offered.every((option) =>
    saved.some((column) => column.value === option.value && column.label === option.label),
  );

/**
 * The visible columns saved under `key`, or the defaults when nothing usable is saved: nothing
 * stored, unreadable, another cache version (then the key is cleared), or, with
 * `resetOnLabelMismatch` (keyword and tracking reports), a saved set of labels and values that
 * differs from the offered one.
 */
export function loadColumns(
  key: string,
  offered: Option[],
  defaults: string[],
  resetOnLabelMismatch = false,
  storage: Storage = localStorage,
): string[] {
  const raw = storage.getItem(key);
  if (!raw) return defaults;
  let saved: SavedColumns;
  try {
    saved = JSON.parse(raw) as SavedColumns;
  } catch {
    storage.removeItem(key);
    return defaults;
  }
  if (saved?.version !== CACHE_VERSION || !Array.isArray(saved.columns)) {
    storage.removeItem(key);
    return defaults;
  }
  if (resetOnLabelMismatch && !sameOptions(saved.columns, offered)) {
    storage.removeItem(key);
    return defaults;
  }
  const known = new Set(offered.map((option) => option.value));
  return saved.columns
    .filter((column) => column.checked && known.has(column.value))
    .map((column) => column.value);
}

export function saveColumns(
  key: string,
  offered: Option[],
  visible: string[],
  storage: Storage = localStorage,
): void {
  const chosen = new Set(visible);
  const saved: SavedColumns = {
    version: CACHE_VERSION,
    columns: offered.map((option) => ({ ...option, checked: chosen.has(option.value) })),
  };
  storage.setItem(key, JSON.stringify(saved));
}
