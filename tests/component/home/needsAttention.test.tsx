import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../src/mocks/runtime/node';
import { API, fail } from '../../../src/mocks/respond';
import { db, save } from '../../../src/mocks/store/db';
import { adUnits } from '../../../src/mocks/handlers/inventory/apps';
import { searchSites } from '../../../src/mocks/handlers/inventory/searchSites';
import { widgets } from '../../../src/mocks/handlers/inventory/widgets';
import { DISCONTINUED, FAILED, LIVE, ACTIVE } from '../../../src/schemas/enums';
import { SEARCH_SITE_STATUS } from '../../../src/schemas/searchSite';
import widgetSchema from '../../../src/schemas/widget';
import { recordRequests, renderScreen, rowKeys, signIn, WAIT, type SeenRequest } from '../renderApp';
import { freshEachTest } from '../signedIn';

const ADMIN = 'admin@demo.test';
const PUBLISHER = 'publisher@demo.test';
const REGIONAL = 'regional@demo.test';

const LISTS = {
  site: '/ssp_publisher/domain/list',
  adUnit: '/ssp_publisher/adunit/list',
  widget: '/ssp_publisher/widget/list',
  searchSite: '/ssp_publisher/search_site/list',
};

/** What a group's data scope grants of a kind: all, or the ids it lists. */
type Scope = { sites?: number[]; apps?: number[]; searchSites?: number[] };
const granted = (ids: number[] | undefined, id: number) => !ids || ids.includes(id);

/** The counts the seeded data holds for a scope, as Home writes them, the zeros left out. */
function expectedLines(scope: Scope = {}): string[] {
  const sites = (status: string) =>
    db().sites.filter((site) => site.ads_txt_status === status && granted(scope.sites, site.id)).length;
  const counted: [number, string, string, string][] = [
    [sites('need update ads.txt'), 'site', 'sites', 'Need Update ads.txt'],
    [sites('verification failed'), 'site', 'sites', 'Verification Failed'],
    [
      adUnits().filter((unit) => unit.status === DISCONTINUED && granted(scope.apps, unit.app_id)).length,
      'ad unit',
      'ad units',
      'Discontinued',
    ],
    [widgets().filter((widget) => widget.status === FAILED).length, 'widget', 'widgets', 'Failed'],
    [
      searchSites().filter(
        (site) => site.status === SEARCH_SITE_STATUS.waitingDns && granted(scope.searchSites, site.id),
      ).length,
      'search site',
      'search sites',
      'Waiting For DNS',
    ],
  ];
  return counted
    .filter(([count]) => count > 0)
    .map(([count, one, many, status]) => `${count} ${count === 1 ? one : many} ${status}`);
}

/** The heading of the part, once it is shown. */
const findPart = async () =>
  (await screen.findByRole('heading', { name: 'Needs attention' }, WAIT)).closest('.ant-card') as HTMLElement;

/** The part's lines (each a link), as read. */
const lines = (part: HTMLElement) =>
  within(part)
    .queryAllByRole('link')
    .map((link) => link.textContent);

/** A count's calls: the list's, one row a page (the top sites read the site list whole). */
const isCount = (url: URL, path: string) =>
  url.pathname.endsWith(path) && url.searchParams.get('page_size') === '1';
const listCalls = (requests: SeenRequest[], path: string) =>
  requests.filter(
    (request) =>
      request.method === 'GET' && isCount(new URL(`http://x${request.pathname}?${request.query}`), path),
  );

/** Changes the seeded Publishers group before the publisher signs in. */
function publishersGroup(change: (group: ReturnType<typeof db>['groups'][number]) => void) {
  const group = db().groups.find((candidate) => candidate.name === 'Publishers');
  if (!group) throw new Error('no Publishers group');
  change(group);
  save();
}

freshEachTest();

describe("Home's 'Needs attention'", () => {
  it('counts each kind through its list call filtered by status, one row a page, and links the list filtered', async () => {
    const calls = recordRequests();
    await signIn(ADMIN);
    const { user, router } = renderScreen('/home');
    const part = await findPart();
    // The seed holds records in every state the part counts.
    expect(expectedLines()).toHaveLength(5);
    expect(lines(part)).toEqual(expectedLines());
    expect(lines(part)).toEqual([
      '3 sites Need Update ads.txt',
      '2 sites Verification Failed',
      '1 ad unit Discontinued',
      '1 widget Failed',
      '2 search sites Waiting For DNS',
    ]);

    // One call a kind and status, through the list's own call: its filter, page 1 of size 1.
    const asked = (path: string) =>
      listCalls(calls.requests, path).map((request) => Object.fromEntries(request.query));
    expect(asked(LISTS.site)).toEqual([
      { ads_txt_status: 'need update ads.txt', page: '1', page_size: '1' },
      { ads_txt_status: 'verification failed', page: '1', page_size: '1' },
    ]);
    expect(asked(LISTS.adUnit)).toEqual([{ status: String(DISCONTINUED), page_index: '1', page_size: '1' }]);
    expect(asked(LISTS.widget)).toEqual([{ status: String(FAILED), page_index: '1', page_size: '1' }]);
    expect(asked(LISTS.searchSite)).toEqual([
      { status: String(SEARCH_SITE_STATUS.waitingDns), page_index: '1', page_size: '1' },
    ]);

    // Each line's address holds its list's filter.
    const link = within(part).getByRole('link', { name: '2 sites Verification Failed' });
    const [path, search] = String(link.getAttribute('href')).split('?');
    expect(path).toBe('/siteManager/siteList');
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
      'filters[0][field]': 'ads_txt_status',
      'filters[0][operator]': 'eq',
      'filters[0][value]': 'verification failed',
    });
    const dnsLink = within(part).getByRole('link', { name: '2 search sites Waiting For DNS' });
    expect(new URLSearchParams(dnsLink.getAttribute('href')?.split('?')[1]).get('filters[0][value]')).toBe(
      String(SEARCH_SITE_STATUS.waitingDns),
    );

    // Opening it shows the list filtered to those records, its filter form saying so.
    await user.click(link);
    expect(router.state.location.pathname).toBe('/siteManager/siteList');
    const failedSites = db()
      .sites.filter((site) => site.ads_txt_status === 'verification failed')
      .map((site) => String(site.id));
    await waitFor(() => expect([...rowKeys()].sort()).toEqual(failedSites.sort()), WAIT);
    const filter = screen.getByRole('combobox', { name: 'Ads.txt Status' }).closest('.ant-select');
    expect(filter?.querySelector('.ant-select-selection-item')?.textContent).toBe('Verification Failed');
    screen.getByText(`Total ${failedSites.length}`);
  });

  it('counts only what a scoped user may see (regional@demo.test)', async () => {
    await signIn(REGIONAL);
    renderScreen('/home');
    const part = await findPart();
    const group = db().groups.find((candidate) => candidate.name === 'Regional Publishers');
    const scoped = expectedLines({
      sites: group?.content_site_ids,
      apps: group?.app_ids,
      searchSites: group?.search_site_ids,
    });
    expect(lines(part)).toEqual(scoped);
    expect(scoped).toEqual(['1 site Need Update ads.txt', '1 widget Failed']);
    expect(scoped).not.toEqual(expectedLines());
  });

  it('leaves out, and does not ask for, a kind whose list the user’s menu lacks', async () => {
    const widgetMenu = widgetSchema.menu ? widgetSchema.menu.id : undefined;
    publishersGroup((group) => {
      group.menu_ids = group.menu_ids.filter((id) => id !== widgetMenu);
    });
    const calls = recordRequests();
    await signIn(PUBLISHER);
    renderScreen('/home');
    const part = await findPart();
    const shown = lines(part);
    expect(shown).toEqual(expectedLines().filter((line) => !line.includes('widget')));
    expect(shown.some((line) => line?.includes('search site'))).toBe(true);
    expect(listCalls(calls.requests, LISTS.widget)).toEqual([]);
    expect(listCalls(calls.requests, LISTS.searchSite)).toHaveLength(1);
  });

  it('is absent when nothing needs attention', async () => {
    for (const site of db().sites) site.ads_txt_status = 'verification successful';
    for (const unit of adUnits()) unit.status = LIVE;
    for (const widget of widgets()) widget.status = ACTIVE;
    for (const site of searchSites()) site.status = SEARCH_SITE_STATUS.active;
    save();
    const answered: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (Object.values(LISTS).some((list) => isCount(url, list))) answered.push(url.pathname);
    };
    server.events.on('response:mocked', listener);
    try {
      await signIn(ADMIN);
      renderScreen('/home');
      await screen.findByRole('heading', { name: 'Estimated revenue' }, WAIT);
      await waitFor(() => expect(answered).toHaveLength(5), WAIT);
      // The answers have been read: the part would be drawn by now.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(screen.queryByRole('heading', { name: 'Needs attention' })).toBeNull();
      expect(document.querySelector('.home-attention')).toBeNull();
    } finally {
      server.events.removeListener('response:mocked', listener);
    }
  });

  it('says in place that a count could not be loaded, beside the others, and Retry asks again', async () => {
    server.use(http.get(`${API}${LISTS.widget}`, () => fail('Widgets are busy'), { once: true }));
    const calls = recordRequests();
    await signIn(ADMIN);
    const { user } = renderScreen('/home');
    const part = await findPart();
    const failed = within(part).getByText('These figures could not be loaded.');
    const alert = failed.closest('.ant-alert') as HTMLElement;
    within(alert).getByText('Widgets are busy');
    expect(lines(part)).toEqual(expectedLines().filter((line) => !line.includes('widget')));
    expect(listCalls(calls.requests, LISTS.widget)).toHaveLength(1);

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(lines(part)).toEqual(expectedLines()), WAIT);
    expect(within(part).queryByText('These figures could not be loaded.')).toBeNull();
    expect(listCalls(calls.requests, LISTS.widget)).toHaveLength(2);
    // Only the failed count was asked again.
    expect(listCalls(calls.requests, LISTS.searchSite)).toHaveLength(1);
  });
});
