import { hashKey } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../src/config';
import { db, save } from '../../../src/mocks/store/db';
import EarningsOverview from '../../../src/pages/home/EarningsOverview';
import { homeReportCalls } from '../../../src/pages/home/calls/homeRequests';
import { prefetchHome } from '../../../src/pages/home/calls/prefetchHome';
import { loadMenu } from '../../../src/providers/access/menu';
import { rememberMenu } from '../../../src/providers/access/menuCache';
import { queryClient } from '../../../src/providers/data/queryClient';
import { reportQueryKey } from '../../../src/reports/useReportData';
import { WAIT, renderInRefine, reportRequests, settle, signIn } from '../reports/renderReport';

const ADMIN = 'admin@demo.test';
const PUBLISHER = 'publisher@demo.test';
const REVENUE_ROUTE = '/report/revenue';

/** The keys of the report answers in the app's query cache (Refine's custom calls on /gamebridge/v2). */
const reportKeys = () =>
  queryClient
    .getQueryCache()
    .findAll({ queryKey: ['data', 'default', 'custom'] })
    .filter((query) => (query.queryKey[3] as { base?: string } | undefined)?.base === 'v2')
    .map((query) => query.queryHash)
    .sort();

const prefetchKeys = () =>
  homeReportCalls(dayjs(), () => true)
    .map((call) => hashKey(reportQueryKey(call.path, call.payload)))
    .sort();

/** Home's overview with every part's figures: the revenue split and the three top lists' rows. */
async function homeDrawn(): Promise<void> {
  await screen.findByTestId('revenue-by-source', undefined, WAIT);
  for (const title of ['Top sites, last 30 days', 'Top apps, last 30 days', 'Top zones, last 30 days']) {
    const card = (await screen.findByRole('heading', { name: title }, WAIT)).closest(
      '.ant-card',
    ) as HTMLElement;
    await waitFor(() => expect(within(card).getAllByRole('row').length).toBeGreaterThan(1), WAIT);
  }
}

afterEach(() => {
  vi.unstubAllEnvs();
  settle();
  // The app's cache is shared by the files of this worker: nothing of these tests stays in it.
  queryClient.clear();
});

describe("Home's report calls started at login", () => {
  it('are the calls Home’s parts make, under their keys: drawn after them, Home asks no report again', async () => {
    await signIn(ADMIN);
    await loadMenu();
    const calls = reportRequests();
    prefetchHome();
    // The cards' call, sent before anything of Home is drawn.
    await waitFor(() => expect(calls.seen.length).toBeGreaterThanOrEqual(1), WAIT);
    renderInRefine(<EarningsOverview />, '/home', queryClient);
    await homeDrawn();
    calls.stop();

    // The admin's menu grants every part: the cards, three top lists and the revenue split.
    expect(prefetchKeys()).toHaveLength(5);
    expect(reportKeys()).toEqual(prefetchKeys());
    // Each call once: Home's parts found the prefetched answer instead of asking again.
    const sent = calls.seen.map(({ path, body }) => JSON.stringify([path, body])).sort();
    expect(sent).toHaveLength(5);
    expect(new Set(sent).size).toBe(5);
  });

  it('files under the keys Home’s parts use when Home asks by itself', async () => {
    await signIn(ADMIN);
    renderInRefine(<EarningsOverview />, '/home', queryClient);
    await homeDrawn();
    expect(reportKeys()).toEqual(prefetchKeys());
  });

  it('drops what the kept menu granted and the server’s menu refuses: nothing of it stays to be shown', async () => {
    const group = db().groups.find((candidate) => candidate.name === 'Publishers');
    if (!group) throw new Error('no Publishers group');
    group.menu_ids = [1];
    save();
    await signIn(PUBLISHER);
    const menu = await loadMenu();
    expect(JSON.stringify(menu)).not.toContain(REVENUE_ROUTE);
    // The menu this browser kept for the publisher still has the Revenue report.
    rememberMenu([{ id: 99, name: 'Revenue', path: REVENUE_ROUTE, sort: 1 }]);
    const calls = reportRequests();
    prefetchHome();
    // Sent beside the menu on the kept menu's word...
    expect(reportKeys()).toHaveLength(1);
    // ...and dropped as soon as the server's menu is read.
    await waitFor(() => expect(reportKeys()).toEqual([]));
    await waitFor(() => expect(calls.seen).toHaveLength(1), WAIT);
    await new Promise((resolve) => setTimeout(resolve, 200));
    calls.stop();
    expect(reportKeys()).toEqual([]);
    expect(calls.seen[0].path).toBe('/gamebridge/v2/ssp_publisher/revenue/report');
  });

  it('sends nothing before the server’s menu when this browser kept none for the user, then the cards’ call', async () => {
    await signIn(ADMIN);
    await loadMenu();
    localStorage.removeItem(STORAGE_KEYS.menus);
    const calls = reportRequests();
    prefetchHome();
    expect(reportKeys()).toEqual([]);
    // The server's menu (answered already) grants it: sent once it is read. In mock mode the embedded
    // API answers on the page's main thread, so the calls Home asks after the cards' are left to Home.
    await waitFor(() => expect(reportKeys()).toEqual(prefetchKeys().slice(0, 1)), WAIT);
    await waitFor(() => expect(calls.seen).toHaveLength(1), WAIT);
    await new Promise((resolve) => setTimeout(resolve, 300));
    calls.stop();
    expect(calls.seen.map(({ path }) => path)).toEqual(['/gamebridge/v2/ssp_publisher/revenue/report']);
  });

  it('with an API host, asks the top lists’ and the split’s once the cards’ call has answered', async () => {
    vi.stubEnv('VITE_API_HOST', 'https://api.example.test');
    await signIn(ADMIN);
    await loadMenu();
    const calls = reportRequests();
    prefetchHome();
    await waitFor(() => expect(reportKeys()).toEqual(prefetchKeys()), WAIT);
    await waitFor(() => expect(calls.seen).toHaveLength(5), WAIT);
    calls.stop();
    expect(calls.seen[0].path).toBe('/gamebridge/v2/ssp_publisher/revenue/report');
  });
});
