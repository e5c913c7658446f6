import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { menuEntryOf, menuTree } from '../../src/mocks/menuTree';
import { server } from '../../src/mocks/runtime/node';
import { PUBLISHERS_MENU_IDS } from '../../src/mocks/store/seeds/userGroup';
import { setMenuProbes } from '../../src/providers/access/menuProbes';
import activity from '../../src/schemas/activity';
import { forgetMenu, loadMenu, menuPaths, type MenuItem } from '../../src/providers/access/menu';
import { ADMIN_EMAIL, loginAs, PUBLISHER_EMAIL, recordRequests } from './helpers';
import { registry } from '../../src/schemas';
import { addedMenuNames } from '../support/builtInResources';
import { SPEC_MENU } from '../support/specMenu';

const names = (items: MenuItem[]) => items.map((item) => item.name);

function expectSortedAtEveryLevel(items: MenuItem[]) {
  const sorts = items.map((item) => item.sort);
  expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
  for (const item of items) if (item.children) expectSortedAtEveryLevel(item.children);
}

beforeEach(() => forgetMenu());
afterEach(() => forgetMenu());

describe('loadMenu', () => {
  it('uses a seed whose sort order differs from its listing order', () => {
    const topNames = names(menuTree());
    expect(topNames.indexOf('Account')).toBeLessThan(topNames.indexOf('Site'));
  });

  it('sorts the top level by sort', async () => {
    await loginAs(ADMIN_EMAIL);

    const menu = await loadMenu();

    // A resource added later (a scaffolded one) has its own place: the spec's entries keep their order.
    const added = addedMenuNames(registry);
    expect(names(menu).filter((name) => !added.includes(name))).toEqual(SPEC_MENU);
  });

  it('sorts the children by sort', async () => {
    await loginAs(ADMIN_EMAIL);

    const menu = await loadMenu();

    expect(names(menu.find((item) => item.name === 'Account')?.children ?? [])).toEqual([
      'Channel',
      'User',
      'Activity Log',
    ]);
    expect(names(menu.find((item) => item.name === 'Search Ads')?.children ?? [])).toEqual([
      'Main Keyword',
      'Site',
      'Landing Pages',
      'Information',
    ]);
  });

  it('is sorted at every level', async () => {
    await loginAs(ADMIN_EMAIL);

    expectSortedAtEveryLevel(await loadMenu());
  });

  it('asks for the menu with menuVersion and system', async () => {
    await loginAs(ADMIN_EMAIL);
    forgetMenu(); // the login asked for it already
    const recorder = recordRequests();
    try {
      await loadMenu();
      const request = recorder.requests.find((seen) => seen.pathname.endsWith('/menu'));
      expect(request?.pathname).toBe('/gamebridge-manager/v1/menu');
      expect(Object.fromEntries(request?.query ?? [])).toEqual({ menuVersion: '2', system: 'publisher' });
    } finally {
      recorder.stop();
    }
  });

  it('fetches the menu once until it is forgotten', async () => {
    await loginAs(ADMIN_EMAIL);
    forgetMenu(); // the login asked for it already
    const recorder = recordRequests();
    try {
      await Promise.all([loadMenu(), loadMenu()]);
      await loadMenu();
      expect(recorder.requests.filter((seen) => seen.pathname.endsWith('/menu'))).toHaveLength(1);

      forgetMenu();
      await loadMenu();
      expect(recorder.requests.filter((seen) => seen.pathname.endsWith('/menu'))).toHaveLength(2);
    } finally {
      recorder.stop();
    }
  });

  it('keeps a newer request when an older one, asked for before a forgetMenu, fails late', async () => {
    await loginAs(ADMIN_EMAIL);
    forgetMenu(); // the login asked for it already
    let calls = 0;
    server.use(
      http.get('*/menu', () =>
        calls++ === 0 ? HttpResponse.json({ code: 500, msg: 'down' }, { status: 500 }) : undefined,
      ),
    );
    const stale = loadMenu(); // e.g. asked for beside the user info, before a logout
    forgetMenu();
    const fresh = loadMenu();
    await expect(stale).rejects.toBeTruthy();

    expect(loadMenu()).toBe(fresh);
    expect((await fresh).length).toBeGreaterThan(0);
  });

  it('gives the publisher a menu without the user screen', async () => {
    await loginAs(PUBLISHER_EMAIL);

    const menu = await loadMenu();

    expect(names(menu.find((item) => item.name === 'Account')?.children ?? [])).toEqual(['Channel']);
    expect(menuPaths(menu).has('/account/user')).toBe(false);
  });
});

describe('Account > Activity Log', () => {
  const accountEntries = (menu: MenuItem[]) =>
    names(menu.find((item) => item.name === 'Account')?.children ?? []);
  const probe = () => setMenuProbes([{ path: activity.route as string, call: activity.api.list }]);
  afterEach(() => setMenuProbes([]));

  it('reaches the administrators only until a group is granted it', async () => {
    await loginAs(ADMIN_EMAIL);
    expect(accountEntries(await loadMenu())).toContain('Activity Log');
    forgetMenu();
    await loginAs(PUBLISHER_EMAIL);
    expect(accountEntries(await loadMenu())).not.toContain('Activity Log');
    expect(PUBLISHERS_MENU_IDS).not.toContain(menuEntryOf(activity)?.item.id);
  });

  it('stays where the host answers its list call', async () => {
    probe();
    await loginAs(ADMIN_EMAIL);
    expect(accountEntries(await loadMenu())).toContain('Activity Log');
  });

  it('is left out where the host answers its list call with 404, the rest of the menu kept', async () => {
    probe();
    server.use(
      http.get('*/ssp_publisher/activity/list', () => new HttpResponse('Not Found', { status: 404 })),
    );
    await loginAs(ADMIN_EMAIL);
    const menu = await loadMenu();
    expect(accountEntries(menu)).toEqual(['Channel', 'User']);
    expect(menuPaths(menu).has('/account/activity')).toBe(false);
  });

  it('stays on another failure of the probe (the screen then says what failed)', async () => {
    probe();
    server.use(http.get('*/ssp_publisher/activity/list', () => new HttpResponse('oops', { status: 500 })));
    await loginAs(ADMIN_EMAIL);
    expect(accountEntries(await loadMenu())).toContain('Activity Log');
  });
});

describe('menuPaths', () => {
  it('collects the path of every item at every level', () => {
    const paths = menuPaths(menuTree());

    expect(paths.has('/account')).toBe(true);
    expect(paths.has('/account/user')).toBe(true);
    expect(paths.has('/report/contentRevenue')).toBe(true);
    expect(paths.has('/searchAds/site/postback')).toBe(false);
  });
});
