import { i18n, localizeInPlace, REPORT_SKIP_KEYS, REPORT_TEXT_KEYS, t } from '../i18n';
import { reportRegistry } from './registry';
import type { ReportConfig } from './types';

/** A report screen: its route, its title and its config in the language shown. */
export interface ReportEntry {
  path: string;
  title: string;
  loadConfig: () => Promise<{ default: ReportConfig }>;
}

/** A copy of plain objects and arrays (functions and other values kept as they are). */
function copyOf<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyOf) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copyOf(item)])) as T;
  return value;
}

/**
 * A report's own translations join the catalogue of their language, so that its title reads the
 * same in the menu, the breadcrumb and the screen. The console's catalogues win on a clash.
 */
for (const config of reportRegistry) {
  for (const [language, texts] of Object.entries(config.translations ?? {}))
    i18n.addResourceBundle(language, 'translation', texts, true, false);
}

/**
 * A config in the language shown: a translated copy, made once. The registry's config stays in
 * English (the embedded API builds the menu and its answers from it).
 */
const translated = new WeakMap<ReportConfig, ReportConfig>();
function inLanguage(config: ReportConfig): ReportConfig {
  const known = translated.get(config);
  if (known) return known;
  const copy = copyOf(config);
  localizeInPlace(copy, REPORT_TEXT_KEYS, t, REPORT_SKIP_KEYS);
  translated.set(config, copy);
  return copy;
}

/**
 * Every report of the console, in menu order, from the registry (src/reports/registry.ts). The
 * report screens are built from it (src/reports/screens.ts) and the Report API screen documents
 * each one's request from it.
 */
export const reportEntriesOf = (configs: ReportConfig[]): ReportEntry[] =>
  configs.map((config) => ({
    path: config.route,
    title: config.title,
    loadConfig: () => Promise.resolve({ default: inLanguage(config) }),
  }));

export const REPORTS: ReportEntry[] = reportEntriesOf(reportRegistry);

/** Every report's config with its route and title (the Report API screen). */
export async function loadReports(
  entries: ReportEntry[] = REPORTS,
): Promise<(ReportEntry & { config: ReportConfig })[]> {
  const configs = await Promise.all(entries.map((entry) => entry.loadConfig()));
  return entries.map((entry, index) => ({ ...entry, config: configs[index].default }));
}
