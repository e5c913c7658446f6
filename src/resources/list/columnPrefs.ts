import type { Option as ModelOption } from '../../model/types';

type Option = ModelOption<string>;

/** Saved choices carry this version; one saved under another version is cleared. */
export const CACHE_VERSION = '1.0';

/**
 * What is stored under a key: every offered column and whether it is shown, in the chosen order;
 * a list's columns also keep the width set in its column settings.
 */
interface SavedColumn {
  label: string;
  value: string;
  checked: boolean;
  width?: number;
}
interface SavedColumns {
  version: string;
  columns: SavedColumn[];
}

/**
 * Labels are the declared English ones (translated only where they are shown), so a choice saved
 * in one language still matches the same columns shown in the other.
 */
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
  const saved = readSaved(key, storage);
  if (!saved) return defaults;
  if (resetOnLabelMismatch && !sameOptions(saved, offered)) {
    storage.removeItem(key);
    return defaults;
  }
  const known = new Set(offered.map((option) => option.value));
  return saved.filter((column) => column.checked && known.has(column.value)).map((column) => column.value);
}

/** The saved columns under `key`; none when nothing usable is stored (a broken or old entry is cleared). */
function readSaved(key: string, storage: Storage): SavedColumn[] | undefined {
  const raw = storage.getItem(key);
  if (!raw) return undefined;
  let saved: SavedColumns;
  try {
    saved = JSON.parse(raw) as SavedColumns;
  } catch {
    storage.removeItem(key);
    return undefined;
  }
  if (saved?.version !== CACHE_VERSION || !Array.isArray(saved.columns)) {
    storage.removeItem(key);
    return undefined;
  }
  return saved.columns.filter((column) => column && typeof column.value === 'string');
}

/** A list's column settings: the columns in their order, those hidden, and the widths set. */
export interface ColumnLayout {
  order: string[];
  hidden: string[];
  widths: Record<string, number>;
}

/**
 * The column layout saved under `key` (the same stored shape as the reports' choice, in the
 * chosen order, with widths): saved columns that are still offered in their saved order, then any
 * offered column the saved layout does not know (a column added since), shown unless it is one of
 * `offByDefault`. With nothing saved, every offered column but those of `offByDefault` is shown.
 */
export function loadLayout(
  key: string,
  offered: Option[],
  offByDefault: readonly string[] = [],
  storage: Storage = localStorage,
): ColumnLayout {
  const known = new Set(offered.map((option) => option.value));
  const saved = (readSaved(key, storage) ?? []).filter((column) => known.has(column.value));
  const savedKeys = new Set(saved.map((column) => column.value));
  const widths: Record<string, number> = {};
  for (const column of saved)
    if (typeof column.width === 'number' && Number.isFinite(column.width))
      widths[column.value] = column.width;
  const unknown = offered.map((option) => option.value).filter((value) => !savedKeys.has(value));
  return {
    order: [...saved.map((column) => column.value), ...unknown],
    hidden: [
      ...saved.filter((column) => !column.checked).map((column) => column.value),
      ...unknown.filter((value) => offByDefault.includes(value)),
    ],
    widths,
  };
}

export function saveLayout(
  key: string,
  offered: Option[],
  layout: ColumnLayout,
  storage: Storage = localStorage,
): void {
  const hidden = new Set(layout.hidden);
  const saved: SavedColumns = {
    version: CACHE_VERSION,
    columns: layout.order.flatMap((value) => {
      const option = offered.find((candidate) => candidate.value === value);
      if (!option) return [];
      const width = layout.widths[value];
      return [{ label: option.label, value, checked: !hidden.has(value), ...(width ? { width } : {}) }];
    }),
  };
  storage.setItem(key, JSON.stringify(saved));
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
