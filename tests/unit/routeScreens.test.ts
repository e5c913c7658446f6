import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { breadcrumbLabels, buildScreens } from '../../src/App';
import { PAGE_ROUTES } from '../../src/pages/routeTable';
import { registry } from '../../src/schemas';
import { reportRegistry } from '../../src/reports/registry';
import { addedReports, addedSchemas } from '../support/builtInResources';

/** The routes table of the shell: every path and the title its breadcrumb ends with. */
const ROUTES_TABLE: [string, string][] = [
  ['/home', 'Home'],
  ['/siteManager/siteList', 'Site List'],
  ['/account/channel', 'Channel'],
  ['/account/user', 'User & User Group'],
  ['/report/userAnalytics', 'User Analytics'],
  ['/report/revenueReport', 'Content Ads Revenue'],
  ['/report/searchAdsReport', 'Search Ads Revenue'],
  ['/report/appAdsReport', 'App Ads Revenue'],
  ['/report/keywordData', 'Keyword Data'],
  ['/report/reportapi', 'Report API'],
  ['/report/trackingReport', 'Tracking Report'],
  ['/report/widgetRevenue', 'Widget Revenue'],
  ['/report/contentRevenue', 'Content Revenue'],
  ['/appManager/appsList', 'App List'],
  ['/appManager/zoneList', 'App Unit'],
  ['/searchAds/mainKeyword', 'Main Keyword'],
  ['/searchAds/site', 'Site'],
  ['/searchAds/landingPage', 'Landing Pages'],
  ['/searchAds/information', 'Information'],
  ['/searchAds/site/postback', 'Postback Setting'],
  ['/widget/list', 'List'],
];

/** The browser test's screen list (tests/e2e/screens.json), generated from the registry. */
const E2E_SCREENS = join(__dirname, '../e2e/screens.json');

/**
 * Every routed screen of the shipped console as the browser test opens it: path and title, whether
 * it is a schema's list, and whether it needs page state (a scope such as the zone list's site) and so redirects when opened
 * directly. A resource or report added later (a scaffolded one) is left out: the browser suite walks the
 * screens it knows, and tests/e2e/scaffold.spec.ts checks the scaffolded one.
 */
function routedScreens() {
  const scoped = new Set(registry.filter((schema) => schema.scope).map((schema) => schema.route));
  const added = addedSchemas(registry);
  const shipped = registry.filter((schema) => !added.includes(schema));
  const lists = new Set(shipped.map((schema) => schema.route));
  const addedRoutes = new Set(addedReports(reportRegistry).map((report) => report.route));
  return buildScreens(shipped)
    .filter((screen) => !addedRoutes.has(screen.path))
    .map(({ path, title }) => ({
      path,
      title,
      ...(lists.has(path) ? { list: true } : {}),
      ...(scoped.has(path) ? { scoped: true } : {}),
    }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

describe('routes', () => {
  const screens = buildScreens(registry);
  const labels = breadcrumbLabels(screens);

  it('every path of the routes table has a screen with its title', () => {
    expect(ROUTES_TABLE.map(([path]) => [path, labels[path]])).toEqual(ROUTES_TABLE);
    expect(ROUTES_TABLE.filter(([path]) => !screens.some((screen) => screen.path === path))).toEqual([]);
  });

  it('routes every path once', () => {
    const paths = screens.map((screen) => screen.path);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });

  it('keeps in the page route table only what no schema or screen serves', () => {
    const served = new Set(screens.filter((screen) => screen.resource !== screen.path).map((s) => s.path));
    const lazy = buildScreens([]).filter((screen) => !PAGE_ROUTES.some((page) => page.path === screen.path));
    const shadowed = PAGE_ROUTES.filter(
      (page) => served.has(page.path) || lazy.some((screen) => screen.path === page.path),
    );
    expect(shadowed).toEqual([]);
    expect(PAGE_ROUTES.map((page) => page.path)).toEqual(['/home']);
  });

  // Set UPDATE_E2E_SCREENS=1 to rewrite the file after adding or renaming a screen.
  it('gives the browser test the registry’s screens (tests/e2e/screens.json)', () => {
    const generated = `${JSON.stringify(routedScreens(), null, 2)}\n`;
    if (process.env.UPDATE_E2E_SCREENS) writeFileSync(E2E_SCREENS, generated);
    expect(
      readFileSync(E2E_SCREENS, 'utf8'),
      'tests/e2e/screens.json is out of date: run with UPDATE_E2E_SCREENS=1',
    ).toBe(generated);
  });
});
