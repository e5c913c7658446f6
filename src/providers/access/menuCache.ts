import { menuAnswer } from '../../calls/answers';
import { STORAGE_KEYS } from '../../config';
import { knownEntries, sortTree, type MenuItem } from './menu';

/**
 * The menu of the last session on this browser, per user (by the email they log in with), shown
 * while the server's is on its way and replaced by it. It grants nothing: the routes and Home's
 * parts ask the server's menu (loadMenu). A menu holds screen names and paths, never a secret; a
 * few users' are kept.
 */
const KEPT_USERS = 5;

const ownerOf = (email: string) => email.trim().toLowerCase();

/** Whose menus this session's answers are (the login's email); setToken and clearSession forget it. */
export function setMenuOwner(email: string): void {
  localStorage.setItem(STORAGE_KEYS.menuOwner, ownerOf(email));
}

function readMenus(): [string, unknown][] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.menus) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter(
          (entry): entry is [string, unknown] => Array.isArray(entry) && typeof entry[0] === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/** Keeps `items` as the menu of this session's user (none when the session has no owner). */
export function rememberMenu(items: MenuItem[]): void {
  const owner = localStorage.getItem(STORAGE_KEYS.menuOwner);
  if (!owner) return;
  const others = readMenus().filter(([user]) => user !== owner);
  const menus = [...others.slice(-(KEPT_USERS - 1)), [owner, items]];
  try {
    localStorage.setItem(STORAGE_KEYS.menus, JSON.stringify(menus));
  } catch {
    // A full storage only costs the next login its early menu.
  }
}

/**
 * The menu last kept for `email` (by default this session's user), checked as an answer of the
 * server would be and cut to the screens this console has; undefined when there is none.
 */
export function cachedMenu(email = localStorage.getItem(STORAGE_KEYS.menuOwner)): MenuItem[] | undefined {
  if (!email) return undefined;
  const owner = ownerOf(email);
  const stored = readMenus().find(([user]) => user === owner)?.[1];
  const checked = menuAnswer.safeParse(stored);
  return checked.success ? sortTree(knownEntries(checked.data as MenuItem[])) : undefined;
}
