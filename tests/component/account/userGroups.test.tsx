import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  chooseOption,
  columnTexts,
  findDialog,
  findRow,
  recordRequests,
  renderApp,
  WAIT,
  type SeenRequest,
} from '../renderApp';
import { call } from '../../../src/providers/http';
import { signedInEachTest } from '../signedIn';

/*
 * A user's groups: a multiple reference to the user groups (kind 'reference', `multiple`), chosen
 * by their names among every group read in one call of 999, saved as ids; the list's filter
 * chooses one group and sends its id.
 */

const GROUP_LIST = '/gamebridge-manager/v1/ssp_publisher/user_group/list';

signedInEachTest();

/** The group list calls seen, as their query strings. */
const groupCalls = (requests: SeenRequest[]) =>
  requests
    .filter((request) => request.method === 'GET' && request.pathname === GROUP_LIST)
    .map((request) => request.query.toString());

/**
 * The save's request once its toast shows; the filter and the form shared the group list's one
 * call, as the spec's group choices ask it (page size 999).
 */
async function savedAfter(
  seen: ReturnType<typeof recordRequests>,
  toast: string,
  method: string,
  path: string,
): Promise<SeenRequest | undefined> {
  await screen.findByText(toast, {}, WAIT);
  await seen.settled();
  seen.stop();
  expect(groupCalls(seen.requests)).toEqual(['page_index=1&page_size=999']);
  return seen.requests.find((request) => request.method === method && request.pathname.endsWith(path));
}

/** The chosen entries a multiple select shows, by their text. */
const chosenTags = (select: HTMLElement) =>
  Array.from(
    (select.closest('.ant-select') as HTMLElement).querySelectorAll('.ant-select-selection-item-content'),
  ).map((item) => item.textContent);

/** The form's User Group select. */
const groupSelect = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: 'User Group' });

describe("a user's groups (a multiple reference)", () => {
  it('offers the groups by name from one call of 999, asks for one, and saves the chosen ids', async () => {
    const seen = recordRequests();
    const { user } = renderApp('/account/user');
    await findRow('publisher@demo.test');
    await user.click(screen.getByRole('button', { name: /Add User$/ }));
    const dialog = await findDialog('Add User');
    await user.type(within(dialog).getByRole('textbox', { name: 'User Name' }), 'Dana Writer');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'dana@demo.test');
    await user.type(within(dialog).getByLabelText('Password'), 'Str0ng#pass');

    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await within(dialog).findByText('Please select user group', {}, WAIT);

    await user.click(groupSelect(dialog));
    const offered = await waitFor(() => {
      const titles = Array.from(
        document.querySelectorAll(
          '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
        ),
      ).map((option) => option.getAttribute('title'));
      expect(titles).toHaveLength(4);
      return titles;
    }, WAIT);
    expect(offered).toEqual(['Administrators', 'Publishers', 'Analysts', 'Regional Publishers']);
    await chooseOption(user, groupSelect(dialog), 'Publishers');
    await chooseOption(user, groupSelect(dialog), 'Analysts');
    expect(chosenTags(groupSelect(dialog))).toEqual(['Publishers', 'Analysts']);

    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const created = await savedAfter(seen, 'add user success', 'POST', '/ssp_publisher/user');
    expect(created?.body).toMatchObject({ user_name: 'Dana Writer', user_group: [2, 3] });
    // The list's User Group column is the server's user_group_name.
    await waitFor(
      () => expect(findRowNow('dana@demo.test').textContent).toContain('Publishers, Analysts'),
      WAIT,
    );
  });

  it("shows a user's groups by name on edit, and saves them changed", async () => {
    const seen = recordRequests();
    const { user } = renderApp('/account/user');
    const alice = await findRow('alice@demo.test');
    await user.click(within(alice).getByRole('button', { name: 'Edit' }));
    const dialog = await findDialog('Edit User');
    await waitFor(() => expect(chosenTags(groupSelect(dialog))).toEqual(['Publishers', 'Analysts']), WAIT);

    // Analysts removed (its tag's close icon), Regional Publishers added.
    const analysts = Array.from(dialog.querySelectorAll('.ant-select-selection-item')).find(
      (item) => item.getAttribute('title') === 'Analysts',
    ) as HTMLElement;
    await user.click(analysts.querySelector('.ant-select-selection-item-remove') as HTMLElement);
    await chooseOption(user, groupSelect(dialog), 'Regional Publishers');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const saved = await savedAfter(seen, 'update user success', 'PUT', '/ssp_publisher/user/3');
    expect(saved?.body).toMatchObject({ user_group: [2, 4] });
  });

  it('names the groups by name when they were changed elsewhere meanwhile', async () => {
    const { user } = renderApp('/account/user');
    const alice = await findRow('alice@demo.test');
    await user.click(within(alice).getByRole('button', { name: 'Edit' }));
    const dialog = await findDialog('Edit User');
    await waitFor(() => expect(chosenTags(groupSelect(dialog))).toEqual(['Publishers', 'Analysts']), WAIT);
    // Another administrator leaves Alice in Publishers only.
    await call({
      method: 'PUT',
      path: '/ssp_publisher/user/3',
      body: { user_name: 'Alice Editor', user_group: [2] },
    });
    const name = within(dialog).getByRole('textbox', { name: 'User Name' });
    await user.clear(name);
    await user.type(name, 'Alice Chief');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    const conflict = (await screen.findByText('This record was changed elsewhere', undefined, WAIT)).closest(
      '.ant-modal',
    ) as HTMLElement;
    await waitFor(() => {
      const row = within(conflict)
        .getAllByRole('row')
        .map((one) =>
          within(one)
            .queryAllByRole('cell')
            .map((cell) => cell.textContent),
        )
        .find((cells) => cells[0] === 'User Group');
      expect(row).toEqual(['User Group', 'Publishers, Analysts', 'Publishers', 'Publishers, Analysts']);
    }, WAIT);
  });

  it("shows the admin's groups by name, locked", async () => {
    const { user } = renderApp('/account/user');
    const admin = await findRow('admin@demo.test');
    await user.click(within(admin).getByRole('button', { name: 'Edit' }));
    const dialog = await findDialog('Edit User');
    await waitFor(() => expect(chosenTags(groupSelect(dialog))).toEqual(['Administrators']), WAIT);
    expect(groupSelect(dialog).closest('.ant-select')?.classList.contains('ant-select-disabled')).toBe(true);
  });

  it("filters the list by one group (All by default), sending the group's id", async () => {
    const seen = recordRequests();
    const { user } = renderApp('/account/user');
    await findRow('publisher@demo.test');
    const filters = document.getElementById('user-filters') as HTMLElement;
    const filter = within(filters).getByRole('combobox', { name: 'User Group' });
    expect(filter.closest('.ant-select')?.querySelector('.ant-select-selection-item')?.textContent).toBe(
      'All',
    );
    await chooseOption(user, filter, 'Analysts');
    await user.click(within(filters).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(columnTexts('Email')).toEqual(['alice@demo.test', 'bruno@demo.test']), WAIT);
    seen.stop();
    const listCalls = seen.requests.filter((request) =>
      request.pathname.endsWith('/ssp_publisher/user/list'),
    );
    expect(listCalls.at(-1)?.query.get('user_group_id')).toBe('3');
    expect(groupCalls(seen.requests)).toEqual(['page_index=1&page_size=999']);
  });
});

/** A row of the list shown now, by a cell's text. */
function findRowNow(text: string): HTMLElement {
  return screen.getByRole('row', { name: new RegExp(text.replace(/[.]/g, '\\.')) });
}
