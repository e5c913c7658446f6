import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PhoneMenu } from '../../src/pages/shell/phone/PhoneMenu';
import { renderInHarness } from './harness';
import { phoneWindow } from './phoneWindow';
import { prepare, renderApp, signIn, tidy, WAIT } from './renderApp';

let restoreWindow: () => void = () => undefined;
beforeEach(prepare);
afterEach(async () => {
  restoreWindow();
  await tidy();
});

function renderPhoneMenu(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <PhoneMenu /> }], { initialEntries: [path] });
  renderInHarness(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
/** Whether the drawer is open (jsdom has no antd CSS: a closed drawer stays in the document). */
const drawerOpen = () => document.querySelector('.shell-drawer.ant-drawer-open') !== null;

describe("the phone's menu drawer", () => {
  it('opens from the header button with the main menu, and an entry navigates and closes it', async () => {
    await signIn();
    const { router, user } = renderPhoneMenu('/appManager/zoneList');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(drawerOpen()).toBe(false);

    await user.click(menuButton());
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' }, WAIT);
    expect(drawerOpen()).toBe(true);
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    const menu = within(drawer).getByRole('menu', { name: 'Main menu' });
    within(drawer).getByRole('button', { name: /^Publisher Console\s*home$/ });

    await user.click(await within(menu).findByRole('link', { name: 'App List' }, WAIT));
    expect(router.state.location.pathname).toBe('/appManager/appsList');
    await waitFor(() => expect(drawerOpen()).toBe(false));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  // Escape and the focus moving into the drawer are antd's, checked in a browser (tests/e2e/phone.spec.ts).
  it('opens from the keyboard', async () => {
    await signIn();
    const { user } = renderPhoneMenu('/home');
    menuButton().focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Main menu' }, WAIT);
    expect(drawerOpen()).toBe(true);
  });

  it('a click on the entry already shown closes it too', async () => {
    await signIn();
    const { router, user } = renderPhoneMenu('/appManager/zoneList');
    await user.click(menuButton());
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' }, WAIT);
    await user.click(await within(drawer).findByRole('link', { name: 'App Unit' }, WAIT));
    await waitFor(() => expect(drawerOpen()).toBe(false));
    expect(router.state.location.pathname).toBe('/appManager/zoneList');
  });
});

describe('the shell on a phone', () => {
  it('has the Menu button instead of the side menu and its fold button, and the breadcrumb above the content', async () => {
    restoreWindow = phoneWindow();
    await signIn();
    renderApp('/appManager/appsList');

    await screen.findByRole('button', { name: 'Menu' }, WAIT);
    expect(screen.queryByRole('button', { name: /^(Collapse|Expand) menu$/ })).toBeNull();
    expect(document.querySelector('.ant-layout-sider')).toBeNull();
    expect(document.querySelector('.ant-layout.shell-phone')).not.toBeNull();
    // Help Center is in the drawer's menu, not in the header.
    expect(screen.queryByRole('link', { name: 'Help Center' })).toBeNull();
    const crumbs = document.querySelector('.ant-layout-content .ant-breadcrumb');
    expect(crumbs?.textContent).toBe('App/App List');
  });

  it('keeps the side menu and its fold button in a desktop window', async () => {
    await signIn();
    renderApp('/appManager/appsList');

    await screen.findByRole('button', { name: 'Collapse menu' }, WAIT);
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(document.querySelector('.ant-layout-sider')).not.toBeNull();
    expect(document.querySelector('.shell-phone')).toBeNull();
    expect(document.querySelector('.ant-layout-header .ant-breadcrumb')?.textContent).toBe('App/App List');
  });
});
