import { menu as menuCall } from '../../calls/calls';
import { MENU_QUERY } from '../../config';
import { call } from '../http';
import { rememberMenu } from './menuCache';
import { startProbes, withoutUnoffered } from './menuProbes';

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

let knownPaths: ReadonlySet<string> | undefined;

/** The paths the console has a screen or a menu group for (the route tree sets them). */
export function setKnownMenuPaths(paths: Iterable<string>): void {
  knownPaths = new Set(paths);
}

/** Back to knowing no route tree: every in-app path is kept (tests that set a tree of their own undo it). */
export function forgetKnownMenuPaths(): void {
  knownPaths = undefined;
}

/** A path inside the console: one leading slash, no scheme, host, query or fragment. */
const IN_APP_PATH = /^\/(?!\/)[^\s:?#\\]*$/;
const reported = new Set<string>();

const isKnown = (path: unknown): path is string =>
  typeof path === 'string' && IN_APP_PATH.test(path) && (!knownPaths || knownPaths.has(path));

/**
 * The entries of a server menu whose paths the console knows; the others (another site's address,
 * a path with no screen) are left out, and so is a group left with none of its entries. What is
 * left out is reported once in the browser console.
 */
export function knownEntries(items: MenuItem[]): MenuItem[] {
  const unknown: string[] = [];
  const keep = (list: MenuItem[]): MenuItem[] =>
    list.flatMap((item) => {
      if (!isKnown(item.path)) {
        unknown.push(String(item.path));
        return [];
      }
      if (!item.children?.length) return [item];
      const children = keep(item.children);
      return children.length ? [{ ...item, children }] : [];
    });
  const kept = keep(items);
  const fresh = unknown.filter((path) => !reported.has(path));
  fresh.forEach((path) => reported.add(path));
  if (fresh.length)
    console.warn(
      `Menu entries left out: the console has no screen for ${fresh.map((path) => JSON.stringify(path)).join(', ')}`,
    );
  return kept;
}

let menuRequest: Promise<MenuItem[]> | undefined;

/**
 * The user's menu from GET /menu, sorted by `sort` at every level, without the entries the host
 * does not offer (menuProbes.ts, asked beside the menu); fetched once per login, and kept for the
 * next login on this browser (menuCache.ts: shown until this answer comes, never trusted).
 */
export function loadMenu(): Promise<MenuItem[]> {
  if (menuRequest) return menuRequest;
  const unoffered = startProbes();
  const request: Promise<MenuItem[]> = call<MenuItem[]>({
    path: menuCall.path,
    query: { ...MENU_QUERY },
    answer: 'menu',
  })
    .then((envelope) => withoutUnoffered(sortTree(knownEntries(envelope.data ?? [])), unoffered))
    .then((items) => {
      if (menuRequest === request) rememberMenu(items);
      return items;
    })
    .catch((error: unknown) => {
      // Forgotten only if still the kept one: a request made before a forgetMenu may fail late.
      if (menuRequest === request) menuRequest = undefined;
      throw error;
    });
  menuRequest = request;
  return request;
}

/**
 * Asks for the menu now, without waiting for anything else (a login asks for it beside the profile,
 * not after it); its answer is kept for loadMenu. A failure is left to whoever reads the menu, who
 * asks again.
 */
export function prefetchMenu(): void {
  loadMenu().catch(() => undefined);
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
