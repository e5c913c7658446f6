import { MENU_GROUP_LABELS } from '../common/menuGroups';
import { reportRegistry } from '../reports/registry';

/**
 * The routes table's entries for screens that are neither schema resources nor lazily loaded
 * screens, plus its redirects and breadcrumb labels.
 */
export interface PageRoute {
  path: string;
  title: string;
  /** What the screen is: built here, a page the spec does not show, or still to be built. */
  kind: 'home' | 'unspecified' | 'upcoming';
  /** Menu path that grants access (default: path). */
  accessPath?: string;
}

/** The Report group opens its first report in menu order (the Report API screen when there is none). */
const firstReport =
  reportRegistry.find((config) => config.menu.group === '/report')?.route ?? '/report/reportapi';

export const REDIRECTS: Record<string, string> = {
  '/': '/home',
  '/siteManager': '/siteManager/siteList',
  '/account': '/account/channel',
  '/report': firstReport,
  '/appManager': '/appManager/appsList',
  '/searchAds': '/searchAds/mainKeyword',
  '/widget': '/widget/list',
};

/**
 * Routes no schema or lazily loaded screen serves. Schema resources (src/schemas) and the report
 * and page screens (src/reports/screens.ts, src/pages/screens.ts) bring their own routes and titles.
 */
export const PAGE_ROUTES: PageRoute[] = [{ path: '/home', title: 'Home', kind: 'home' }];

/** Breadcrumb labels of the top-level segments and of paths with no screen of their own. */
export const SEGMENT_LABELS: Record<string, string> = {
  '/home': 'Home',
  ...MENU_GROUP_LABELS,
  '/searchAds/traffickingLinks': 'Trafficking Links',
};
