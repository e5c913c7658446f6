import type { MenuItem } from '../providers/menu';
import type { ResourceSchema } from '../resources/types';
import { registry } from '../schemas';

/**
 * The embedded API's menu: the groups and the screens that are not schemas (Home, reports,
 * Account > User, SDK & API) are written here; every schema adds its own entry from its `menu`.
 * `sort` is deliberately out of order in places so the client's sorting shows.
 */
export const BASE_MENU: MenuItem[] = [
  { id: 1, name: 'Home', icon: 'home', path: '/home', sort: 1 },
  {
    id: 70,
    name: 'Account',
    icon: 'account',
    path: '/account',
    sort: 7,
    children: [{ id: 72, name: 'User', path: '/account/user', sort: 2 }],
  },
  { id: 20, name: 'Site', icon: 'site', path: '/siteManager', sort: 2, children: [] },
  { id: 30, name: 'App', icon: 'app', path: '/appManager', sort: 3, children: [] },
  { id: 40, name: 'Search Ads', icon: 'search', path: '/searchAds', sort: 4, children: [] },
  { id: 50, name: 'Widget', icon: 'widget', path: '/widget', sort: 5, children: [] },
  {
    id: 60,
    name: 'Report',
    icon: 'report',
    path: '/report',
    sort: 6,
    children: [
      { id: 61, name: 'User Analytics', path: '/report/userAnalytics', sort: 1 },
      { id: 62, name: 'Content Ads Revenue', path: '/report/revenueReport', sort: 2 },
      { id: 63, name: 'Search Ads Revenue', path: '/report/searchAdsReport', sort: 3 },
      { id: 64, name: 'App Ads Revenue', path: '/report/appAdsReport', sort: 4 },
      { id: 65, name: 'Keyword Data', path: '/report/keywordData', sort: 5 },
      { id: 66, name: 'Report API', path: '/report/reportapi', sort: 6 },
      { id: 67, name: 'Tracking Report', path: '/report/trackingReport', sort: 7 },
      { id: 68, name: 'Widget Revenue', path: '/report/widgetRevenue', sort: 8 },
      { id: 69, name: 'Content Revenue', path: '/report/contentRevenue', sort: 9 },
      { id: 90, name: 'Revenue', path: '/report/revenue', sort: 10 },
    ],
  },
  { id: 80, name: 'SDK & API', icon: 'integration', path: '/integration', sort: 8 },
];

/**
 * A menu id that stays the same for a route across builds and data sets (group grants refer to
 * it): a hash of the route above the hand-numbered ids.
 */
export function menuIdOf(route: string): number {
  let hash = 2166136261;
  for (const char of route) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return 100_000 + (hash % 900_000);
}

const groupPathOf = (route: string) => `/${route.split('/').filter(Boolean)[0] ?? ''}`;

/**
 * Where a schema's entry goes: its parent group path ('' = top level) and the item; undefined
 * for a schema with no screen of its own in the menu (no route, `menu: false`, or a screen granted
 * by another entry's path and declaring no menu).
 */
export function menuEntryOf(schema: ResourceSchema): { parent: string; item: MenuItem } | undefined {
  const { route, menu } = schema;
  if (!route || menu === false) return undefined;
  if (!menu && schema.accessPath && schema.accessPath !== route) return undefined;
  const groups = new Set(BASE_MENU.filter((item) => item.children).map((item) => item.path));
  const nested = route.split('/').filter(Boolean).length > 1;
  const parent = menu?.parent ?? (nested && groups.has(groupPathOf(route)) ? groupPathOf(route) : '');
  const item: MenuItem = {
    id: menu?.id ?? menuIdOf(route),
    name: menu?.name ?? schema.label,
    path: route,
    sort: menu?.order ?? 0,
    ...(menu?.icon ? { icon: menu.icon } : {}),
  };
  return { parent, item };
}

/** An entry with no declared order goes after its siblings. */
function placed(siblings: MenuItem[], item: MenuItem): MenuItem {
  if (item.sort) return item;
  return { ...item, sort: Math.max(0, ...siblings.map((sibling) => sibling.sort)) + 1 };
}

/** The full menu: BASE_MENU with every schema's entry under its group (an unknown group: the top level). */
export function menuTree(schemas: ResourceSchema[] = registry): MenuItem[] {
  const top = BASE_MENU.map((item) => (item.children ? { ...item, children: [...item.children] } : item));
  for (const schema of schemas) {
    const entry = menuEntryOf(schema);
    if (!entry) continue;
    const group = top.find((item) => item.children && item.path === entry.parent);
    const siblings = group?.children ?? top;
    siblings.push(placed(siblings, entry.item));
  }
  // A group no entry fills has nothing to show.
  return top.filter((item) => !item.children || item.children.length > 0);
}

/** Every id of a menu tree, parents included. */
export const allMenuIds = (items: MenuItem[]): number[] =>
  items.flatMap((item) => [Number(item.id), ...allMenuIds(item.children ?? [])]);
