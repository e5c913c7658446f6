import type { MenuItem } from '../../providers/access/menu';
import { appKeyOf } from './appKey';
import { db, save } from '../store/db';
import { groupsOf, isAdministrator } from './membership';
import { menuTree } from '../menuTree';
import { randomHex } from './secureRandom';
import type { MockUser } from '../store/seed';

/** Who makes a request, and with what: a session of the console or an API Security token. */
export interface Caller {
  user: MockUser;
  by: 'session' | 'apiKey';
}

/** A session ends after this long without a call (docs/api.md, "Sessions"). */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** A session's last use is stored at most this often, so that every call is not a write. */
const SEEN_PRECISION_MS = 60 * 1000;

const seenTimes = () => (db().sessionsSeen ??= {});

/** The user id of a live session, its last use updated; an idle (or unknown) session is ended. */
function sessionUser(token: string): number | undefined {
  const userId = db().sessions[token];
  if (userId === undefined) return undefined;
  const now = Date.now();
  const seen = seenTimes()[token];
  if (seen === undefined || now - seen > SESSION_IDLE_MS) {
    endSession(token);
    return undefined;
  }
  if (now - seen >= SEEN_PRECISION_MS) {
    seenTimes()[token] = now;
    save();
  }
  return userId;
}

/**
 * The signed-in caller of a request, from its Authorization header: a session token of the
 * console, or a user's API Security token (the app key publishers use to read reports from a
 * program, see the Report API screen). A disabled user is nobody.
 */
export function callerOf(request: Request): Caller | undefined {
  const token = request.headers.get('Authorization');
  if (!token) return undefined;
  const active = db().users.filter((user) => user.status === 0);
  const userId = sessionUser(token);
  const bySession = active.find((user) => user.user_id === userId);
  if (bySession) return { user: bySession, by: 'session' };
  const byKey = active.find((user) => appKeyOf(user) === token);
  return byKey && { user: byKey, by: 'apiKey' };
}

export function openSession(user: MockUser): string {
  const token = `demo-${randomHex()}`;
  db().sessions[token] = user.user_id;
  seenTimes()[token] = Date.now();
  save();
  return token;
}

function endSession(token: string): void {
  delete db().sessions[token];
  delete seenTimes()[token];
  save();
}

export function closeSession(request: Request): void {
  const token = request.headers.get('Authorization');
  if (token) endSession(token);
}

/**
 * A user's menu: the union of their groups' menus, as a tree keeping a parent when it or a child
 * is granted. Grants are resolved now, against the menu of today's registry: an admin and a member
 * of a built-in group (Administrators) get every entry, also one added after their data was stored.
 */
export function menuOf(user: MockUser): MenuItem[] {
  const tree = menuTree();
  if (isAdministrator(user)) return tree;
  const granted = new Set(groupsOf(user).flatMap((group) => group.menu_ids));
  const prune = (items: MenuItem[]): MenuItem[] =>
    items.flatMap((item) => {
      const children = prune(item.children ?? []);
      if (item.children?.length) return children.length ? [{ ...item, children }] : [];
      return granted.has(Number(item.id)) ? [item] : [];
    });
  return prune(tree);
}
