import { joinTranslations } from '../i18n';
import { reportRegistry } from './registry';
import type { ReportConfig } from './types';

/** A report screen: its route, its title and its config (English: shown translated by its parts). */
export interface ReportEntry {
  path: string;
  title: string;
  loadConfig: () => Promise<{ default: ReportConfig }>;
}

/**
 * A report's own translations join the catalogue of their language, so that its title reads the
 * same in the menu, the breadcrumb and the screen. The console's catalogues win on a clash.
 */
joinTranslations(reportRegistry);

/**
 * Every report of the console, in menu order, from the registry (src/reports/registry.ts). The
 * report screens are built from it (src/reports/screens.ts) and the Report API screen documents
 * each one's request from it. A config stays as written: its texts are English keys, translated
 * where a report part shows them.
 */
export const reportEntriesOf = (configs: ReportConfig[]): ReportEntry[] =>
  configs.map((config) => ({
    path: config.route,
    title: config.title,
    loadConfig: () => Promise.resolve({ default: config }),
  }));

export const REPORTS: ReportEntry[] = reportEntriesOf(reportRegistry);

/** Every report's config with its route and title (the Report API screen). */
export async function loadReports(
  entries: ReportEntry[] = REPORTS,
): Promise<(ReportEntry & { config: ReportConfig })[]> {
  const configs = await Promise.all(entries.map((entry) => entry.loadConfig()));
  return entries.map((entry, index) => ({ ...entry, config: configs[index].default }));
}
