// The authorization table of the code and the one of docs/api.md are the same, every call the
// page mentions has a row, and a call no row knows is refused for everyone but administrators.
import { describe, expect, it } from 'vitest';
import { NO_PERMISSION } from '../../../src/mocks/users/access';
import { authorize } from '../../../src/mocks/authorization/authorize';
import { describeCaller, describeScope } from './describeRule';
import { accessRules } from '../../../src/mocks/authorization/table';
import { callKey } from '../../../src/mocks/authorization/types';
import { db } from '../../../src/mocks/store/db';
import { registry } from '../../../src/schemas';
import { reportRegistry } from '../../../src/reports/registry';
import { addedSchemas, shippedReports } from '../../support/builtInResources';
import { schemaCalls } from '../schemaCalls';
import { authorizationRows, mentionedCalls, shapeOf } from './docsCalls';

const BASE_NAMES = { main: 'v1', v2: 'v2', image: 'image' } as const;

/** The calls of the resources added after the console shipped (a scaffolded one), as the table writes them. */
const addedCalls = () =>
  new Set(
    addedSchemas(registry).flatMap((schema) =>
      schemaCalls(schema).map((call) => `${call.method} ${BASE_NAMES[call.base ?? 'main']} ${call.path}`),
    ),
  );

describe('the authorization table', () => {
  it("is docs/api.md's table, call for call, grant for grant", () => {
    const inCode = Object.fromEntries(
      // A report added later (a scaffolded one) is granted from its config, also on a list a
      // shipped report reads: docs/api.md describes the shipped reports' grants.
      accessRules(shippedReports(reportRegistry)).map((rule) => [
        callKey(rule),
        `${describeCaller(rule)} | ${describeScope(rule.scope)}`,
      ]),
    );
    const inDocs = Object.fromEntries(
      authorizationRows().map((row) => [row.call, `${row.who} | ${row.scope}`]),
    );
    // A resource added later (a scaffolded one) gets its rows from its schema: docs/api.md need not
    // list them, and a row it does list must be true.
    const added = addedCalls();
    const documented = Object.fromEntries(
      Object.entries(inCode).filter(([call]) => call in inDocs || !added.has(call)),
    );
    expect(inDocs).toEqual(documented);
  });

  it("leaves out of docs/api.md's table only the calls of added resources, each granted to its screen", () => {
    const scaffolded = {
      ...registry[0],
      name: 'tableProbe',
      route: '/tableProbe',
      accessPath: undefined,
      api: { list: { method: 'GET' as const, path: '/ssp_publisher/table_probe/list' } },
      toolbar: [],
      rowActions: [],
      fields: [],
    };
    registry.push(scaffolded);
    try {
      const documented = new Set(authorizationRows().map((row) => row.call));
      const probe = accessRules().find((rule) => rule.path === '/ssp_publisher/table_probe/list');
      expect(addedCalls()).toContain('GET v1 /ssp_publisher/table_probe/list');
      expect(documented.has('GET v1 /ssp_publisher/table_probe/list')).toBe(false);
      expect(probe && `${describeCaller(probe)} | ${describeScope(probe.scope)}`).toBe('`/tableProbe` | ');
    } finally {
      registry.splice(registry.indexOf(scaffolded), 1);
    }
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
