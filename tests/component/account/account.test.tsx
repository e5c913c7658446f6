import { noGroupLeft } from '../../../src/common/recordRules';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../../src/mocks/runtime/node';
import { registry } from '../../../src/schemas';
import { addedMenuNames } from '../../support/builtInResources';
import {
  enabledButton,
  findDialog,
  findRow,
  isDisabled,
  recordRequests,
  renderApp,
  WAIT,
} from '../renderApp';
import { signedInEachTest } from '../signedIn';
import { toastsAfterFailure } from '../toasts';

/** Opens the user list and switches the Publisher's status, confirmed. */
async function togglePublisher(): Promise<void> {
  const { user } = renderApp('/account/user');
  const row = await findRow('publisher@demo.test');
  const toggle = await waitFor(() => {
    const found = within(row).getByRole('switch', { name: 'Status of Publisher' });
    expect(isDisabled(found)).toBe(false);
    return found;
  }, WAIT);
  await user.click(toggle);
  await user.click(await screen.findByRole('button', { name: 'Confirm' }, WAIT));
}

/** The top-level labels of the side menu, in the order shown. */
const topLabels = (menu: HTMLElement) =>
  Array.from(menu.children)
    .filter((item) => item.matches('li.ant-menu-item, li.ant-menu-submenu'))
    .map((item) => item.querySelector('.ant-menu-title-content')?.textContent ?? '');

signedInEachTest();

describe('User Group screen', () => {
  it('shows a built-in group read-only: Edit and Delete disabled, settings without Save', async () => {
    const { user } = renderApp('/account/user?tab=group');
    const row = await findRow('Administrators');
    await waitFor(
      () => expect(isDisabled(within(row).getByRole('button', { name: 'Edit' }))).toBe(true),
      WAIT,
    );
    expect(isDisabled(within(row).getByRole('button', { name: 'Delete' }))).toBe(true);

    await user.click(await enabledButton(row, 'Setting'));
    const dialog = await findDialog('Setting: Administrators');
    await within(dialog).findByText('The settings of a built-in user group are read-only', {}, WAIT);
    await waitFor(
      () => expect(dialog.querySelectorAll('.ant-tree-treenode').length).toBeGreaterThan(5),
      WAIT,
    );
    expect(dialog.querySelectorAll('.ant-tree-checkbox:not(.ant-tree-checkbox-disabled)')).toHaveLength(0);
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it("lists the group's menu tree in the side menu's order", async () => {
    const { user } = renderApp('/account/user?tab=group');
    await user.click(await enabledButton(await findRow('Publishers'), 'Setting'));
    const dialog = await findDialog('Setting: Publishers');
    const tree = dialog.querySelector('.group-tree') as HTMLElement;
    await waitFor(() => expect(tree.querySelectorAll('.ant-tree-treenode').length).toBeGreaterThan(5), WAIT);

    const roots = Array.from(tree.querySelectorAll('.ant-tree-treenode'))
      .filter((node) => !node.querySelector('.ant-tree-indent-unit'))
      .map((node) => node.querySelector('.ant-tree-title')?.textContent);
    // A resource added later (a scaffolded one) has its own place: the shipped entries keep theirs.
    const added = addedMenuNames(registry);
    const shipped = roots.filter((label) => !added.includes(label ?? ''));
    expect(shipped.slice(0, 3)).toEqual(['Home', 'Site', 'App']);
    expect(shipped.at(-2)).toBe('Account');
    // The side menu's own links (Help Center) grant nothing and are not in the tree.
    const side = topLabels(screen.getByRole('menu', { name: 'Main menu' }));
    expect(roots).toEqual(side.filter((label) => roots.includes(label)));
  }, 60_000);

  it("Add User Group asks for a menu ('Please select menu') and sends the chosen entries", async () => {
    const recorder = recordRequests();
    const { user } = renderApp('/account/user?tab=group');
    await findRow('Publishers');
    await user.click(screen.getByRole('button', { name: /Add User Group$/ }));
    const dialog = await findDialog('Add User Group');
    await user.type(within(dialog).getByRole('textbox', { name: 'User Group Name' }), 'Editors');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await within(dialog).findByText('Please select menu', undefined, WAIT);

    await user.click(within(dialog).getByRole('combobox', { name: 'Menu' }));
    const home = await waitFor(() => {
      const found = Array.from(
        document.querySelectorAll<HTMLElement>('.ant-select-tree-node-content-wrapper'),
      ).find((node) => node.textContent === 'Home');
      if (!found) throw new Error('no Home in the menu tree');
      return found;
    }, WAIT);
    await user.click(home);
    await waitFor(() => expect(within(dialog).queryByText('Please select menu')).toBeNull(), WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await screen.findByText('add user group success', undefined, WAIT);
    await recorder.settled();
    recorder.stop();
    const sent = recorder.requests.find(
      (request) => request.method === 'POST' && request.pathname.endsWith('/ssp_publisher/user_group'),
    );
    expect(sent?.body).toEqual({ name: 'Editors', menu_ids: [1] });
  }, 60_000);

  it('lets a custom group be set, and asks for a menu', async () => {
    const { user } = renderApp('/account/user?tab=group');
    const row = await findRow('Publishers');
    await user.click(await enabledButton(row, 'Setting'));
    const dialog = await findDialog('Setting: Publishers');
    await waitFor(
      () => expect(dialog.querySelectorAll('.ant-tree-treenode').length).toBeGreaterThan(5),
      WAIT,
    );
    expect(dialog.querySelectorAll('.ant-tree-checkbox-disabled')).toHaveLength(0);
    // Uncheck the whole menu tree, branch by branch (a half-checked branch checks fully first).
    const menuTree = dialog.querySelector('.group-tree') as HTMLElement;
    for (let round = 0; round < 40; round += 1) {
      const next = menuTree.querySelector('.ant-tree-checkbox-checked, .ant-tree-checkbox-indeterminate');
      if (!next) break;
      await user.click(next);
    }
    await waitFor(
      () => expect(menuTree.querySelectorAll('.ant-tree-checkbox-checked')).toHaveLength(0),
      WAIT,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('Please select menu', {}, WAIT);
  });

  it('lists the company users in a transfer where the admin cannot be moved', async () => {
    const { user } = renderApp('/account/user?tab=group');
    const row = await findRow('Publishers');
    await user.click(await enabledButton(row, 'Users'));
    const dialog = await findDialog('Users: Publishers');
    const admin = await waitFor(() => {
      const item = Array.from(dialog.querySelectorAll('.ant-transfer-list-content-item')).find((element) =>
        element.textContent?.includes('admin@demo.test'),
      );
      if (!item) throw new Error('admin not listed');
      return item as HTMLElement;
    }, WAIT);
    await waitFor(() => expect(admin.className).toContain('ant-transfer-list-content-item-disabled'), WAIT);
    const publisher = Array.from(dialog.querySelectorAll('.ant-transfer-list-content-item')).find((element) =>
      element.textContent?.includes('publisher@demo.test'),
    ) as HTMLElement;
    expect(publisher.className).not.toContain('disabled');
    // The publisher is a member: on the right-hand list.
    const lists = dialog.querySelectorAll('.ant-transfer-list');
    expect(lists[1].textContent).toContain('publisher@demo.test');
    expect(lists[0].textContent).toContain('admin@demo.test');
  });

  it('refuses to move a user out of their only group, and says why', async () => {
    const { user } = renderApp('/account/user?tab=group');
    const row = await findRow('Publishers');
    await user.click(await enabledButton(row, 'Users'));
    const dialog = await findDialog('Users: Publishers');
    // The publisher's only group is Publishers; Alice is also an Analyst.
    const item = await waitFor(() => {
      const found = Array.from(dialog.querySelectorAll('.ant-transfer-list-content-item')).find((element) =>
        element.textContent?.includes('publisher@demo.test'),
      );
      if (!found) throw new Error('publisher not listed');
      return found as HTMLElement;
    }, WAIT);
    await user.click(item);
    await user.click(within(dialog).getByRole('button', { name: /left/i }));
    await within(dialog).findByText(noGroupLeft(['Publisher']), {}, WAIT);
    const lists = dialog.querySelectorAll('.ant-transfer-list');
    expect(lists[1].textContent).toContain('publisher@demo.test');
  });
});

describe('User screen', () => {
  it('disables the status switch and Delete of the admin only', async () => {
    renderApp('/account/user');
    const admin = await findRow('admin@demo.test');
    await waitFor(
      () => expect(isDisabled(within(admin).getByRole('switch', { name: 'Status of Admin' }))).toBe(true),
      WAIT,
    );
    expect(isDisabled(within(admin).getByRole('button', { name: 'Delete' }))).toBe(true);
    const publisher = await findRow('publisher@demo.test');
    await waitFor(
      () =>
        expect(isDisabled(within(publisher).getByRole('switch', { name: 'Status of Publisher' }))).toBe(
          false,
        ),
      WAIT,
    );
    expect(isDisabled(within(publisher).getByRole('button', { name: 'Delete' }))).toBe(false);
  });

  it('disables a user after a confirmation', async () => {
    await togglePublisher();
    await screen.findByText('change user status success', {}, WAIT);
    await waitFor(
      () =>
        expect(
          within(screen.getByRole('row', { name: /publisher@demo\.test/ }))
            .getByRole('switch')
            .getAttribute('aria-checked'),
        ).toBe('false'),
      WAIT,
    );
  });

  it("a failed status change shows 'change user status failed' alone, not also the server's msg", async () => {
    server.use(
      http.post('*/gamebridge-manager/v1/ssp_publisher/user/status', () =>
        HttpResponse.json({ success: false, code: 500, msg: 'status service down' }),
      ),
    );
    await togglePublisher();
    expect(await toastsAfterFailure()).toEqual(['change user status failed']);
  });
});
