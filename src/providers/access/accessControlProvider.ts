import type { AccessControlProvider } from '@refinedev/core';
import { loadMenu, menuPaths } from './menu';
import { recordRefusal } from '../../common/recordRules';

/** Screens every signed-in user may open, whatever the menu says. */
export const ALWAYS_ALLOWED_PATHS = new Set(['/', '/home', '/login', '/signin', '/findpwd', '/saas/login']);

/** Whether the menu grants a path: listed itself, or always allowed. */
export function menuGrants(path: string, granted: Set<string>): boolean {
  return ALWAYS_ALLOWED_PATHS.has(path) || granted.has(path);
}

const DENIED_BY_MENU = 'This screen is not in your menu.';

/**
 * `can` answers from the server menu: opening a screen (action 'list' with params.path, the
 * menu path that grants it) is allowed only when that path is in the user's menu. An action on a
 * record (params.record) is refused by the record rules (recordRules.ts).
 */
export const accessControlProvider: AccessControlProvider = {
  async can({ resource, action, params }) {
    const { path, record } = (params ?? {}) as { path?: string; record?: unknown };
    const refusal = resource ? recordRefusal(resource, action, record) : undefined;
    if (refusal) return { can: false, reason: refusal };
    if (action === 'list' && path) {
      if (ALWAYS_ALLOWED_PATHS.has(path)) return { can: true };
      try {
        const granted = menuPaths(await loadMenu());
        return menuGrants(path, granted) ? { can: true } : { can: false, reason: DENIED_BY_MENU };
      } catch {
        return { can: false, reason: DENIED_BY_MENU };
      }
    }
    return { can: true };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: false } },
};
