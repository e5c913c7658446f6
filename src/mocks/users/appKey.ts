import { db, save } from '../store/db';
import type { MockUser } from '../store/seed';
import { randomHex } from './secureRandom';

/**
 * A user's API Security token ('' when they have none): only the administrator has one. It only
 * reads reports (the calls of the Report API screen, the `apiKey` rows of
 * src/mocks/authorization/table.ts); every other call made with it is refused. It is random, made
 * the first time it is needed for each data set (a new seed, `/__reset`, gives a new one), and kept
 * apart from the user rows so that no user list carries it. Only the SDK & API and Report API
 * screens show it, to its holder; no doc or source file holds a working one.
 */
export function appKeyOf(user: MockUser): string {
  if (!user.is_admin) return '';
  const keys = (db().appKeys ??= {});
  if (!keys[user.user_id]) {
    keys[user.user_id] = `ak_${randomHex(12)}`;
    save();
  }
  return keys[user.user_id];
}
