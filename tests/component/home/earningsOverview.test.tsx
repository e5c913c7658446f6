import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../src/mocks/runtime/node';
import { db, save } from '../../../src/mocks/store/db';
import { runReport } from '../../../src/mocks/handlers/reports/engine';
import { apps } from '../../../src/mocks/handlers/reports/inventory';
import { modelOf } from '../../../src/mocks/handlers/reports/calls';
import appAds from '../../../src/reports/configs/appAds';
import contentAds from '../../../src/reports/configs/contentAds';
import revenue from '../../../src/reports/configs/revenue';
import searchAds from '../../../src/reports/configs/searchAds';
import EarningsOverview from '../../../src/pages/home/EarningsOverview';
import { changeOf, homePeriods, trendRange } from '../../../src/pages/home/periods';
import { changeText } from '../../../src/pages/home/FigureChange';
import { formatValue } from '../../../src/reports/table/format';
import { zoneName } from '../../../src/schemas/zone';
import { WAIT, renderInRefine, reportRequests, settle, signIn } from '../reports/renderReport';

const ADMIN = 'admin@demo.test';
const PUBLISHER = 'publisher@demo.test';

/** What a report's Total row says of a metric for a range. */
const totalOf = (
  config: typeof revenue,
  metric: string,
  { start, end }: { start: string; end: string },
): number =>
  Number(
    runReport(modelOf(config, config.views[0]), { start, end, filters: {}, dimensions: [], page: 1, size: 1 })
      .total_rows[metric],
  );
/** What the Revenue report's Total row says for a range, in US dollars: the figure a card must show. */
const revenueOver = (range: { start: string; end: string }) =>
  formatValue(totalOf(revenue, 'Revenue', range), 'money', 'USD');
const MONEY = /^\$\d{1,3}(,\d{3})*\.\d{2}$/;
const REVENUE_CALL = '*/ssp_publisher/revenue/report';
const CONTENT_ADS_CALL = '*/ssp_publisher/report';

/** Changes the seeded Publishers group before the publisher signs in. */
function publishersGroup(change: (group: ReturnType<typeof db>['groups'][number]) => void) {
  const group = db().groups.find((candidate) => candidate.name === 'Publishers');
  if (!group) throw new Error('no Publishers group');
  change(group);
  save();
}

const card = (key: string) => document.querySelector<HTMLElement>(`[data-period="${key}"]`);
const topCard = async (title: string) =>
  (await screen.findByRole('heading', { name: title }, WAIT)).closest('.ant-card') as HTMLElement;
const topNames = async (title: string) => {
  const found = await topCard(title);
  await waitFor(() => expect(within(found).getAllByRole('row').length).toBeGreaterThan(1), WAIT);
  return within(found)
    .getAllByRole('link')
    .filter((link) => link.closest('td'))
    .map((link) => link.textContent);
};

afterEach(settle);

describe("Home's earnings overview", () => {
  it('shows each period’s estimated revenue, as the Revenue report totals it, and its change', async () => {
    await signIn(ADMIN);
    renderInRefine(<EarningsOverview />, '/home');
    await screen.findByRole('heading', { name: 'Estimated revenue' }, WAIT);
    for (const period of homePeriods(dayjs())) {
      await waitFor(() => expect(card(period.key)?.querySelector('.ant-statistic')).toBeTruthy(), WAIT);
      const shown = card(period.key) as HTMLElement;
      expect(shown.querySelector('.ant-statistic-title')?.textContent).toBe(period.label);
      expect(shown.querySelector('.ant-statistic-content')?.textContent).toBe(revenueOver(period.current));
      expect(shown.querySelector('.ant-statistic-content')?.textContent).toMatch(MONEY);
      within(shown).getByText(period.comparedWith);
      // Today is still running: no change against all of yesterday (a drop every morning). A change
      // measures whole days only: this month's leaves today aside (comparedPart).
      const change = shown.querySelector('.home-change')?.textContent?.trim();
      if (period.key === 'today') expect(change).toBe('So far today · no change until the day is over');
      else if (period.previous) {
        const figure = (range: { start: string; end: string }) => totalOf(revenue, 'Revenue', range);
        const expected = changeOf(figure(period.comparedPart ?? period.current), figure(period.previous));
        expect(change).toBe(`${expected === undefined ? '--' : changeText(expected)} ${period.comparedWith}`);
      } else expect(change).toBe(period.comparedWith);
    }
    expect(card('today')?.querySelector('.anticon-arrow-down, .anticon-arrow-up')).toBeNull();
    screen.getByText(
      'All figures in USD. Revenue is the net revenue of content ads, app ads and search ads.',
    );
  });

  it('splits the 30 days’ revenue by source, content, app and search ads, adding up to the total', async () => {
    await signIn(ADMIN);
    renderInRefine(<EarningsOverview />, '/home');
    const trend = trendRange(dayjs());
    const line = await screen.findByTestId('revenue-by-source', undefined, WAIT);
    const parts = [
      ['content', 'Content ads', contentAds, 'NetRevenue', '/report/revenueReport'],
      ['apps', 'App ads', appAds, 'NetRevenue', '/report/appAdsReport'],
      ['search', 'Search ads', searchAds, 'Revenue', '/report/searchAdsReport'],
    ] as const;
    const figures = parts.map(([, , config, metric]) => totalOf(config, metric, trend));
    const total = totalOf(revenue, 'Revenue', trend);
    // The Revenue report is the sum of its sources: what Home shows adds up.
    expect(Math.round(figures.reduce((a, b) => a + b, 0) * 100)).toBe(Math.round(total * 100));
    const money = (value: number) => formatValue(value, 'money', 'USD');
    expect(line.textContent).toBe(
      `Last 30 days: ${money(total)} = ${parts.map(([, label], index) => `${label} ${money(figures[index])}`).join(' + ')}`,
    );
    for (const [key, , , , route] of parts) {
      const link = line.querySelector(`[data-source="${key}"]`);
      expect(link?.getAttribute('href')).toContain(`${route}?`);
      expect(link?.getAttribute('href')).toContain(`start=${trend.start}&end=${trend.end}`);
    }
  });

  it('says in place of the cards and the trend that the figures could not be loaded, and Retry asks again', async () => {
    // The first call fails, the next is answered.
    server.use(
      http.post(REVENUE_CALL, () => HttpResponse.json({ success: false, msg: 'Revenue is busy' }), {
        once: true,
      }),
    );
    await signIn(ADMIN);
    const calls = reportRequests();
    const { user } = renderInRefine(<EarningsOverview />, '/home');
    const section = (await screen.findByRole('heading', { name: 'Estimated revenue' }, WAIT))
      .parentElement as HTMLElement;
    const failed = await within(section).findByText('These figures could not be loaded.', undefined, WAIT);
    const alert = failed.closest('.ant-alert') as HTMLElement;
    within(alert).getByText('Revenue is busy');
    expect(section.querySelector('.ant-skeleton')).toBeNull();
    expect(card('today')).toBeNull();
    const asked = () =>
      calls.seen.filter((call) => call.path.endsWith('/ssp_publisher/revenue/report')).length;
    expect(asked()).toBe(1);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(card('today')?.querySelector('.ant-statistic')).toBeTruthy(), WAIT);
    expect(within(section).queryByText('These figures could not be loaded.')).toBeNull();
    expect(asked()).toBe(2);
    calls.stop();
  });

  it('says so in place of a top list whose call failed, and Retry fills it', async () => {
    // The zones' call alone (the top sites share theirs with the revenue split, asked first).
    let failed = false;
    server.use(
      http.post(CONTENT_ADS_CALL, async ({ request }) => {
        const body = (await request.clone().json()) as { dimensions?: string[] };
        if (failed || body.dimensions?.[0] !== 'Zone') return undefined;
        failed = true;
        return HttpResponse.json({ success: false, msg: 'Zones are busy' });
      }),
    );
    await signIn(ADMIN);
    const { user } = renderInRefine(<EarningsOverview />, '/home');
    const zones = await topCard('Top zones, last 30 days');
    await within(zones).findByText('These figures could not be loaded.', undefined, WAIT);
    expect(zones.querySelector('.ant-skeleton')).toBeNull();
    await user.click(within(zones).getByRole('button', { name: 'Retry' }));
    expect(await topNames('Top zones, last 30 days')).toHaveLength(5);
    expect(within(zones).queryByText('These figures could not be loaded.')).toBeNull();
  });

  it('opens a card’s report on the card’s dates', async () => {
    await signIn(ADMIN);
    const { user, router } = renderInRefine(<EarningsOverview />, '/home');
    const last7 = homePeriods(dayjs()).find((period) => period.key === 'last7');
    await waitFor(() => expect(card('last7')?.querySelector('a')).toBeTruthy(), WAIT);
    await user.click(card('last7')?.querySelector('a') as HTMLElement);
    expect(router.state.location.pathname).toBe('/report/revenue');
    const query = new URLSearchParams(router.state.location.search);
    expect([query.get('start'), query.get('end')]).toEqual([last7?.current.start, last7?.current.end]);
  });

  it('draws the 30-day trend, its total the Revenue report’s, its figures in a table, with a link to its report', async () => {
    await signIn(ADMIN);
    renderInRefine(<EarningsOverview />, '/home');
    const trend = await topCard('Revenue, last 30 days');
    const range = {
      start: dayjs().subtract(29, 'day').format('YYYY-MM-DD'),
      end: dayjs().format('YYYY-MM-DD'),
    };
    const picture = await within(trend).findByRole(
      'img',
      { name: /^Line chart of the revenue of each of the last 30 days, / },
      WAIT,
    );
    expect(picture.getAttribute('aria-label')).toContain(`: total ${revenueOver(range)}, highest `);
    const figures = within(trend).getByRole('table', { name: 'Revenue, last 30 days' });
    expect(within(figures).getAllByRole('row')).toHaveLength(31);
    const link = within(trend).getByRole('link', { name: 'Open report: Revenue' });
    const query = new URLSearchParams(link.getAttribute('href')?.split('?')[1]);
    expect(query.get('start')).toBe(dayjs().subtract(29, 'day').format('YYYY-MM-DD'));
    expect(query.get('end')).toBe(dayjs().format('YYYY-MM-DD'));
  });

  it('lists the top 5 sites, apps and zones, zones by name, each linked to its report filtered to it', async () => {
    await signIn(ADMIN);
    const { user, router } = renderInRefine(<EarningsOverview />, '/home');
    const sites = await topNames('Top sites, last 30 days');
    expect(sites).toHaveLength(5);
    const appNames = await topNames('Top apps, last 30 days');
    expect(appNames.length).toBeGreaterThan(0);
    expect(appNames.every((name) => apps().some((app) => app.app_name === name))).toBe(true);
    const zoneNames = new Set(db().zones.map((zone) => zoneName({ ...zone })));
    // The names arrive with the zone list, after the rows (which name zones by id until then).
    await waitFor(async () => {
      const zones = await topNames('Top zones, last 30 days');
      expect(zones).toHaveLength(5);
      expect(zones.filter((name) => !zoneNames.has(String(name)))).toEqual([]);
    }, WAIT);

    const siteId = String(db().sites.find((site) => site.domain === sites[0])?.id);
    const siteCard = await topCard('Top sites, last 30 days');
    await waitFor(() =>
      expect(
        within(siteCard)
          .getByRole('link', { name: String(sites[0]) })
          .getAttribute('href'),
      ).toContain(`f.SiteId=${siteId}`),
    );
    await user.click(within(siteCard).getByRole('link', { name: String(sites[0]) }));
    expect(router.state.location.pathname).toBe('/report/revenueReport');
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('dims')).toBe('Domain');
    expect(query.getAll('f.SiteId')).toEqual([siteId]);
    expect(query.get('sort')).toBe('NetRevenue.desc');
  });

  it('keeps the top lists to the sites of the user’s data scope', async () => {
    publishersGroup((group) => {
      group.content_site_ids = [1001];
    });
    await signIn(PUBLISHER);
    renderInRefine(<EarningsOverview />, '/home');
    expect(await topNames('Top sites, last 30 days')).toEqual(['dailynews.example']);
    const ownZones = new Set(
      db()
        .zones.filter((zone) => zone.site_id === 1001)
        .map((zone) => zoneName({ ...zone })),
    );
    await waitFor(async () => {
      const zones = await topNames('Top zones, last 30 days');
      expect(zones.length).toBeGreaterThan(0);
      expect(zones.filter((name) => !ownZones.has(String(name)))).toEqual([]);
    }, WAIT);
  });

  it('leaves out, for a user whose menu grants no report, every part and every report call', async () => {
    publishersGroup((group) => {
      group.menu_ids = [1];
    });
    const calls = reportRequests();
    await signIn(PUBLISHER);
    renderInRefine(<EarningsOverview />, '/home');
    await waitFor(() => expect(document.querySelector('.home-overview')).toBeTruthy(), WAIT);
    await waitFor(() => expect(document.querySelector('.ant-skeleton')).toBeNull(), WAIT);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(document.querySelector('.home-overview')?.textContent).toBe('');
    calls.stop();
    expect(calls.seen.filter((call) => call.path.includes('/report'))).toEqual([]);
  });

  it('shows a user with only the content ads report its top sites and zones, and nothing else', async () => {
    publishersGroup((group) => {
      group.menu_ids = [1, 60, 62];
    });
    await signIn(PUBLISHER);
    renderInRefine(<EarningsOverview />, '/home');
    expect(await topNames('Top sites, last 30 days')).toHaveLength(5);
    expect(await topNames('Top zones, last 30 days')).toHaveLength(5);
    expect(screen.queryByRole('heading', { name: 'Top apps, last 30 days' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Estimated revenue' })).toBeNull();
  });
});
