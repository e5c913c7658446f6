/**
 * The spec's routes table (shell spec section 2) for screens that are not schema resources,
 * plus its redirects and breadcrumb labels. Schema resources add their own routes.
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

export const PAGE_ROUTES: PageRoute[] = [
  { path: '/home', title: 'Home', kind: 'home' },
  { path: '/account/user', title: 'User & User Group', kind: 'upcoming' },
  { path: '/report/userAnalytics', title: 'User Analytics', kind: 'upcoming' },
  { path: '/report/revenueReport', title: 'Content Ads Revenue', kind: 'upcoming' },
  { path: '/report/searchAdsReport', title: 'Search Ads Revenue', kind: 'upcoming' },
  { path: '/report/appAdsReport', title: 'App Ads Revenue', kind: 'upcoming' },
  { path: '/report/keywordData', title: 'Keyword Data', kind: 'upcoming' },
  { path: '/report/reportapi', title: 'Report API', kind: 'unspecified' },
  { path: '/report/trackingReport', title: 'Tracking Report', kind: 'upcoming' },
  { path: '/report/widgetRevenue', title: 'Widget Revenue', kind: 'upcoming' },
  { path: '/report/contentRevenue', title: 'Content Revenue', kind: 'unspecified' },
  { path: '/appManager/appsList', title: 'App List', kind: 'upcoming' },
  { path: '/appManager/zoneList', title: 'App Unit', kind: 'upcoming', accessPath: '/appManager/appsList' },
  { path: '/searchAds/mainKeyword', title: 'Main Keyword', kind: 'upcoming' },
  { path: '/searchAds/site', title: 'Site', kind: 'upcoming' },
  { path: '/searchAds/landingPage', title: 'Landing Pages', kind: 'upcoming' },
  { path: '/searchAds/information', title: 'Information', kind: 'upcoming' },
  {
    path: '/searchAds/site/postback',
    title: 'Postback Setting',
    kind: 'upcoming',
    accessPath: '/searchAds/site',
  },
  { path: '/widget/list', title: 'List', kind: 'upcoming' },
  { path: '/integration', title: 'SDK & API', kind: 'upcoming' },
];

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
