import { createElement, type ComponentType } from 'react';
import type { LazyScreen } from '../ui/lazyScreen';
import { REPORTS, type ReportEntry } from './reportList';

/** A report screen: ReportPage and the report's config, both loaded when the screen first opens. */
const report = (loadConfig: ReportEntry['loadConfig']) => async (): Promise<{ default: ComponentType }> => {
  const [{ default: ReportPage }, { default: config }] = await Promise.all([
    import('./ReportPage'),
    loadConfig(),
  ]);
  return { default: () => createElement(ReportPage, { config }) };
};

/** The screens of a set of reports (the registry's: REPORTS). */
export const reportScreensOf = (entries: ReportEntry[]): LazyScreen[] =>
  entries.map(({ path, title, loadConfig }) => ({ path, title, load: report(loadConfig) }));

/** Report screens and the Report API screen, each loaded when first opened. */
export const REPORT_SCREENS: LazyScreen[] = [
  ...reportScreensOf(REPORTS),
  { path: '/report/reportapi', title: 'Report API', load: () => import('./api/ReportApiPage') },
];
