import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from 'msw';
import { server } from '../../src/mocks/runtime/node';
import { forgetMenu, loadMenu, type MenuItem } from '../../src/providers/access/menu';
import { setPageLeaver } from '../../src/providers/session/loginPage';
import { prepare, PUBLISHER_EMAIL, renderApp, signIn, tidy, WAIT } from './renderApp';
import { registry } from '../../src/schemas';
import { addedMenuNames } from '../support/builtInResources';
import { SPEC_MENU } from '../support/specMenu';

const FORBIDDEN = 'Sorry, you are not authorized to access this page.';
const NOT_FOUND = 'Sorry, the page you visited does not exist.';

beforeEach(prepare);
afterEach(tidy);

/** The labels of a menu level, in the order shown. */
function menuLabels(list: Element): string[] {
  return Array.from(list.children)
    .filter((item) => item.matches('li.ant-menu-item, li.ant-menu-submenu'))
    .map((item) => {
      const title = item.querySelector(':scope > .ant-menu-submenu-title .ant-menu-title-content');
      return (title ?? item.querySelector('.ant-menu-title-content'))?.textContent ?? '';
    });
}

/** The left menu once the server's items are in (the menu is rebuilt when they arrive). */
async function mainMenu(): Promise<HTMLElement> {
  return waitFor(() => {
    const menu = screen.getByRole('menu', { name: 'Main menu' });
    expect(menuLabels(menu)).toContain('Home');
    return menu;
  }, WAIT);
}

describe('shell', () => {
  it('shows the 403 page to a publisher opening /account/user', async () => {
    await signIn(PUBLISHER_EMAIL);
    renderApp('/account/user');

    await screen.findByText(FORBIDDEN, undefined, WAIT);
    screen.getByText('403');
    expect(screen.queryByText('This screen is coming in a later release.')).toBeNull();
  });

  it('opens /account/user for the administrator, whose menu has it', async () => {
    await signIn();
    renderApp('/account/user');

    await screen.findByRole('tab', { name: 'User Group' }, WAIT);
    expect(screen.queryByText(FORBIDDEN)).toBeNull();
  });

  it('shows the not-found page for an unknown path', async () => {
    await signIn();
    renderApp('/no/such/screen');

    await screen.findByText(NOT_FOUND, undefined, WAIT);
    screen.getByText('404');
    screen.getByRole('button', { name: 'Back Home' });
  });

  it("shows the Report API screen for '/report/reportapi'", async () => {
    await signIn();
    renderApp('/report/reportapi');

    const card = await waitFor(() => {
      const found = document.querySelector('.ant-card');
      if (!found) throw new Error('no page yet');
      return found as HTMLElement;
    }, WAIT);
    expect(card.querySelector('.ant-card-head-title')?.textContent).toBe('Report API');
    await within(card).findByRole('heading', { name: /Authentication/ }, WAIT);
    expect(within(card).queryByText(/not described by the specification/)).toBeNull();
  });

  it('redirects the section paths to their first screen', async () => {
    await signIn();
    const { router } = renderApp('/account');

    await screen.findByRole('cell', { name: 'Organic' }, WAIT);
    expect(router.state.location.pathname).toBe('/account/channel');
  });

  it('sends a visitor who is not signed in to login.html', async () => {
    const leftFor = vi.fn<(url: string) => void>();
    setPageLeaver(leftFor);
    renderApp('/siteManager/siteList');

    await waitFor(() => expect(leftFor).toHaveBeenCalledWith('login.html#/login'), WAIT);
    expect(screen.queryByRole('menu', { name: 'Main menu' })).toBeNull();
  });

  it('sends a signed-in user who opens the login page home', async () => {
    await signIn();
    const { router } = renderApp('/login');

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), WAIT);
  });

  it("shows the server's menu in sort order at every level", async () => {
    await signIn();
    renderApp('/account/channel');

    const menu = await mainMenu();
    // A resource added later (a scaffolded one) has its own place: the spec's entries keep their order.
    const added = addedMenuNames(registry);
    expect(menuLabels(menu).filter((label) => !added.includes(label))).toEqual([...SPEC_MENU, 'Help Center']);
    // The current section is open: its children in their own sort order.
    const account = Array.from(menu.querySelectorAll(':scope > li.ant-menu-submenu')).find(
      (item) => item.querySelector('.ant-menu-submenu-title')?.textContent === 'Account',
    ) as HTMLElement;
    const children = await waitFor(() => {
      const list = account.querySelector('ul.ant-menu-sub');
      if (!list) throw new Error('Account not open');
      return list;
    }, WAIT);
    expect(menuLabels(children)).toEqual(['Channel', 'User', 'Activity Log']);
  });

  it('the selected entry and the open group follow in-app navigation', async () => {
    await signIn();
    const { router } = renderApp('/account/channel');
    const menu = await mainMenu();
    const selected = () => menu.querySelector('li.ant-menu-item-selected')?.textContent;
    const isOpen = (label: string) =>
      Array.from(menu.querySelectorAll(':scope > li.ant-menu-submenu-open')).some(
        (item) => item.querySelector('.ant-menu-submenu-title')?.textContent === label,
      );
    await waitFor(() => expect(selected()).toBe('Channel'), WAIT);

    await router.navigate('/report/appAdsReport');
    await waitFor(() => expect(selected()).toBe('App Ads Revenue'), WAIT);
    expect(isOpen('Report')).toBe(true);
    // A screen below a menu entry (the postback settings of search sites) selects that entry.
    await router.navigate('/searchAds/site/postback');
    await waitFor(() => expect(selected()).toBe('Site'), WAIT);
    expect(isOpen('Search Ads')).toBe(true);
  });

  it("shows the publisher's smaller menu", async () => {
    await signIn(PUBLISHER_EMAIL);
    renderApp('/account/channel');

    const menu = await mainMenu();
    const account = Array.from(menu.querySelectorAll(':scope > li.ant-menu-submenu')).find(
      (item) => item.querySelector('.ant-menu-submenu-title')?.textContent === 'Account',
    ) as HTMLElement;
    const children = await waitFor(() => {
      const list = account.querySelector('ul.ant-menu-sub');
      if (!list) throw new Error('Account not open');
      return list;
    }, WAIT);
    expect(menuLabels(children)).toEqual(['Channel']);
  });

  it('shows the user area with the first letter of the user name', async () => {
    await signIn();
    renderApp('/home');

    const account = await screen.findByRole('button', { name: 'Admin account menu' }, WAIT);
    expect(account.querySelector('.shell-avatar')?.textContent).toBe('A');
    // The name sits in its own element (kept untranslated), so the heading's whole text is compared.
    const heading = await screen.findByRole('heading', { level: 1 }, WAIT);
    await waitFor(() => expect(heading.textContent).toBe('Welcome, Admin'), WAIT);
  });

  it("shows the last session's menu at once and the server's when it comes: an entry only the kept menu has goes, and its screen is refused", async () => {
    await signIn(PUBLISHER_EMAIL);
    // The publisher's menu as this browser kept it, with an entry the server does not give them.
    await loadMenu();
    const menus = JSON.parse(localStorage.getItem('console.menus') ?? '[]') as [string, MenuItem[]][];
    const publisher = menus.find(([user]) => user === PUBLISHER_EMAIL)?.[1] ?? [];
    const account = publisher.find((item) => item.path === '/account');
    account?.children?.push({ id: 72, name: 'User', path: '/account/user', sort: 2 });
    localStorage.setItem('console.menus', JSON.stringify(menus));
    // The server's menu is asked again, and held until released.
    forgetMenu();
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.get('*/menu', () => held.then(() => undefined)));
    renderApp('/account/user');

    const menu = screen.getByRole('menu', { name: 'Main menu' });
    within(menu).getByRole('menuitem', { name: 'User' });
    screen.getByRole('status', { name: 'Loading the screen' });
    expect(screen.queryByText(FORBIDDEN)).toBeNull();
    expect(screen.queryByRole('tab', { name: 'User Group' })).toBeNull();

    release();
    await screen.findByText(FORBIDDEN, undefined, WAIT);
    await waitFor(() => expect(within(menu).queryByRole('menuitem', { name: 'User' })).toBeNull(), WAIT);
    within(menu).getByRole('menuitem', { name: 'Channel' });
  });

  it('shows a skeleton where the menu goes while no menu is known yet', async () => {
    await signIn(PUBLISHER_EMAIL);
    localStorage.removeItem('console.menus');
    forgetMenu();
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.get('*/menu', () => held.then(() => undefined)));
    renderApp('/home');

    await screen.findByRole('status', { name: 'Loading the menu' }, WAIT);
    expect(screen.queryByRole('menu', { name: 'Main menu' })).toBeNull();
    release();
    await screen.findByRole('menu', { name: 'Main menu' }, WAIT);
    expect(screen.queryByRole('status', { name: 'Loading the menu' })).toBeNull();
  });
});
