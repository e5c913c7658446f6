// Data scope of single records: a call naming a record outside the caller's scope (by id, by name,
// or through its parent site or app) is refused word for word and changes nothing; the same call
// on a record inside the scope goes through to its handler.
import { beforeEach, describe, expect, it } from 'vitest';
import { searchSites } from '../../../src/mocks/handlers/inventory/searchSites';
import { PARTNER_SEARCH_SITE } from '../../../src/mocks/store/seeds/searchSite';
import { authorizationRows } from './docsCalls';
import { callAs, dataSnapshot, isRefusal, REFUSAL, tokenOf } from './requests';
import { addUser, allButUsers, ONE_OF_EACH, PUBLISHER } from './users';

type Call = { method: 'GET' | 'POST' | 'PUT'; base: 'v1'; path: string };
interface Side {
  values?: Record<string, string>;
  body?: unknown;
  query?: Record<string, string>;
}
interface ScopeCase {
  call: Call;
  inside: Side;
  outside: Side;
}

const v1 = (method: Call['method'], path: string): Call => ({ method, base: 'v1', path });
const byId = (name: string, inside: string, outside: string, body?: unknown) => ({
  inside: { values: { [name]: inside }, body },
  outside: { values: { [name]: outside }, body },
});

/** The scoped editor sees content site 1001, app 7001 (NewsReader) and search site 4001 (findit.example). */
const CASES: ScopeCase[] = [
  { call: v1('GET', '/ssp_publisher/domain/{id}/adstxt'), ...byId('id', '1001', '1002') },
  { call: v1('GET', '/ssp_publisher/domain/{id}/cur_adstxt'), ...byId('id', '1001', '1002') },
  { call: v1('POST', '/ssp_publisher/domain/{id}/verify_adstxt'), ...byId('id', '1001', '1002') },
  { call: v1('GET', '/ssp_publisher/domain/{site_id}/zones'), ...byId('site_id', '1001', '1002') },
  {
    call: v1('POST', '/ssp_publisher/domain/{site_id}/zone/add'),
    ...byId('site_id', '1001', '1002', { ad_type: 2, description: 'scoped' }),
  },
  // Zone 50001 is on site 1001, zone 50004 on site 1002.
  {
    call: v1('PUT', '/ssp_publisher/zone/{zone_id}'),
    ...byId('zone_id', '50001', '50004', { ad_size: [], description: 'scoped' }),
  },
  {
    call: v1('GET', '/ssp_publisher/app/adstxt'),
    inside: { query: { app_name: 'NewsReader' } },
    outside: { query: { app_name: 'PuzzleQuest' } },
  },
  {
    call: v1('POST', '/ssp_publisher/adunit'),
    inside: { body: { app_id: 7001, ad_format: 'banner', zone_name: 'scoped_unit', price: 2 } },
    outside: { body: { app_id: 7002, ad_format: 'banner', zone_name: 'scoped_unit', price: 2 } },
  },
  {
    call: v1('PUT', '/ssp_publisher/search_site/{id}'),
    ...byId('id', '4001', '4002', { domain: 'renamed.example', status: 3 }),
  },
  { call: v1('PUT', '/ssp_publisher/search_site/{id}/dns_resolved'), ...byId('id', '4001', '4002') },
  // Link 5001 is on findit.example (4001), link 5002 on parkedsearch.example (4002).
  { call: v1('GET', '/ssp_publisher/link/{id}'), ...byId('id', '5001', '5002') },
  {
    call: v1('POST', '/ssp_publisher/link'),
    inside: { body: { domain: 'findit.example', lp_type: 'content_page', key_word: 'best running shoes' } },
    outside: {
      body: { domain: 'parkedsearch.example', lp_type: 'content_page', key_word: 'best running shoes' },
    },
  },
];

let editor: string;
beforeEach(async () => {
  editor = await addUser({ email: 'scoped@demo.test', menus: allButUsers, scope: ONE_OF_EACH });
});

describe('data scope of a single record', () => {
  it('has a case for every call of the table that names a record', () => {
    const scoped = authorizationRows()
      .filter((row) => row.scope)
      .map((row) => row.call)
      .sort();
    expect(CASES.map(({ call }) => `${call.method} ${call.base} ${call.path}`).sort()).toEqual(scoped);
  });

  it.each(CASES.map((scopeCase) => [`${scopeCase.call.method} ${scopeCase.call.path}`, scopeCase] as const))(
    '%s: refused outside the scope, let through inside',
    async (_name, { call, inside, outside }) => {
      const before = dataSnapshot();
      const refused = await callAs(editor, call, outside.values, outside.body, outside.query ?? {});
      expect(refused).toEqual({ status: 200, body: REFUSAL });
      expect(dataSnapshot()).toBe(before);

      const allowed = await callAs(editor, call, inside.values, inside.body, inside.query ?? {});
      expect(isRefusal(allowed), JSON.stringify(allowed.body)).toBe(false);
    },
  );

  it("refuses the publisher's rename of the partner's search site and keeps its name", async () => {
    const publisher = await tokenOf(PUBLISHER);
    const partner = () => searchSites().find((site) => site.id === PARTNER_SEARCH_SITE);
    const name = partner()?.domain;
    const before = dataSnapshot();

    const answer = await callAs(
      publisher,
      v1('PUT', '/ssp_publisher/search_site/{id}'),
      { id: String(PARTNER_SEARCH_SITE) },
      { domain: 'renamed.example', status: 3 },
    );

    expect(answer).toEqual({ status: 200, body: REFUSAL });
    expect(partner()?.domain).toBe(name);
    expect(dataSnapshot()).toBe(before);
  });

  it("lists only the zones of the caller's sites", async () => {
    const answer = await callAs(editor, v1('GET', '/ssp_publisher/zone/list'), {}, undefined, {
      page_index: '1',
      page_size: '9999',
    });
    const sites = (answer.body as { data: { list: { site_id: number }[] } }).data.list.map(
      (zone) => zone.site_id,
    );
    expect(sites.length).toBeGreaterThan(0);
    expect(new Set(sites)).toEqual(new Set([1001]));
  });

  it('leaves a record that does not exist to the handler', async () => {
    const answer = await callAs(editor, v1('GET', '/ssp_publisher/domain/{id}/cur_adstxt'), { id: '999999' });
    expect(answer.body).toEqual({ success: false, code: 400, msg: 'Site not found' });
  });
});
