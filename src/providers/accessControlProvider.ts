import type { AccessControlProvider } from '@refinedev/core';
import { loadMenu, menuPaths } from './menu';

/** Screens every signed-in user may open, whatever the menu says. */
export const ALWAYS_ALLOWED_PATHS = new Set(['/', '/home', '/login', '/signin', '/findpwd', '/saas/login']);

/** Whether the menu grants a path: listed itself, or always allowed. */
export function menuGrants(path: string, granted: Set<string>): boolean {
  return ALWAYS_ALLOWED_PATHS.has(path) || granted.has(path);
}

const DENIED_BY_MENU = 'This screen is not in your menu.';

/**
 * `can` answers from the server menu: opening a screen (action 'list' with params.path, the
 * menu path that grants it) is allowed only when that path is in the user's menu.
 */
export const accessControlProvider: AccessControlProvider = {
  async can({ action, params }) {
    const path = (params as { path?: string } | undefined)?.path;
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
