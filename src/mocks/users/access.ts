import { fail } from '../respond';
import type { MockUser } from '../store/seed';
import { menuOf } from './session';

/** Whether a user's menu (the union of their groups' menus) holds a path. */
export function menuHas(user: MockUser, path: string): boolean {
  const walk = (items: ReturnType<typeof menuOf>): boolean =>
    items.some((item) => item.path === path || walk(item.children ?? []));
  return walk(menuOf(user));
}

/** The refusal of a call the caller's menu or data scope does not grant. */
export const NO_PERMISSION = 'You do not have permission to do this';

/**
 * The authorization refusal: HTTP 200 like every refusal, `code` 403, and the text both as `msg`
 * (the toast) and as `permission_msg` (the field the spec's search ads report turns into its
 * 'Attention' alert). The text says why when a rule has more to say than NO_PERMISSION.
 */
export const permissionRefused = (reason: string = NO_PERMISSION) =>
  fail(reason, { code: 403, permission_msg: reason });
