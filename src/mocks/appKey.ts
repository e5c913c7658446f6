import type { MockUser } from './seed';

/** The app key used as the API Security token: only the administrator has one. */
export const ADMIN_APP_KEY = 'ak_demo_7f3c9a2e51b84d06';

/** A user's API Security token ('' when they have none). */
export const appKeyOf = (user: MockUser): string => (user.is_admin ? ADMIN_APP_KEY : '');
