// The authorization matrix: every call of docs/api.md's Authorization table, made by the three
// demo users and a user whose groups grant only reports. A call is allowed exactly when the
// table's "Who may call" cell opens it to everyone or names a menu path the user's GET /menu
// holds; a refused call answers the permission refusal word for word and changes nothing.
import { describe, expect, it } from 'vitest';
import { resetDb } from '../../../src/mocks/store/db';
import { registry } from '../../../src/schemas';
import { addedSchemas, UNGRANTED_ENTRIES } from '../../support/builtInResources';
import { authorizationRows, menuPathsOf, type DocRow } from './docsCalls';
import { callAs, dataSnapshot, isRefusal, REFUSAL } from './requests';
import { ADMIN, ALICE, menuPaths, PUBLISHER, REPORTER, signIn } from './users';

const ROWS = authorizationRows();
const USERS = [ADMIN, PUBLISHER, ALICE, REPORTER];

/** The calls refused to each user, gathered by the matrix for the summary at the end. */
const refusedTo = new Map<string, string[]>(USERS.map((email) => [email, []]));

/**
 * The calls of menu entries beyond the spec's menu (the activity log, a scaffolded resource): a new
 * entry reaches no non-admin group until an administrator grants it.
 */
const ADDED_ROUTES = new Set([...UNGRANTED_ENTRIES, ...addedSchemas(registry).map((schema) => schema.route)]);
const ofAddedEntry = (call: string) =>
  ROWS.some((row) => {
    const paths = menuPathsOf(row.who);
    return row.call === call && paths.length > 0 && paths.every((path) => ADDED_ROUTES.has(path));
  });

const opensToAll = (row: DocRow) => row.who === 'anyone' || row.who === 'every signed-in user';

/** What one user gets from one call: the expected verdict and what happened. */
async function verdict(row: DocRow, email: string) {
  resetDb();
  const token = await signIn(email);
  const menu = await menuPaths(token);
  const allowed = opensToAll(row) || menuPathsOf(row.who).some((path) => menu.has(path));
  const before = dataSnapshot();
  const answer = await callAs(token, row);
  return { allowed, answer, changed: dataSnapshot() !== before };
}

describe('authorization matrix', () => {
  it('covers every call of the table', () => {
    expect(ROWS.length).toBeGreaterThan(90);
  });

  it.each(ROWS.map((row) => [row.call, row] as const))('%s', async (_call, row) => {
    for (const email of USERS) {
      const { allowed, answer, changed } = await verdict(row, email);
      if (isRefusal(answer)) refusedTo.get(email)?.push(row.call);
      if (allowed) {
        expect(isRefusal(answer), `${email} should be allowed ${row.call}`).toBe(false);
      } else {
        expect({ email, status: answer.status, body: answer.body }).toEqual({
          email,
          status: 200,
          body: REFUSAL,
        });
        expect(changed, `${email}: a refused ${row.call} changed the data`).toBe(false);
      }
    }
  });

  // Runs after the matrix above (tests of a file run in order).
  it('refuses the publisher only user and group calls and those of entries not granted yet, the reporter every management call, the administrator nothing', () => {
    expect(refusedTo.get(ADMIN)).toEqual([]);
    const publisher = refusedTo.get(PUBLISHER) ?? [];
    expect(publisher.length).toBeGreaterThan(0);
    const shipped = publisher.filter((call) => !ofAddedEntry(call));
    expect(shipped.filter((call) => !/ \/ssp_publisher\/user(_group)?\b/.test(call))).toEqual([]);
    // Each added entry's calls are refused to the publisher, as the seeded grants do not hold it.
    for (const row of ROWS.filter((row) => ofAddedEntry(row.call))) expect(publisher).toContain(row.call);
    expect(refusedTo.get(ALICE)).toEqual(publisher);
    const reporter = refusedTo.get(REPORTER) ?? [];
    for (const call of [
      'POST v1 /ssp_publisher/domain/{site_id}/zone/add',
      'POST v1 /ssp_publisher/domain',
      'POST v1 /ssp_publisher/keyword',
      'POST v1 /ssp_publisher/channel',
      'PUT v1 /ssp_publisher/search_site/{id}',
    ])
      expect(reporter).toContain(call);
    expect(reporter.filter((call) => call.startsWith('POST v2'))).toEqual([]);
  });
});
