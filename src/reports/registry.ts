import { defaultExportsOf } from '../common/defaultExports';
import type { ReportConfig } from './types';

/**
 * The report registry: every report of the console, found by itself. Each file of configs/ whose
 * default export is a report config is a report; adding a report is adding its file, and deleting
 * the file removes it everywhere (route, menu, authorization, Report API screen, embedded API).
 * Plain data, no React: the embedded API reads it too.
 */

/** Whether a module's default export is a report config. */
export function isReportConfig(value: unknown): value is ReportConfig {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<ReportConfig>;
  return (
    typeof candidate.id === 'string' &&
    typeof candidate.title === 'string' &&
    typeof candidate.route === 'string' &&
    typeof candidate.menu?.group === 'string' &&
    Array.isArray(candidate.views) &&
    candidate.views.length > 0
  );
}

/**
 * Every config file, loaded with the bundle. import.meta.glob is Vite's (the build, the dev
 * server, Vitest, and Vite's SSR loader for `npm run api`).
 */
const configModules = (): Record<string, unknown> => import.meta.glob('./configs/*.ts', { eager: true });

const orderOf = (config: ReportConfig) => config.menu.order ?? Infinity;

/** Menu group, then menu order, then title: the same order whatever order the files come in. */
const byMenuOrder = (a: ReportConfig, b: ReportConfig) =>
  a.menu.group.localeCompare(b.menu.group) || orderOf(a) - orderOf(b) || a.title.localeCompare(b.title);

/** The reports of a set of modules (path -> module), in menu order. */
export function reportsOf(modules: Record<string, unknown>): ReportConfig[] {
  return defaultExportsOf(modules, isReportConfig).sort(byMenuOrder);
}

/** Every report of the console. */
export const reportRegistry: ReportConfig[] = reportsOf(configModules());
