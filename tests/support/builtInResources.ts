import { menuEntryOf } from '../../src/mocks/menuTree';
import type { ResourceSchema } from '../../src/model/types';
import type { ReportConfig } from '../../src/reports/types';

/**
 * The resources the console ships with, each served by its hand-written embedded API handlers.
 * A resource added later (`npm run new:resource`, a scaffolded `gadget`) is not listed: the checks
 * of the shipped console (the spec's menu, the browser test's screens, docs/api.md's table) leave
 * it out, and the checks that walk the registry (every call answered, every screen in the menu)
 * cover it. Vitest only: it reads the registry through the embedded API's menu.
 */
export const BUILT_IN_RESOURCES = [
  'adUnit',
  'app',
  'channel',
  'information',
  'keyword',
  'link',
  'postback',
  'searchSite',
  'site',
  'user',
  'userGroup',
  'widget',
  'zone',
];

/** The schemas of a registry that the console did not ship with. */
export const addedSchemas = (schemas: ResourceSchema[]): ResourceSchema[] =>
  schemas.filter((schema) => !BUILT_IN_RESOURCES.includes(schema.name));

/** The menu names of the entries those schemas add. */
export const addedMenuNames = (schemas: ResourceSchema[]): string[] =>
  addedSchemas(schemas).flatMap((schema) => {
    const entry = menuEntryOf(schema);
    return entry ? [entry.item.name] : [];
  });

/**
 * The reports the console ships with, by route. A report added later (`npm run new:report`, a
 * scaffolded `widgetClicks`) is left out of the checks of the shipped console in the same way;
 * tests/unit/reports/newReport.test.ts checks that it gets its route, menu entry and rows.
 */
export const BUILT_IN_REPORTS = [
  '/report/appAdsReport',
  '/report/revenueReport',
  '/report/contentRevenue',
  '/report/keywordData',
  '/report/revenue',
  '/report/searchAdsReport',
  '/report/trackingReport',
  '/report/userAnalytics',
  '/report/widgetRevenue',
];

/** The reports of a registry that the console did not ship with. */
export const addedReports = (reports: ReportConfig[]): ReportConfig[] =>
  reports.filter((report) => !BUILT_IN_REPORTS.includes(report.route));

/** The reports of a registry that the console shipped with. */
export const shippedReports = (reports: ReportConfig[]): ReportConfig[] =>
  reports.filter((report) => BUILT_IN_REPORTS.includes(report.route));
