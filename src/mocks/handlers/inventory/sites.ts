import { http } from 'msw';
import siteSchema from '../../../schemas/site';
import zoneSchema, { zoneName } from '../../../schemas/zone';
import { db, nextId } from '../../store/db';
import { serveResource } from '../../generic/served';
import { sortedPage } from '../../calls/listing';
import { fail, ok, route } from '../../respond';
import * as calls from '../../../calls/calls';
import { inScope } from '../../users/scope';
import type { MockSite, MockZone } from '../../store/seed';
import { bodyIds, signedIn } from '../../calls/signedIn';

const ACTIVE_STATUSES = new Set(['Active', 'Live', 'Successful']);

/** The lines every site's ads.txt must hold. */
export const REQUIRED_ADSTXT_LINES = [
  'publisherconsole.example, pub-100, DIRECT, f08c47fec0942fa0',
  'adexchange.example, 8812, RESELLER',
  'videonetwork.example, 4471, DIRECT',
];

/** The one site whose ads.txt cannot be read, so the failure path can be seen. */
export const UNREADABLE_ADSTXT_SITE = 1011;

const siteOf = (id: unknown): MockSite | undefined =>
  db().sites.find((site) => String(site.id) === String(id));

function missingLines(site: MockSite): string[] {
  if (site.ads_txt_status === 'verification successful') return [];
  return site.ads_txt_status === 'need update ads.txt'
    ? REQUIRED_ADSTXT_LINES.slice(2)
    : REQUIRED_ADSTXT_LINES.slice(1);
}

// A new site (one of the data scope's kinds, its schema says) waits for review, its ads.txt not yet read.
serveResource(siteSchema, {
  rows: () => db().sites,
  newId: nextId,
  // Status 1 is any of the active statuses, any other value the rest.
  filters: { status: (site, wanted) => (wanted === '1') === ACTIVE_STATUSES.has(String(site.verify_status)) },
  unique: { keys: ['domain'], message: ({ domain }) => `The site ${String(domain)} already exists` },
  created: () => ({ timezone: '', verify_status: 'Pending', ads_txt_status: 'N/A' }),
});

// A zone belongs to the site of its path; its fields follow its ad format.
serveResource(zoneSchema, {
  rows: () => db().zones,
  newId: nextId,
  notFound: 'Zone not found',
  within: ({ site_id }) => (site_id === undefined || siteOf(site_id) ? undefined : 'Site not found'),
  values: (body, zone) => zoneValues(body, zone as MockZone | undefined),
  created: ({ site_id }) => ({ site_id: Number(site_id), zone_key_name: [] }),
});

/** The zone fields a request may set, validated by the zone schema's own rules. */
function zoneValues(body: Record<string, unknown>, existing?: MockZone) {
  const missing = body.ad_type === undefined || body.ad_type === null || body.ad_type === '';
  const adType = existing ? existing.ad_type : missing ? NaN : Number(body.ad_type);
  return {
    ad_type: adType,
    ad_size: adType === 1 ? (bodyIds(body.ad_size) ?? []) : [],
    space: adType === 7 && body.space !== undefined && body.space !== null ? Number(body.space) : undefined,
    background: adType === 7 ? String(body.background ?? '') : undefined,
    description: String(body.description ?? '').trim(),
  };
}

/** A call about the site of the path (`/domain/:id/...`): 'Site not found' when there is none. */
const siteCall = (answer: (site: MockSite) => Response | Promise<Response>) =>
  signedIn(({ params }) => {
    const site = siteOf(params.id);
    return site ? answer(site) : fail('Site not found');
  });

export const siteHandlers = [
  http.post(
    route(calls.verifyAdsTxt),
    siteCall(async (site) => {
      if (site.ads_txt_status === 'N/A')
        return fail('ads.txt cannot be verified before the site is reviewed');
      await new Promise((resolve) => setTimeout(resolve, 300));
      return ok({ result: missingLines(site) });
    }),
  ),

  http.get(
    route(calls.requiredAdsTxt),
    siteCall(() => ok({ result: REQUIRED_ADSTXT_LINES })),
  ),

  http.get(
    route(calls.currentAdsTxt),
    siteCall((site) =>
      site.id === UNREADABLE_ADSTXT_SITE
        ? fail('ads.txt could not be read, please try again later')
        : ok({ result: REQUIRED_ADSTXT_LINES }),
    ),
  ),

  http.get(
    route(calls.zones),
    signedIn(({ query, user }) => {
      // Only the zones of the sites in the caller's data scope (the content ads report's Zone filter).
      const sites = new Set(
        inScope(user, 'content_site', db().sites, (site) => site.id).map((site) => site.id),
      );
      const rows = db()
        .zones.filter((zone) => sites.has(zone.site_id))
        .sort((a, b) => b.zone_id - a.zone_id)
        .map((zone) => ({ ...zone, zone_name: zoneName({ ...zone }) }));
      return sortedPage(rows, query);
    }),
  ),
];
