import { http } from 'msw';
import { validateRecord } from '../../model/rules';
import siteSchema from '../../schemas/site';
import zoneSchema, { zoneName } from '../../schemas/zone';
import { validateWithDictionaries } from '../dictionaryChoices';
import { db, nextId, now, save } from '../db';
import { amongIds, sortedPage } from '../listing';
import { API, fail, ok } from '../respond';
import { grantToCreator, inScope } from '../scope';
import type { MockSite, MockZone } from '../seed';
import { jsonBody, signedIn } from '../signedIn';
import { serveResource } from '../generic/served';

// Where the activity log finds the rows a change touches (the calls are irregular, below).
serveResource(siteSchema, { rows: () => db().sites });
serveResource(zoneSchema, { rows: () => db().zones });

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

const numberList = (value: unknown): number[] =>
  Array.isArray(value) ? value.map(Number).filter(Number.isFinite) : [];

/** The zone fields a request may set, validated by the zone schema's own rules. */
function zoneValues(body: Record<string, unknown>, existing?: MockZone) {
  const missing = body.ad_type === undefined || body.ad_type === null || body.ad_type === '';
  const adType = existing ? existing.ad_type : missing ? NaN : Number(body.ad_type);
  return {
    ad_type: adType,
    ad_size: adType === 1 ? numberList(body.ad_size) : [],
    space: adType === 7 && body.space !== undefined && body.space !== null ? Number(body.space) : undefined,
    background: adType === 7 ? String(body.background ?? '') : undefined,
    description: String(body.description ?? '').trim(),
  };
}

export const siteHandlers = [
  http.get(
    `${API}/ssp_publisher/domain/list`,
    signedIn(({ query, user }) => {
      const status = query.get('status');
      const domain = (query.get('domain') ?? '').trim().toLowerCase();
      const timezone = query.get('timezone');
      const rows = inScope(user, 'content_site', db().sites, (site) => site.id)
        .filter((site) => !status || (status === '1') === ACTIVE_STATUSES.has(site.verify_status))
        .filter((site) => !domain || site.domain.includes(domain))
        .filter((site) => !timezone || site.timezone === timezone)
        .filter((site) => amongIds(query, site.id))
        .sort((a, b) => b.created_time.localeCompare(a.created_time) || b.id - a.id);
      return sortedPage(rows, query, 'page');
    }),
  ),

  http.post(
    `${API}/ssp_publisher/domain`,
    signedIn(async ({ request, user }) => {
      const body = await jsonBody(request);
      const domain = typeof body.domain === 'string' ? body.domain.trim() : '';
      const invalid = validateRecord(siteSchema, { domain }, 'create');
      if (invalid) return fail(invalid);
      if (db().sites.some((site) => site.domain === domain)) return fail(`The site ${domain} already exists`);
      const site: MockSite = {
        id: nextId(),
        domain,
        timezone: '',
        verify_status: 'Pending',
        ads_txt_status: 'N/A',
        created_time: now(),
      };
      db().sites.push(site);
      grantToCreator(user, 'content_site', site.id);
      save();
      return ok(site);
    }),
  ),

  http.post(
    `${API}/ssp_publisher/domain/:id/verify_adstxt`,
    signedIn(async ({ params }) => {
      const site = siteOf(params.id);
      if (!site) return fail('Site not found');
      if (site.ads_txt_status === 'N/A')
        return fail('ads.txt cannot be verified before the site is reviewed');
      await new Promise((resolve) => setTimeout(resolve, 300));
      return ok({ result: missingLines(site) });
    }),
  ),

  http.get(
    `${API}/ssp_publisher/domain/:id/adstxt`,
    signedIn(({ params }) =>
      siteOf(params.id) ? ok({ result: REQUIRED_ADSTXT_LINES }) : fail('Site not found'),
    ),
  ),

  http.get(
    `${API}/ssp_publisher/domain/:id/cur_adstxt`,
    signedIn(({ params }) => {
      const site = siteOf(params.id);
      if (!site) return fail('Site not found');
      if (site.id === UNREADABLE_ADSTXT_SITE)
        return fail('ads.txt could not be read, please try again later');
      return ok({ result: REQUIRED_ADSTXT_LINES });
    }),
  ),

  http.get(
    `${API}/ssp_publisher/domain/:id/zones`,
    signedIn(({ params, query }) => {
      if (!siteOf(params.id)) return fail('Site not found');
      const adType = query.get('ad_type');
      const rows = db()
        .zones.filter((zone) => String(zone.site_id) === String(params.id))
        .filter((zone) => !adType || String(zone.ad_type) === adType)
        .sort((a, b) => b.zone_id - a.zone_id);
      return sortedPage(rows, query);
    }),
  ),

  http.post(
    `${API}/ssp_publisher/domain/:id/zone/add`,
    signedIn(async ({ params, request }) => {
      const site = siteOf(params.id);
      if (!site) return fail('Site not found');
      const values = zoneValues(await jsonBody(request));
      const invalid = validateWithDictionaries(zoneSchema, values, 'create');
      if (invalid) return fail(invalid);
      const zone: MockZone = {
        zone_id: nextId(),
        site_id: site.id,
        zone_key_name: [],
        created_time: now(),
        ...values,
      };
      db().zones.push(zone);
      save();
      return ok(zone);
    }),
  ),

  http.put(
    `${API}/ssp_publisher/zone/:zoneId`,
    signedIn(async ({ params, request }) => {
      const zone = db().zones.find((candidate) => String(candidate.zone_id) === String(params.zoneId));
      if (!zone) return fail('Zone not found');
      const values = zoneValues(await jsonBody(request), zone);
      const invalid = validateWithDictionaries(zoneSchema, values, 'edit');
      if (invalid) return fail(invalid);
      Object.assign(zone, values);
      save();
      return ok(zone);
    }),
  ),

  http.get(
    `${API}/ssp_publisher/zone/list`,
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
