/**
 * The side menu's groups, written once: the embedded API's menu (src/mocks/menuTree.ts) and the
 * breadcrumbs (src/pages/routeTable.ts) both read them, and report configs name theirs by path.
 */
export const MENU_GROUPS = [
  { id: 70, name: 'Account', icon: 'account', path: '/account', sort: 7 },
  { id: 20, name: 'Site', icon: 'site', path: '/siteManager', sort: 2 },
  { id: 30, name: 'App', icon: 'app', path: '/appManager', sort: 3 },
  { id: 40, name: 'Search Ads', icon: 'search', path: '/searchAds', sort: 4 },
  { id: 50, name: 'Widget', icon: 'widget', path: '/widget', sort: 5 },
  { id: 60, name: 'Report', icon: 'report', path: '/report', sort: 6 },
] as const;

/** A menu group's path ('/report', '/siteManager'...). */
export type MenuGroupPath = (typeof MENU_GROUPS)[number]['path'];

/** Each group's path with its name (the breadcrumb of the group's segment). */
export const MENU_GROUP_LABELS: Record<string, string> = Object.fromEntries(
  MENU_GROUPS.map((group) => [group.path, group.name]),
);
