import { SEARCH_SITE_STATUS, type SearchSiteRow } from '../../../schemas/searchSite';
import { daysAgo } from '../seed';

/** A stored search site: the search site schema's record with its DNS records, review message and source. */
export type MockSearchSite = Omit<SearchSiteRow, 'dns'> & {
  dns: string[];
  message: string;
  domain_source: 'preset' | 'other';
};

export const DNS_RECORDS = ['ns1.searchdns.example', 'ns2.searchdns.example'];
/**
 * A partner's site outside the demo publishers' data scope (./userGroup.ts): it is in their
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

/** The search sites (table searchSites): one of each status, a preset one, and the partner's. */
export default function searchSiteSeed(): MockSearchSite[] {
  return [
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
  ];
}
