// Data scope on every list, lookup and dictionary: each GET of the authorization table (schema
// lists, report lookups, trees, exports, dictionaries...) made by a user whose menu holds every
// screen but whose groups grant one content site, one app and one search site names no other
// record: no id of another site, app, search site, zone or ad unit, no other domain or app name.
import { beforeEach, describe, expect, it } from 'vitest';
import { accessRules } from '../../../src/mocks/authorization/table';
import { callKey, type AccessRule } from '../../../src/mocks/authorization/types';
import { db } from '../../../src/mocks/store/db';
import { leaksIn, outsideOf } from './outOfScope';
import { callAs, isRefusal, QUERIES, tokenOf } from './requests';
import { addUser, ADMIN, everyMenu, ONE_OF_EACH } from './users';

const NARROW = 'narrow@demo.test';

/** Each GET the table knows (images need no sign-in and hold no record), the Data tree once per kind. */
const CALLS = accessRules()
  .filter((rule) => rule.method === 'GET' && rule.access !== 'public')
  .flatMap((rule) =>
    rule.path === '/ssp_publisher/user_group/data_tree'
      ? ['app', 'content_site', 'search_site'].map((type) => ({ rule, query: { type } }))
      : [{ rule, query: QUERIES[rule.path] ?? {} }],
  )
  .map(({ rule, query }) => ({ name: `${callKey(rule)} ${new URLSearchParams(query)}`.trim(), rule, query }));

/** Every row of a list, whatever the list's paging names. */
const EVERY_ROW = { page_index: '1', page_size: '9999' };

let narrow: string;
let ownGroup: string;
beforeEach(async () => {
  narrow = await addUser({ email: NARROW, menus: everyMenu, scope: ONE_OF_EACH });
  ownGroup = String(db().groups.find((group) => group.name === `Group of ${NARROW}`)?.id);
});

const callWith = (token: string, rule: AccessRule, query: Record<string, string>) =>
  callAs(token, rule, { id: ownGroup }, undefined, { ...EVERY_ROW, ...query });

describe('the data scope of lists, lookups and dictionaries', () => {
  it('walks every GET of the table', () => {
    expect(CALLS.length).toBeGreaterThan(40);
    expect(CALLS.map((call) => call.name)).toContain('GET v1 /ssp_publisher/app/zone/list');
  });

  it.each(CALLS.map((call) => [call.name, call] as const))('%s', async (_name, { rule, query }) => {
    const answer = await callWith(narrow, rule, query);
    expect(isRefusal(answer), JSON.stringify(answer.body)).toBe(false);
    expect(leaksIn(answer.body, outsideOf(ONE_OF_EACH))).toEqual([]);
  });

  it("finds the other records in the administrator's answers, so the walk would see a leak", async () => {
    const admin = await tokenOf(ADMIN);
    const outside = outsideOf(ONE_OF_EACH);
    const leaky: string[] = [];
    for (const { name, rule, query } of CALLS)
      if (leaksIn((await callWith(admin, rule, query)).body, outside).length) leaky.push(name);
    expect(leaky).toEqual(
      expect.arrayContaining([
        'GET v1 /ssp_publisher/app/zone/list',
        'GET v1 /ssp_publisher/app/list',
        'GET v1 /ssp_publisher/adunit/list',
        'GET v1 /ssp_publisher/adunit/export',
        'GET v1 /ssp_publisher/domain/list',
        'GET v1 /ssp_publisher/zone/list',
        'GET v1 /ssp_publisher/search_site/list',
        'GET v1 /ssp_publisher/link/list',
        'GET v1 /ssp_publisher/link/export',
        'GET v2 /ssp_publisher/search_domain/list',
        'GET v1 /ssp_publisher/user_group/list',
        'GET v1 /ssp_publisher/user_group/data_tree type=app',
        'GET v1 /ssp_publisher/user_group/data_tree type=content_site',
        'GET v1 /ssp_publisher/user_group/data_tree type=search_site',
      ]),
    );
  });
});
