import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { modelOf } from '../../../src/mocks/handlers/reports/calls';
import { runReport } from '../../../src/mocks/handlers/reports/engine';
import { factsVisibleTo } from '../../../src/mocks/handlers/reports/scope';
import { db } from '../../../src/mocks/store/db';
import { call } from '../../../src/providers/http';
import {
  BY_SITE_DOMAIN,
  BY_SITE_ID,
  COUNTRY_DIMENSION,
  DATE_DIMENSION,
  daysBack,
  dimension,
  flatRequest,
  metric,
} from '../../../src/reports/sources';
import type { ReportConfig, ReportScope } from '../../../src/reports/types';
import { ADMIN_EMAIL, PUBLISHER_EMAIL, loginAs } from '../helpers';

/**
 * A report's data scope is declared in its config (`scope`): the embedded API keeps each caller to
 * the rows of their sites, apps and search sites, for the hand-tuned models (Home's revenue among
 * them) and for the generic model of a report added as one file.
 */

const daysAgo = (days: number) => dayjs().subtract(days, 'day').format('YYYY-MM-DD');
const flat = {
  begin_date: daysAgo(8),
  end_date: daysAgo(2),
  dimensions: ['Date'],
  page_index: 1,
  page_size: 100,
};
type Answer = { rows: Record<string, unknown>[]; total_rows: Record<string, number>; total: number };

const total = async (path: string, body: Record<string, unknown>, metricKey: string) => {
  const data = (await call<Answer>({ base: 'v2', method: 'POST', path, body, silent: true })).data as Answer;
  return data.total_rows[metricKey] ?? 0;
};

/** Limits the publishers' group to one content site, one app and one search site. */
const narrowPublishers = () => {
  const group = db().groups.find((candidate) => candidate.name === 'Publishers');
  if (!group) throw new Error('seed has no Publishers group');
  group.content_site_ids = [1001];
  group.app_ids = [7001];
  group.search_site_ids = [4001];
};

/** Home's total (the Revenue report) and the net revenue of its three sources, over one week. */
const revenueFigures = async () => ({
  revenue: await total('/ssp_publisher/revenue/report', flat, 'Revenue'),
  content: await total(
    '/ssp_publisher/report',
    { date_range: { start: flat.begin_date, end: flat.end_date }, dimensions: ['Date'], page_size: 100 },
    'NetRevenue',
  ),
  app: await total('/ssp_publisher/app/report', flat, 'NetRevenue'),
  search: await total('/ssp_publisher/search_ad/report', flat, 'Revenue'),
});

describe("the Revenue report (Home's figures) follows the caller's data scope", () => {
  beforeEach(narrowPublishers);

  it('is the sum of content ads, app ads and search ads revenue, for the administrator and a narrowed publisher alike', async () => {
    await loginAs(ADMIN_EMAIL);
    const admin = await revenueFigures();
    expect(admin.revenue).toBeCloseTo(admin.content + admin.app + admin.search, 1);

    await loginAs(PUBLISHER_EMAIL);
    const narrowed = await revenueFigures();
    expect(narrowed.revenue).toBeGreaterThan(0);
    expect(narrowed.revenue).toBeCloseTo(narrowed.content + narrowed.app + narrowed.search, 1);
    // One site, one app and one search site earn less than the company's whole inventory.
    expect(narrowed.revenue).toBeLessThan(admin.revenue / 2);
    expect(narrowed.content).toBeLessThan(admin.content);
  });
});

/** A report added as one config file, with the generic model, tied to content sites by `scope`. */
const scopedConfig = (
  scope: ReportScope,
  dimensions = [DATE_DIMENSION, COUNTRY_DIMENSION],
): ReportConfig => ({
  id: 'blocked_hits',
  title: 'Blocked Hits',
  route: '/report/blockedHits',
  menu: { group: '/report' },
  views: [
    {
      key: 'main',
      request: flatRequest('/ssp_publisher/blocked_hits/report'),
      dateLimit: daysBack(90),
      filters: [],
      dimensions,
      defaultDimensions: ['Date'],
      metrics: [metric('Requests', 'integer'), metric('Revenue', 'money')],
      scope,
    },
  ],
});

/** The generic model's answer to one user (the registry grants no route to a config made here). */
function ask(config: ReportConfig, email: string, dimensions: string[]) {
  const user = db().users.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`seed has no ${email}`);
  const [view] = config.views;
  const query = { start: flat.begin_date, end: flat.end_date, filters: {}, dimensions, page: 1, size: 100 };
  return runReport(modelOf(config, view), query, factsVisibleTo(view, user));
}

describe('a report added as one file is scoped by its config', () => {
  beforeEach(narrowPublishers);

  it("draws a scoped dimension's values from the records of its kind, and shows a narrowed user only theirs", () => {
    const config = scopedConfig(BY_SITE_DOMAIN, [DATE_DIMENSION, dimension('Site', 'Site', 'Domain')]);
    const domains = (email: string) => new Set(ask(config, email, ['Site']).rows.map((row) => row.Domain));

    const everySite = new Set(db().sites.map((site) => site.domain));
    expect(domains(ADMIN_EMAIL)).toEqual(everySite);
    expect(domains(PUBLISHER_EMAIL)).toEqual(new Set(['dailynews.example']));
  });

  it('scopes a report whose rows show no site: each row is drawn per site, hidden, and summed', () => {
    const config = scopedConfig(BY_SITE_ID);
    const requests = (email: string) => Number(ask(config, email, ['Date']).total_rows.Requests);

    const admin = requests(ADMIN_EMAIL);
    const narrowed = requests(PUBLISHER_EMAIL);
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(admin / 4);
    // The same rows without a scope: the narrowed user gets the company's total.
    const unscoped = { ...config, views: [{ ...config.views[0], scope: undefined }] };
    const whole = Number(ask(unscoped, PUBLISHER_EMAIL, ['Date']).total_rows.Requests);
    expect(whole).toBe(admin);
  });
});
