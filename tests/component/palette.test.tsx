import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../src/mocks/runtime/node';
import { API, fail } from '../../src/mocks/respond';
import { db, save } from '../../src/mocks/store/db';
import appSchema from '../../src/schemas/app';
import linkSchema from '../../src/schemas/link';
import siteSchema from '../../src/schemas/site';
import userSchema from '../../src/schemas/user';
import userGroupSchema from '../../src/schemas/userGroup';
import {
  PUBLISHER_EMAIL,
  recordRequests,
  renderApp,
  signIn,
  WAIT,
  type RenderedApp,
  type SeenRequest,
} from './renderApp';
import { freshEachTest } from './signedIn';

freshEachTest();

const DIALOG = 'Go to a screen, an action or a record';
const BOX = 'Search screens, actions and records';

const dialog = () => screen.findByRole('dialog', { name: DIALOG }, WAIT);
const box = () => screen.getByRole('combobox', { name: BOX });
/** The options of a group of the results, as shown: name, then where it sits. */
const optionsOf = (group: string) => {
  const found = screen.queryByRole('group', { name: group });
  return found
    ? within(found)
        .getAllByRole('option')
        .map((option) => option.textContent)
    : [];
};
/** The records found in one list, as shown (name, then where it sits). */
const recordsIn = (place: string) => optionsOf('Records').filter((option) => option?.endsWith(place));
const activeOption = () => document.getElementById(box().getAttribute('aria-activedescendant') ?? '');
const pathWithQuery = (app: RenderedApp) =>
  decodeURIComponent(app.router.state.location.pathname + app.router.state.location.search);

const appListPath = appSchema.api.list.path;

/** Escape in the box: antd's dialog reads the key's code, which user-event does not set (the browser test presses it). */
const escape = () => fireEvent.keyDown(box(), { key: 'Escape', code: 'Escape', keyCode: 27 });

/** The palette's record searches among the calls seen: list calls asking for a page of 3. */
const searches = (requests: SeenRequest[]) =>
  requests.filter((request) => request.method === 'GET' && /^3$/.test(request.query.get('page_size') ?? ''));

/** The palette's searches of one list, by the query each sent (paging left out). */
const searchesOf = (requests: SeenRequest[], path: string) =>
  searches(requests)
    .filter((request) => request.pathname.endsWith(path))
    .map((request) => {
      const query = Object.fromEntries(request.query);
      delete query.page;
      delete query.page_index;
      delete query.page_size;
      return query;
    });

/** The address's filters as field → value, and its other parameters (the list's paging left out). */
function addressOf(app: RenderedApp) {
  const params = new URLSearchParams(app.router.state.location.search);
  const filters: Record<string, string> = {};
  const rest: Record<string, string> = {};
  for (const [key, value] of params) {
    const field = /^filters\[(\d+)\]\[field\]$/.exec(key);
    if (field) filters[value] = params.get(`filters[${field[1]}][value]`) ?? '';
    else if (!key.startsWith('filters[') && key !== 'pageSize' && key !== 'currentPage') rest[key] = value;
  }
  return { path: app.router.state.location.pathname, filters, rest };
}

/** Signs in, renders Home with the shell and waits for the header's Search button. */
async function home(email?: string): Promise<RenderedApp> {
  await signIn(email);
  const app = renderApp('/home');
  await screen.findByRole('button', { name: /^Search/ }, WAIT);
  return app;
}

/** Opens the palette with Ctrl+K and types a query into its box. */
async function search(app: RenderedApp, query: string): Promise<void> {
  await app.user.keyboard('{Control>}k{/Control}');
  await dialog();
  await app.user.type(box(), query);
}

/** The Publishers group's menu narrowed to these entries. */
function publishersMenu(ids: number[]) {
  const group = db().groups.find((candidate) => candidate.name === 'Publishers');
  if (!group) throw new Error('no Publishers group');
  group.menu_ids = ids;
  save();
}

describe('the command palette', () => {
  it('opens with Ctrl+K and with ⌘K, the search box focused, and Escape closes it', async () => {
    const { user } = await home();
    await user.keyboard('{Control>}k{/Control}');
    await dialog();
    await waitFor(() => expect(document.activeElement).toBe(box()));
    escape();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: DIALOG })).toBeNull());

    await user.keyboard('{Meta>}k{/Meta}');
    await dialog();
    await waitFor(() => expect(document.activeElement).toBe(box()));
  });

  it('opens from the header button, named by its text, and gives the focus back to it on Escape', async () => {
    const { user } = await home();
    const button = screen.getByRole('button', { name: /^Search\s*Ctrl K$/ });
    await user.click(button);
    await dialog();
    await waitFor(() => expect(document.activeElement).toBe(box()));
    escape();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: DIALOG })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it("offers the administrator's screens and actions matching the words typed", async () => {
    const app = await home();
    await search(app, 'app');
    await waitFor(() =>
      expect(optionsOf('Screens')).toEqual(['App ListApp', 'App UnitApp', 'App Ads RevenueReport']),
    );
    expect(optionsOf('Actions')).toEqual([
      'Add AppApp › App List',
      'Add Ad UnitApp › App Unit',
      'Import Ad UnitApp › App Unit',
    ]);
    // Two lists' creates of one name are told apart by where each list sits.
    await app.user.clear(box());
    await app.user.type(box(), 'add site');
    await waitFor(() =>
      expect(optionsOf('Actions')).toEqual([
        'Add SiteSite › Site List',
        'Add SiteSearch Ads › Site',
        'Add LinkSearch Ads › Site › Postback Setting',
      ]),
    );
  });

  it('never offers what the menu does not grant: a publisher with Site List alone gets no App screen or action, no app records', async () => {
    publishersMenu([1, 20, 21]);
    const { user } = await home(PUBLISHER_EMAIL);
    const calls = recordRequests();
    await user.keyboard('{Control>}k{/Control}');
    await dialog();
    await waitFor(() => expect(optionsOf('Screens')).toEqual(['Home', 'Site ListSite']));
    expect(optionsOf('Actions')).toEqual(['Add SiteSite › Site List']);

    await user.type(box(), 'news');
    await waitFor(() => expect(optionsOf('Records')).not.toEqual([]), WAIT);
    expect(optionsOf('Screens')).toEqual([]);
    expect(searches(calls.requests).map((request) => request.pathname)).toEqual([
      '/gamebridge-manager/v1/ssp_publisher/domain/list',
    ]);
  });

  it('finds sites through the site list’s own call, its name filter, a few a kind, and Enter opens the list filtered to it', async () => {
    const app = await home();
    const calls = recordRequests();
    await search(app, 'dailynews');
    await waitFor(() => expect(optionsOf('Records')).toEqual(['dailynews.exampleSite › Site List']), WAIT);
    // Typing is debounced: one call per kind, for the whole word.
    const siteCalls = searches(calls.requests).filter((request) =>
      request.pathname.endsWith('/ssp_publisher/domain/list'),
    );
    expect(siteCalls.map((request) => Object.fromEntries(request.query))).toEqual([
      { domain: 'dailynews', page: '1', page_size: '3' },
    ]);

    expect(activeOption()?.textContent).toBe('dailynews.exampleSite › Site List');
    await app.user.keyboard('{Enter}');
    // The list adds its paging to the address once it has drawn (&pageSize=20&currentPage=1).
    await waitFor(() =>
      expect(pathWithQuery(app)).toMatch(
        /^\/siteManager\/siteList\?filters\[0\]\[field\]=domain&filters\[0\]\[operator\]=eq&filters\[0\]\[value\]=dailynews\.example(&pageSize=20&currentPage=1)?$/,
      ),
    );
    expect(screen.queryByRole('dialog', { name: DIALOG })).toBeNull();
    await screen.findByRole('cell', { name: 'dailynews.example' }, WAIT);
  });

  it("finds an app through its list's Keyword filter (recordSearch) and opens it in the list's View dialog (?view=<id>)", async () => {
    const app = await home();
    const calls = recordRequests();
    await search(app, 'NewsRead');
    await waitFor(() => expect(optionsOf('Records')).toEqual(['NewsReaderApp › App List']), WAIT);
    const appCalls = searches(calls.requests).filter((request) => request.pathname.endsWith(appListPath));
    expect(appCalls.map((request) => Object.fromEntries(request.query))).toEqual([
      { keyword: 'NewsRead', page_index: '1', page_size: '3' },
    ]);
    await app.user.keyboard('{Enter}');
    await waitFor(() =>
      expect(pathWithQuery(app)).toMatch(
        /^\/appManager\/appsList\?filters\[0\]\[field\]=keyword&filters\[0\]\[operator\]=eq&filters\[0\]\[value\]=NewsReader&view=7001(&|$)/,
      ),
    );
    await screen.findByRole('dialog', { name: 'View App' }, WAIT);
  });

  it('moves with the arrows (wrapping) and Enter opens Add Site: the site list with its create form', async () => {
    const app = await home();
    await search(app, 'site');
    await waitFor(() => expect(optionsOf('Actions')).toContain('Add SiteSite › Site List'));
    // The records' search has answered: the list holds still.
    await screen.findByText(/^Results: \d+$/, undefined, WAIT);
    const shown = screen.getAllByRole('option').map((option) => option.textContent);
    expect(activeOption()?.textContent).toBe(shown[0]);
    await app.user.keyboard('{ArrowUp}');
    expect(activeOption()?.textContent).toBe(shown[shown.length - 1]);
    await app.user.keyboard('{ArrowDown}');
    expect(activeOption()?.textContent).toBe(shown[0]);
    for (let step = 0; step < shown.indexOf('Add SiteSite › Site List'); step += 1)
      await app.user.keyboard('{ArrowDown}');
    expect(activeOption()?.getAttribute('aria-selected')).toBe('true');
    expect(activeOption()?.textContent).toBe('Add SiteSite › Site List');
    await app.user.keyboard('{Enter}');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/siteManager/siteList'));
    expect(new URLSearchParams(app.router.state.location.search).has('create')).toBe(true);
    await screen.findByRole('dialog', { name: 'Add Site' }, WAIT);
  });

  it('Import Ad Unit opens the ad unit list with its import open (?open=), and closing it takes the parameter away', async () => {
    const app = await home();
    await search(app, 'import');
    await waitFor(() => expect(optionsOf('Actions')).toEqual(['Import Ad UnitApp › App Unit']));
    await app.user.keyboard('{Enter}');
    await waitFor(() =>
      expect(pathWithQuery(app)).toMatch(/^\/appManager\/zoneList\?open=Import Ad Unit(&|$)/),
    );
    const importDialog = await screen.findByRole('dialog', { name: 'Import Ad Unit' }, WAIT);
    await app.user.click(within(importDialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(app.router.state.location.search).not.toContain('open='));
    expect(app.router.state.location.pathname).toBe('/appManager/zoneList');
    expect(screen.queryByRole('dialog', { name: 'Import Ad Unit' })).toBeNull();
  });

  it('says when nothing matches', async () => {
    await search(await home(), 'qqqzzz');
    await screen.findByText('Nothing found for “qqqzzz”', undefined, WAIT);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().getAttribute('aria-activedescendant')).toBeNull();
  });

  it('finds users and user groups by name and opens their tab of User & User Group filtered to them', async () => {
    const app = await home();
    const calls = recordRequests();
    // A user by the user list's Keyword filter (name or email), a group by its name filter.
    const kinds = [
      {
        query: 'alice',
        list: userSchema,
        option: 'Alice EditorAccount › User',
        tab: 'user',
        tabName: 'User',
        filters: { key_word: 'Alice Editor' },
        shown: 'alice@demo.test',
        hidden: 'admin@demo.test',
      },
      {
        query: 'analysts',
        list: userGroupSchema,
        option: 'AnalystsAccount › User › User Group',
        tab: 'group',
        tabName: 'User Group',
        filters: { name: 'Analysts' },
        shown: 'Analysts',
        hidden: 'Publishers',
      },
    ];
    for (const { query, list, option, tab, tabName, filters, shown, hidden } of kinds) {
      await search(app, query);
      await waitFor(() => expect(optionsOf('Records')).toEqual([option]), WAIT);
      const [param] = Object.keys(filters);
      expect(searchesOf(calls.requests, list.api.list.path).at(-1)).toEqual({ [param]: query });
      await app.user.keyboard('{Enter}');
      await waitFor(() => expect(addressOf(app)).toEqual({ path: '/account/user', filters, rest: { tab } }));
      const tabShown = await screen.findByRole('tab', { name: tabName }, WAIT);
      expect(tabShown.getAttribute('aria-selected')).toBe('true');
      await screen.findByRole('cell', { name: shown }, WAIT);
      await waitFor(() => expect(screen.queryByRole('cell', { name: hidden })).toBeNull(), WAIT);
    }
  });

  it('finds landing page links by their site or main keyword, named by both, and opens one in its View dialog', async () => {
    const app = await home();
    const calls = recordRequests();
    // A site's links, each once, beside the search site itself.
    await search(app, 'findit');
    await waitFor(
      () => expect(recordsIn('Search Ads › Site')).toEqual(['findit.exampleSearch Ads › Site']),
      WAIT,
    );
    expect(recordsIn('Landing Pages')).toEqual([
      'findit.example · best running shoesSearch Ads › Landing Pages',
      'findit.example · best running shoesSearch Ads › Landing Pages',
    ]);
    escape();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: DIALOG })).toBeNull());

    await search(app, 'cheap flights');
    await waitFor(
      () =>
        expect(recordsIn('Landing Pages')).toEqual([
          'parkedsearch.example · cheap flightsSearch Ads › Landing Pages',
        ]),
      WAIT,
    );
    // Both name fields searched, each by its list filter.
    expect(searchesOf(calls.requests, linkSchema.api.list.path).slice(-2)).toEqual([
      { domain: 'cheap flights' },
      { key_word: 'cheap flights' },
    ]);
    // Keywords named 'cheap flights' come first: down to the link.
    while (!activeOption()?.textContent?.endsWith('Landing Pages')) await app.user.keyboard('{ArrowDown}');
    await app.user.keyboard('{Enter}');
    await waitFor(() =>
      expect(addressOf(app)).toEqual({
        path: '/searchAds/landingPage',
        filters: { domain: 'parkedsearch.example', key_word: 'cheap flights' },
        rest: { view: '5002' },
      }),
    );
    await screen.findByRole('dialog', { name: 'View Landing Page' }, WAIT);
  });

  it('says so when a kind of record could not be searched, after the records that came', async () => {
    server.use(http.get(`${API}${siteSchema.api.list.path}`, () => fail('Sites are busy')));
    const app = await home();
    await search(app, 'dailynews');
    await screen.findByText('Records could not be searched: Sites are busy', undefined, WAIT);
    expect(screen.queryByRole('listbox')).toBeNull();

    await app.user.clear(box());
    await app.user.type(box(), 'NewsRead');
    await waitFor(() => expect(optionsOf('Records')).toEqual(['NewsReaderApp › App List']), WAIT);
    expect(screen.getByRole('status').textContent).toBe(
      'Results: 1. Records could not be searched: Sites are busy',
    );
  });
});
