import { MENU_QUERY } from '../config';
import { call } from './http';

/** A server menu item (spec section 3). */
export interface MenuItem {
  id: number | string;
  name: string;
  icon?: string;
  path: string;
  sort: number;
  children?: MenuItem[];
}

interface Sortable<Node> {
  sort?: number;
  children?: Node[];
}

/**
 * A menu tree in the side menu's order: by `sort` at every level. The user group's menu tree
 * (Setting) uses it too, so both list the screens alike.
 */
export function sortTree<Node extends Sortable<Node>>(items: Node[]): Node[] {
  return [...items]
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
    .map((item) => (item.children?.length ? { ...item, children: sortTree(item.children) } : item));
}

let menuRequest: Promise<MenuItem[]> | undefined;

/** The user's menu from GET /menu, sorted by `sort` at every level; fetched once per login. */
export function loadMenu(): Promise<MenuItem[]> {
  menuRequest ??= call<MenuItem[]>({ path: '/menu', query: { ...MENU_QUERY }, answer: 'menu' })
    .then((envelope) => sortTree(envelope.data ?? []))
    .catch((error: unknown) => {
      menuRequest = undefined;
      throw error;
    });
  return menuRequest;
}

export function forgetMenu(): void {
  menuRequest = undefined;
}

/** Every path named anywhere in the tree. */
export function menuPaths(items: MenuItem[]): Set<string> {
  const paths = new Set<string>();
  const walk = (list: MenuItem[]) =>
    list.forEach((item) => {
      if (item.path) paths.add(item.path);
      if (item.children) walk(item.children);
    });
  walk(items);
  return paths;
}
