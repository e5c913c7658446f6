import { describe, expect, it } from 'vitest';
import { db } from '../../../src/mocks/db';
import { call } from '../../../src/providers/http';
import { ADMIN_EMAIL, PUBLISHER_EMAIL, loginAs } from '../helpers';

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
