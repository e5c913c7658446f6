// A call naming a record of another resource (a zone id, a landing-page link id) is checked
// against the scoped record that resource's `dataScope` names: the owner is read from the
// schema, not from a lookup written beside a handler.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { scopedId } from '../../../src/mocks/authorization/owners';
import '../../../src/mocks/handlers';
import { db, resetDb } from '../../../src/mocks/store/db';
import { links } from '../../../src/mocks/handlers/inventory/links';
import { searchSites } from '../../../src/mocks/handlers/inventory/searchSites';

beforeEach(() => resetDb());
afterAll(() => resetDb());

describe("a scoped record's owner, read from the named resource's dataScope", () => {
  it("finds a zone's content site by its site_id", () => {
    const zone = db().zones.find((row) => row.site_id !== 1001)!;
    const locator = { kind: 'content_site', from: 'path', field: 'zone_id', via: 'zone' } as const;

    expect(scopedId(locator, String(zone.zone_id))).toBe(zone.site_id);
  });

  it("finds a link's search site by its domain (dataScope by name)", () => {
    const link = links()[0];
    const site = searchSites().find((row) => row.domain === link.domain)!;
    const locator = { kind: 'search_site', from: 'path', field: 'id', via: 'link' } as const;

    expect(scopedId(locator, String(link.id))).toBe(site.id);
  });

  it('answers undefined for a record that does not exist, NaN for one whose owner is gone', () => {
    const locator = { kind: 'search_site', from: 'path', field: 'id', via: 'link' } as const;
    expect(scopedId(locator, '999999')).toBeUndefined();

    const link = links()[0];
    link.domain = 'nowhere.example';
    expect(scopedId(locator, String(link.id))).toBeNaN();
  });

  it('refuses (NaN) a resource that declares no dataScope, rather than guessing', () => {
    const locator = { kind: 'content_site', from: 'path', field: 'id', via: 'channel' } as const;

    expect(scopedId(locator, '1')).toBeNaN();
  });
});
