import type { MockUser } from './seed';

/**
 * The seeded administrator's API Security token. It only reads reports (the calls of the Report
 * API screen, the `apiKey` rows of src/mocks/authorization/table.ts); every other call made with it
 * is refused. Fixed for the demo data so that the browser tests can compare what the screens show;
 * docs/api.md does not print it: the SDK & API and Report API screens show it to the administrator.
 */
export const ADMIN_APP_KEY = 'ak_demo_7f3c9a2e51b84d06';

/** A user's API Security token ('' when they have none): only the administrator has one. */
export const appKeyOf = (user: MockUser): string => (user.is_admin ? ADMIN_APP_KEY : '');
