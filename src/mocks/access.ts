import type { MockUser } from './seed';
import { menuOf } from './session';

/** Whether a user's menu (the union of their groups' menus) holds a path. */
export function menuHas(user: MockUser, path: string): boolean {
  const walk = (items: ReturnType<typeof menuOf>): boolean =>
    items.some((item) => item.path === path || walk(item.children ?? []));
  return walk(menuOf(user));
}

export const NO_PERMISSION = 'You do not have permission to do this';
