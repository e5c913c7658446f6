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

export const REDIRECTS: Record<string, string> = {
  '/': '/home',
  '/siteManager': '/siteManager/siteList',
  '/account': '/account/channel',
  '/report': '/report/userAnalytics',
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
  '/siteManager': 'Site',
  '/account': 'Account',
  '/report': 'Report',
  '/appManager': 'App',
  '/searchAds': 'Search Ads',
  '/widget': 'Widget',
  '/searchAds/traffickingLinks': 'Trafficking Links',
};
