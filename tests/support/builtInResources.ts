import { menuEntryOf } from '../../src/mocks/menuTree';
import type { ResourceSchema } from '../../src/model/types';
import type { ReportConfig } from '../../src/reports/types';

/**
 * The resources the console ships with. A resource added later (`npm run new:resource`, a scaffolded `gadget`) is not listed: the checks
 * of the shipped console (the spec's menu, the browser test's screens, docs/api.md's table) leave
 * it out, and the checks that walk the registry (every call answered, every screen in the menu)
 * cover it. Vitest only: it reads the registry through the embedded API's menu.
 *
 * Written by hand on purpose, and only here: it names what the shipped console must hold, so a
 * deleted schema file fails tests/unit/registry.test.ts. Derived from the registry (or from the
 * files git tracks) it would shrink with the deletion; derived from "everything but the
 * scaffolded names" it would make every resource a developer adds a shipped one, whose docs and
 * browser screens then have to be written before the suite is green again.
 */
export const BUILT_IN_RESOURCES = [
  'activity',
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

/**
 * The shipped menu entries beyond the spec's menu (Account > Activity Log): new, so no seeded group
 * but the administrators' holds them until an administrator grants them (src/mocks/store/seed.ts).
 */
export const UNGRANTED_ENTRIES = ['/account/activity'];

/**
 * The resources whose list the embedded API answers by hand, each for what its schema cannot say
 * (docs/api.md): none, every resource, shipped or added, has its list served by the generic handler
 * (users and user groups with what their modules declare: the caller's company or reach, by id).
 */
export const HAND_SERVED_LISTS: string[] = [];

/** A registry's entries that a hand list names (shipped) and the others (added later). */
const splitBy = <T>(list: string[], keyOf: (entry: T) => string) => ({
  shipped: (entries: T[]): T[] => entries.filter((entry) => list.includes(keyOf(entry))),
  added: (entries: T[]): T[] => entries.filter((entry) => !list.includes(keyOf(entry))),
});

/** The schemas of a registry that the console did not ship with. */
export const addedSchemas = splitBy(BUILT_IN_RESOURCES, (schema: ResourceSchema) => schema.name).added;

/** The menu names of the entries those schemas add. */
export const addedMenuNames = (schemas: ResourceSchema[]): string[] =>
  addedSchemas(schemas).flatMap((schema) => {
    const entry = menuEntryOf(schema);
    return entry ? [entry.item.name] : [];
  });

/**
 * The reports the console ships with, by route. A report added later (`npm run new:report`, a
 * scaffolded `widgetClicks`) is left out of the checks of the shipped console in the same way;
 * tests/unit/reports/newReport.test.ts checks that it gets its route, menu entry and rows. Written
 * by hand for the same reason as BUILT_IN_RESOURCES: a deleted config file fails
 * tests/unit/reports/reportRegistry.test.ts.
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

const reports = splitBy(BUILT_IN_REPORTS, (report: ReportConfig) => report.route);

/** The reports of a registry that the console did not ship with. */
export const addedReports = reports.added;

/** The reports of a registry that the console shipped with. */
export const shippedReports = reports.shipped;
