import { db } from '../store/db';
import type { MockGroup, MockUser } from '../store/seed';

/** The user groups a user belongs to. */
export const groupsOf = (user: MockUser): MockGroup[] =>
  db().groups.filter((group) => user.user_group.includes(group.id));

/**
 * An administrator: the admin user, or a member of a built-in group (Administrators). Either holds
 * every menu entry and every record, and only an administrator manages another one.
 */
export const isAdministrator = (user: MockUser): boolean =>
  user.is_admin || groupsOf(user).some((group) => group.type === 1);
