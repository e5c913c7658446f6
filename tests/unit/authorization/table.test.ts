// The authorization table of the code and the one of docs/api.md are the same, every call the
// page mentions has a row, and a call no row knows is refused for everyone but administrators.
import { describe, expect, it } from 'vitest';
import { NO_PERMISSION } from '../../../src/mocks/access';
import { authorize } from '../../../src/mocks/authorization/authorize';
import { describeCaller, describeScope } from '../../../src/mocks/authorization/describe';
import { accessRules } from '../../../src/mocks/authorization/table';
import { callKey } from '../../../src/mocks/authorization/types';
import { db } from '../../../src/mocks/db';
import { authorizationRows, mentionedCalls, shapeOf } from './docsCalls';

describe('the authorization table', () => {
  it("is docs/api.md's table, call for call, grant for grant", () => {
    const inCode = Object.fromEntries(
      accessRules().map((rule) => [callKey(rule), `${describeCaller(rule)} | ${describeScope(rule.scope)}`]),
    );
    const inDocs = Object.fromEntries(
      authorizationRows().map((row) => [row.call, `${row.who} | ${row.scope}`]),
    );
    expect(inDocs).toEqual(inCode);
  });

  it('has a row for every call docs/api.md mentions', () => {
    const rows = new Set(authorizationRows().map((row) => shapeOf(row.method, row.path)));
    const mentioned = [...mentionedCalls()];
    expect(mentioned.length).toBeGreaterThan(80);
    expect(mentioned.filter((call) => !rows.has(call))).toEqual([]);
  });

  it('would notice a call added to docs/api.md without a row', () => {
    const doc = '#### POST /ssp_publisher/brand_new\n\nAuth: yes.\n| `GET /ssp_publisher/other_new` | x |';
    expect([...mentionedCalls(doc)]).toEqual([
      'POST /ssp_publisher/brand_new',
      'GET /ssp_publisher/other_new',
    ]);
  });

  it('grants every schema call to its screen: the zone schema calls need the site list menu', () => {
    const zoneAdd = accessRules().find((rule) => rule.path === '/ssp_publisher/domain/{site_id}/zone/add');
    expect(zoneAdd?.access).toEqual({ menu: ['/siteManager/siteList'] });
    expect(zoneAdd?.scope).toEqual([{ kind: 'content_site', from: 'path', field: 'site_id', via: 'id' }]);
  });
});

describe('a call with no row', () => {
  const request = () =>
    new Request('http://localhost/gamebridge-manager/v1/ssp_publisher/not_in_the_table', { method: 'POST' });

  it('is refused for a user who is not an administrator, with the permission refusal', async () => {
    const publisher = db().users.find((user) => user.email === 'publisher@demo.test');
    const refusal = await authorize(request(), publisher!);
    expect(await refusal?.json()).toEqual({
      success: false,
      code: 403,
      msg: NO_PERMISSION,
      permission_msg: NO_PERMISSION,
    });
  });

  it('is left to its handler for an administrator', async () => {
    const admin = db().users.find((user) => user.is_admin);
    expect(await authorize(request(), admin!)).toBeUndefined();
  });
});
