import { describe, expect, it } from 'vitest';
import { db, save } from '../../../src/mocks/store/db';
import { articles } from '../../../src/mocks/handlers/inventory/information';
import { keywords } from '../../../src/mocks/handlers/inventory/keywords';
import { searchSites } from '../../../src/mocks/handlers/inventory/searchSites';
import { ACTIVE } from '../../../src/schemas/enums';
import { SEARCH_SITE_STATUS } from '../../../src/schemas/searchSite';
import { call } from '../../../src/providers/http';
import { ADMIN_EMAIL, PUBLISHER_EMAIL, loginAs } from '../helpers';

/** The search ads refusal's permission_msg (shell spec section 8), as the search ads config declares it. */
const SEARCH_PERMISSION_MSG =
  'Your account has no search ads data yet. Please contact your account manager to enable it.';

type Data = { rows: Record<string, unknown>[]; total: number };
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

const domainsIn = async (path: string, body: Record<string, unknown>) => {
  const data = (await call<Data>({ base: 'v2', method: 'POST', path, body, silent: true })).data as Data;
  return new Set(data.rows.map((row) => row.Domain));
};

const contentAds = {
  date_range: { start: daysAgo(3), end: daysAgo(1) },
  dimensions: ['Domain'],
  page_size: 100,
};
const analytics = { begin_date: daysAgo(8), end_date: daysAgo(2), dimensions: ['Domain'], page_size: 100 };

/** Limits the publishers' group to these content sites. */
const limitPublishersTo = (siteIds: number[]) => {
  const publishers = db().groups.find((group) => group.name === 'Publishers');
  if (!publishers) throw new Error('seed has no Publishers group');
  publishers.content_site_ids = siteIds;
};

describe("reports follow the user group's data scope", () => {
  it('a publisher limited to one content site sees only that site in content ads and user analytics', async () => {
    limitPublishersTo([1001]);
    await loginAs(PUBLISHER_EMAIL);
    expect(await domainsIn('/ssp_publisher/report', contentAds)).toEqual(new Set(['dailynews.example']));
    expect(await domainsIn('/ssp_publisher/user_analytics/report', analytics)).toEqual(
      new Set(['dailynews.example']),
    );
  });

  it('the administrator sees every content site', async () => {
    limitPublishersTo([1001]);
    await loginAs(ADMIN_EMAIL);
    const domains = await domainsIn('/ssp_publisher/report', contentAds);
    expect(domains.size).toBe(db().sites.length);
  });
});

describe('reports and the App screens share one inventory', () => {
  it('the app ads report groups by the apps of the App List, within the user group data scope', async () => {
    const publishers = db().groups.find((group) => group.name === 'Publishers');
    if (!publishers) throw new Error('seed has no Publishers group');
    publishers.app_ids = [7001];
    await loginAs(PUBLISHER_EMAIL);
    const body = { begin_date: daysAgo(6), end_date: daysAgo(0), dimensions: ['App'], page_size: 100 };
    const data = (await call<Data>({ base: 'v2', method: 'POST', path: '/ssp_publisher/app/report', body }))
      .data as Data;
    expect(data.rows.map((row) => row.App)).toEqual(['NewsReader']);
  });
});

const SEARCH_REPORTS = [
  '/ssp_publisher/search_ad/report',
  '/ssp_publisher/search/afs/report',
  '/ssp_publisher/search/afd/report',
  '/ssp_publisher/search/afs/trace/report',
  '/ssp_publisher/search/afd/trace/report',
];
const bySite = { begin_date: daysAgo(6), end_date: daysAgo(2), dimensions: ['Site'], page_size: 100 };

const sitesIn = async (path: string, body: Record<string, unknown> = bySite) => {
  const data = (await call<Data>({ base: 'v2', method: 'POST', path, body, silent: true })).data as Data;
  return new Set(data.rows.map((row) => row.Site));
};

const publishersGroup = () => {
  const publishers = db().groups.find((group) => group.name === 'Publishers');
  if (!publishers) throw new Error('seed has no Publishers group');
  return publishers;
};

const refusal = (path: string, body: Record<string, unknown>) =>
  call({ base: 'v2', method: 'POST', path, body, silent: true }).then(
    () => undefined,
    (error: { body: unknown }) => error.body,
  );

describe("search reports follow the user group's search sites", () => {
  it("draw on the Search Ads Site screen's serving sites; the seeded publisher does not see the partner's", async () => {
    await loginAs(PUBLISHER_EMAIL);
    for (const path of SEARCH_REPORTS) {
      expect(await sitesIn(path), path).toEqual(
        new Set(['findit.example', 'parkedsearch.example', 'resolved.example']),
      );
    }
    await loginAs(ADMIN_EMAIL);
    expect(await sitesIn(SEARCH_REPORTS[0])).toEqual(
      new Set(['findit.example', 'parkedsearch.example', 'resolved.example', 'partnerdata.example']),
    );
  });

  it('a publisher limited to one search site sees only it in every search report and in the site lookup', async () => {
    publishersGroup().search_site_ids = [4001];
    await loginAs(PUBLISHER_EMAIL);
    for (const path of SEARCH_REPORTS) expect(await sitesIn(path), path).toEqual(new Set(['findit.example']));
    const lookup = await call<{ list: { domain: string }[] }>({
      base: 'v2',
      path: '/ssp_publisher/search_domain',
      query: { page_index: 1, page_size: 10 },
    });
    expect(lookup.data?.list.map((site) => site.domain)).toEqual(['findit.example']);
  });

  it('search ads refuses a site outside the scope, and any query from a group with no search site, with permission_msg', async () => {
    await loginAs(PUBLISHER_EMAIL);
    const path = SEARCH_REPORTS[0];
    expect(
      await refusal(path, { ...bySite, domains: ['findit.example', 'partnerdata.example'] }),
    ).toMatchObject({ success: false, permission_msg: SEARCH_PERMISSION_MSG });
    expect(await refusal(path, { ...bySite, domains: ['findit.example'] })).toBeUndefined();
    publishersGroup().search_site_ids = [];
    expect(await refusal(path, bySite)).toMatchObject({ permission_msg: SEARCH_PERMISSION_MSG });
  });

  it('a search site that starts serving shows in the reports without a reload', async () => {
    await loginAs(ADMIN_EMAIL);
    expect(await sitesIn(SEARCH_REPORTS[0])).not.toContain('newdns.example');
    const site = searchSites().find((row) => row.domain === 'newdns.example');
    if (!site) throw new Error('seed has no newdns.example');
    site.status = SEARCH_SITE_STATUS.dnsResolved;
    save();
    expect(await sitesIn(SEARCH_REPORTS[0])).toContain('newdns.example');
  });

  it("the tracking report's articles and keywords are the Information and Main Keyword screens' active ones", async () => {
    await loginAs(ADMIN_EMAIL);
    const body = { ...bySite, dimensions: ['Information', 'Keyword'] };
    const data = (
      await call<Data>({ base: 'v2', method: 'POST', path: SEARCH_REPORTS[3], body, silent: true })
    ).data as Data;
    const active = <T extends { status: number }>(rows: T[]) => rows.filter((row) => row.status === ACTIVE);
    const titles = new Set(active(articles()).map((article) => article.title));
    const words = new Set(active(keywords()).map((keyword) => keyword.key_word));
    expect(data.rows.length).toBeGreaterThan(0);
    for (const row of data.rows) {
      expect(titles).toContain(row.Information);
      expect(words).toContain(row.Keyword);
    }
  });
});
