import { http } from 'msw';
import searchSiteSchema, { SEARCH_SITE_STATUS } from '../../../schemas/searchSite';
import { nextId, now, save, table } from '../../store/db';
import searchSiteSeed, { STUCK_DNS_SITE, type MockSearchSite } from '../../store/seeds/searchSite';
import { serveResource } from '../../generic/served';
import { fail, ok, route } from '../../respond';
import { rowActionCall } from '../../authorization/schemaCalls';
import { bodyText, signedIn } from '../../calls/signedIn';

export const searchSites = () => table<MockSearchSite>('searchSites', searchSiteSeed);

const siteOf = (id: unknown) => searchSites().find((row) => String(row.id) === String(id));

/** The search sites' answer to a site that does not exist. */
const NOT_FOUND = 'Site not found';

// A new search site (one of the data scope's kinds, its schema says) is a BeesAds site waiting for review.
serveResource(searchSiteSchema, {
  rows: searchSites,
  newId: nextId,
  unique: { keys: ['domain'], message: ({ domain }) => `The site ${String(domain)} already exists` },
  notFound: NOT_FOUND,
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
      if (!row) return fail(NOT_FOUND);
      if (row.status !== SEARCH_SITE_STATUS.waitingDns || row.id === STUCK_DNS_SITE) {
        return fail('The DNS records could not be confirmed');
      }
      Object.assign(row, { status: SEARCH_SITE_STATUS.dnsResolved, updated_time: now() });
      save();
      return ok(row);
    }),
  ),
];
