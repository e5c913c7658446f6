import { http } from 'msw';
import { validateRecord } from '../../model/rules';
import searchSiteSchema, { SEARCH_SITE_STATUS } from '../../schemas/searchSite';
import { nextId, now, save, table } from '../db';
import { between, contains, daysAgo, equals, listAnswer } from '../listing';
import { API, fail, ok } from '../respond';
import { grantToCreator, inScope, registerScopeSource } from '../scope';
import { jsonBody, signedIn } from '../signedIn';
import { registerRecords } from '../activity/recordTables';

export interface MockSearchSite {
  id: number;
  domain: string;
  status: number;
  message: string;
  dns: string[];
  domain_source: 'preset' | 'other';
  domain_type: 'BeesAds' | 'Sedo';
  channel_id: string;
  pub_id: string;
  created_user: string;
  created_time: string;
  updated_time: string;
}

export const DNS_RECORDS = ['ns1.searchdns.example', 'ns2.searchdns.example'];
/**
 * A partner's site outside the demo publishers' data scope (src/mocks/seed.ts): it is in their
 * search ads report only as the permission message.
 */
export const PARTNER_SEARCH_SITE = 4009;
/** A site whose DNS feedback always fails, so 'Please Try Again' can be seen. */
export const STUCK_DNS_SITE = 4007;

const site = (
  id: number,
  domain: string,
  status: number,
  type: 'BeesAds' | 'Sedo',
  age: number,
  extra: Partial<MockSearchSite> = {},
): MockSearchSite => ({
  id,
  domain,
  status,
  message: '',
  dns: status === SEARCH_SITE_STATUS.waitingDns ? DNS_RECORDS : [],
  domain_source: 'other',
  domain_type: type,
  channel_id: `ch_${id}`,
  pub_id: type === 'Sedo' ? `sedo-${id}` : `bees-${id}`,
  created_user: 'Publisher',
  created_time: daysAgo(age),
  updated_time: daysAgo(age),
  ...extra,
});

export const searchSites = () =>
  table<MockSearchSite>('searchSites', () => [
    site(4001, 'findit.example', SEARCH_SITE_STATUS.active, 'BeesAds', 40),
    site(4002, 'parkedsearch.example', SEARCH_SITE_STATUS.active, 'Sedo', 35),
    site(4003, 'badsite.example', SEARCH_SITE_STATUS.failed, 'BeesAds', 20, {
      message: 'The domain does not resolve',
    }),
    site(4004, 'presetfail.example', SEARCH_SITE_STATUS.failed, 'Sedo', 18, {
      message: 'Preset domains are fixed by operations',
      domain_source: 'preset',
    }),
    site(4005, 'reviewme.example', SEARCH_SITE_STATUS.reviewing, 'BeesAds', 6),
    site(4006, 'newdns.example', SEARCH_SITE_STATUS.waitingDns, 'BeesAds', 4),
    site(STUCK_DNS_SITE, 'stuckdns.example', SEARCH_SITE_STATUS.waitingDns, 'Sedo', 3),
    site(4008, 'resolved.example', SEARCH_SITE_STATUS.dnsResolved, 'Sedo', 2),
    site(PARTNER_SEARCH_SITE, 'partnerdata.example', SEARCH_SITE_STATUS.active, 'BeesAds', 50, {
      created_user: 'Partner Operations',
    }),
  ]);

registerScopeSource('search_site', () => searchSites().map((row) => ({ id: row.id, name: row.domain })));

const siteOf = (id: unknown) => searchSites().find((row) => String(row.id) === String(id));
const domainOf = (body: Record<string, unknown>) =>
  typeof body.domain === 'string' ? body.domain.trim() : '';

function problem(domain: string, id?: number): string | undefined {
  const invalid = validateRecord(searchSiteSchema, { domain }, id ? 'edit' : 'create');
  if (invalid) return invalid;
  return searchSites().some((row) => row.id !== id && row.domain === domain)
    ? `The site ${domain} already exists`
    : undefined;
}

export const searchSiteHandlers = [
  http.get(
    `${API}/ssp_publisher/search_site/list`,
    signedIn(({ query, user }) =>
      listAnswer(
        inScope(user, 'search_site', searchSites(), (row) => row.id),
        query,
        [
          equals<MockSearchSite>(query, 'status'),
          contains<MockSearchSite>(query, 'domain'),
          contains<MockSearchSite>(query, 'created_user'),
          between<MockSearchSite>(query, 'created_time_begin', 'created_time_end', 'created_time'),
        ],
      ),
    ),
  ),

  http.post(
    `${API}/ssp_publisher/search_site`,
    signedIn(async ({ request, user }) => {
      const domain = domainOf(await jsonBody(request));
      const refusal = problem(domain);
      if (refusal) return fail(refusal);
      const row = {
        ...site(nextId(), domain, SEARCH_SITE_STATUS.reviewing, 'BeesAds', 0),
        created_user: user.user_name,
        created_time: now(),
        updated_time: now(),
      };
      searchSites().push(row);
      grantToCreator(user, 'search_site', row.id);
      save();
      return ok(row);
    }),
  ),

  http.put(
    `${API}/ssp_publisher/search_site/:id`,
    signedIn(async ({ params, request }) => {
      const row = siteOf(params.id);
      if (!row) return fail('Site not found');
      const body = await jsonBody(request);
      if (Number(body.status) !== SEARCH_SITE_STATUS.reviewing)
        return fail('An edited site must be sent for review (status 3)');
      if (row.domain_source === 'preset') return fail(row.message || 'Preset sites cannot be changed');
      const domain = domainOf(body);
      const refusal = problem(domain, row.id);
      if (refusal) return fail(refusal);
      Object.assign(row, { domain, status: SEARCH_SITE_STATUS.reviewing, message: '', updated_time: now() });
      save();
      return ok(row);
    }),
  ),

  http.put(
    `${API}/ssp_publisher/search_site/:id/dns_resolved`,
    signedIn(({ params }) => {
      const row = siteOf(params.id);
      if (!row || row.status !== SEARCH_SITE_STATUS.waitingDns || row.id === STUCK_DNS_SITE) {
        return fail('The DNS records could not be confirmed');
      }
      Object.assign(row, { status: SEARCH_SITE_STATUS.dnsResolved, updated_time: now() });
      save();
      return ok(row);
    }),
  ),
];

// Where the activity log finds the rows a change touches.
registerRecords('searchSite', searchSites);
