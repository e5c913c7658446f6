import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MENU_TREE } from '../../src/mocks/seed';
import { forgetMenu, loadMenu, menuPaths, type MenuItem } from '../../src/providers/menu';
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
    const topNames = names(MENU_TREE);
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

    expect(names(menu.find((item) => item.name === 'Account')?.children ?? [])).toEqual(['Channel', 'User']);
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

  it('gives the publisher a menu without the user screen', async () => {
    await loginAs(PUBLISHER_EMAIL);

    const menu = await loadMenu();

    expect(names(menu.find((item) => item.name === 'Account')?.children ?? [])).toEqual(['Channel']);
    expect(menuPaths(menu).has('/account/user')).toBe(false);
  });
});

describe('menuPaths', () => {
  it('collects the path of every item at every level', () => {
    const paths = menuPaths(MENU_TREE);

    expect(paths.has('/account')).toBe(true);
    expect(paths.has('/account/user')).toBe(true);
    expect(paths.has('/report/contentRevenue')).toBe(true);
    expect(paths.has('/searchAds/site/postback')).toBe(false);
  });
});
