import type { MenuItem } from '../providers/menu';
import { appKeyOf } from './appKey';
import { db, save } from './db';
import { menuTree } from './menuTree';
import type { MockUser } from './seed';

/**
 * The signed-in user of a request, from its Authorization header: a session token of the console,
 * or a user's API Security token (the app key publishers use to automate, see the Report API screen).
 */
export function userOf(request: Request): MockUser | undefined {
  const token = request.headers.get('Authorization');
  if (!token) return undefined;
  const userId = db().sessions[token];
  return db().users.find(
    (user) => (user.user_id === userId || appKeyOf(user) === token) && user.status === 0,
  );
}

export function openSession(user: MockUser): string {
  const token = `demo-${user.user_id}-${Math.random().toString(36).slice(2, 12)}`;
  db().sessions[token] = user.user_id;
  save();
  return token;
}

export function closeSession(request: Request): void {
  const token = request.headers.get('Authorization');
  if (token) delete db().sessions[token];
  save();
}

/**
 * A user's menu: the union of their groups' menus, as a tree keeping a parent when it or a child
 * is granted. Grants are resolved now, against the menu of today's registry: an admin and a member
 * of a built-in group (Administrators) get every entry, also one added after their data was stored.
 */
export function menuOf(user: MockUser): MenuItem[] {
  const groups = db().groups.filter((group) => user.user_group.includes(group.id));
  const tree = menuTree();
  if (user.is_admin || groups.some((group) => group.type === 1)) return tree;
  const granted = new Set(groups.flatMap((group) => group.menu_ids));
  const prune = (items: MenuItem[]): MenuItem[] =>
    items.flatMap((item) => {
      const children = prune(item.children ?? []);
      if (item.children?.length) return children.length ? [{ ...item, children }] : [];
      return granted.has(Number(item.id)) ? [item] : [];
    });
  return prune(tree);
}
