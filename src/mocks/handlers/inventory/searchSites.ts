import { daysAgo } from '../../store/seed';
import { http } from 'msw';
import searchSiteSchema, { SEARCH_SITE_STATUS, type SearchSiteRow } from '../../../schemas/searchSite';
import { nextId, now, save, table } from '../../store/db';
import { serveResource } from '../../generic/served';
import { fail, ok, route } from '../../respond';
import { rowActionCall } from '../../authorization/schemaCalls';
import { bodyText, signedIn } from '../../calls/signedIn';

/** A stored search site: the search site schema's record with its DNS records, review message and source. */
export type MockSearchSite = Omit<SearchSiteRow, 'dns'> & {
  dns: string[];
  message: string;
  domain_source: 'preset' | 'other';
};

export const DNS_RECORDS = ['ns1.searchdns.example', 'ns2.searchdns.example'];
/**
 * A partner's site outside the demo publishers' data scope (src/mocks/store/seed.ts): it is in their
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

const siteOf = (id: unknown) => searchSites().find((row) => String(row.id) === String(id));

// A new search site (one of the data scope's kinds, its schema says) is a BeesAds site waiting for review.
serveResource(searchSiteSchema, {
  rows: searchSites,
  newId: nextId,
  unique: { keys: ['domain'], message: ({ domain }) => `The site ${String(domain)} already exists` },
  notFound: 'Site not found',
  // An edit is a retry, sent for review (status 3); a preset site cannot be retried.
  locked: (row, body) => {
    if (!row) return undefined; // a create
    if (Number(body.status) !== SEARCH_SITE_STATUS.reviewing)
      return 'An edited site must be sent for review (status 3)';
    return row.domain_source === 'preset'
      ? String(row.message || 'Preset sites cannot be changed')
      : undefined;
  },
  values: ({ domain }) => ({ domain: bodyText(domain) }),
  updated: () => ({ status: SEARCH_SITE_STATUS.reviewing, message: '' }),
  created: ({ id }, user) => ({
    status: SEARCH_SITE_STATUS.reviewing,
    message: '',
    dns: [],
    domain_source: 'other',
    domain_type: 'BeesAds',
    channel_id: `ch_${String(id)}`,
    pub_id: `bees-${String(id)}`,
    created_user: user.user_name,
  }),
});

export const searchSiteHandlers = [
  // Irregular: the DNS feedback, which site 4007 never passes (so 'Please Try Again' can be seen).
  http.put(
    route(rowActionCall(searchSiteSchema, 'Feedback Result')),
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
