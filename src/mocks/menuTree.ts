import { MENU_GROUPS } from '../common/menuGroups';
import type { MenuItem } from '../providers/access/menu';
import { reportRegistry } from '../reports/registry';
import type { ReportConfig } from '../reports/types';
import { resourceLabels } from '../model/labels';
import type { ResourceSchema } from '../model/types';
import { registry } from '../schemas';
import { hash } from './handlers/reports/random';

/** The side menu's groups (src/common/menuGroups.ts), with the entries that are neither schemas nor reports. */
const GROUP_ENTRIES: Record<string, MenuItem[]> = {
  '/account': [{ id: 72, name: 'User', path: '/account/user', sort: 2 }],
  '/report': [{ id: 66, name: 'Report API', path: '/report/reportapi', sort: 6 }],
};

/**
 * The embedded API's menu: Home, the groups (with Account > User and Report API) and SDK & API;
 * every schema and every report config adds its own entry from its `menu`. `sort` is
 * deliberately out of order in places so the client's sorting shows.
 */
export const BASE_MENU: MenuItem[] = [
  { id: 1, name: 'Home', icon: 'home', path: '/home', sort: 1 },
  ...MENU_GROUPS.map((group) => ({ ...group, children: GROUP_ENTRIES[group.path] ?? [] })),
  { id: 80, name: 'SDK & API', icon: 'integration', path: '/integration', sort: 8 },
];

/**
 * A menu id that stays the same for a route across builds and data sets (group grants refer to
 * it): a hash of the route above the hand-numbered ids.
 */
export const menuIdOf = (route: string): number => 100_000 + (hash(route) % 900_000);

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
    name: resourceLabels(schema).menu,
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

/** Where a report's entry goes: its menu group and the item (its name is the report's title). */
export function reportMenuEntryOf(config: ReportConfig): { parent: string; item: MenuItem } {
  const { group, order, id } = config.menu;
  return {
    parent: group,
    item: { id: id ?? menuIdOf(config.route), name: config.title, path: config.route, sort: order ?? 0 },
  };
}

/**
 * The full menu: BASE_MENU with every schema's and every report's entry under its group (an
 * unknown group: the top level).
 */
export function menuTree(
  schemas: ResourceSchema[] = registry,
  reports: ReportConfig[] = reportRegistry,
): MenuItem[] {
  const top = BASE_MENU.map((item) => (item.children ? { ...item, children: [...item.children] } : item));
  const entries = [...schemas.map(menuEntryOf), ...reports.map(reportMenuEntryOf)];
  for (const entry of entries) {
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
