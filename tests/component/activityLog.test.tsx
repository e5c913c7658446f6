// Account > Activity Log: the changes made through the API, filtered by user, resource and dates,
// each opened to show its fields before and after, and exported with the list's filters.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../src/providers/http';
import { findDialog, PUBLISHER_EMAIL, rowKeys, signIn, WAIT } from './renderApp';
import { columnTexts } from './renderApp';
import { openList, searchText, signedInEachTest } from './management/manage';
import { wideWindow } from './phoneWindow';

const downloadFile = vi.hoisted(() => vi.fn());
vi.mock('../../src/ui/download', async (original) => ({
  ...(await original<typeof import('../../src/ui/download')>()),
  downloadFile,
}));

signedInEachTest();

/** Three changes: two by the admin (a user's status, a user's name), one by the publisher (a postback). */
async function makeChanges(): Promise<void> {
  await call({ method: 'POST', path: '/ssp_publisher/user/status', body: { id: 4, status: 0 } });
  await call({
    method: 'PUT',
    path: '/ssp_publisher/user/3',
    body: { user_name: 'Alice Chief', user_group: [2, 3] },
  });
  await signIn(PUBLISHER_EMAIL);
  await call({
    method: 'PUT',
    path: '/ssp_publisher/postback/status',
    body: { postback_id: 3101, status: 2 },
  });
  await signIn();
}

const ACTIVITY = '/account/activity';

describe('Activity Log', () => {
  // A desktop's window, where every column shows (the entries' ID is off by default below 1600 px).
  let narrow: () => void;
  beforeEach(() => {
    narrow = wideWindow();
  });
  afterEach(() => narrow());

  it('lists the changes newest first with who, what and which fields', async () => {
    await makeChanges();
    await openList(ACTIVITY, 'Search Ads > Postback Setting');
    expect(rowKeys()).toEqual(['3', '2', '1']);
    expect(columnTexts('User')).toEqual(['Publisher', 'Admin', 'Admin']);
    // Each resource by its screen, each record by its name with its id (a postback has no name).
    await waitFor(
      () =>
        expect(columnTexts('Resource')).toEqual([
          'Search Ads > Postback Setting',
          'Account > User',
          'Account > User',
        ]),
      WAIT,
    );
    expect(columnTexts('Record')).toEqual(['3101', 'Alice Chief (3)', 'Bruno Analyst (4)']);
    await waitFor(
      () => expect(columnTexts('Change')).toEqual(['Status change', 'Update', 'Status change']),
      WAIT,
    );
    expect(columnTexts('Changed Fields')).toEqual(['Status', 'User Name', 'Status']);
    // Entries are read, never edited or deleted: no selection, no create.
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
  });

  it('filters by user and by resource', async () => {
    await makeChanges();
    const app = await openList(ACTIVITY, 'Search Ads > Postback Setting');
    await searchText(app, 'User name', 'publ');
    await waitFor(() => expect(rowKeys()).toEqual(['3']), WAIT);
    await app.user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(rowKeys()).toEqual(['3', '2', '1']), WAIT);
    // Every choice names its screen: the menu group first where the screen's name does not start
    // with it (the first choices of the virtual list; tests/unit/activityFields.test.ts has all).
    const resource = screen.getByRole('combobox', { name: 'Resource' });
    await app.user.click(resource);
    const choices = await waitFor(() => {
      const shown = Array.from(document.querySelectorAll('.ant-select-item-option')).map((option) =>
        option.getAttribute('title'),
      );
      expect(shown).toEqual(expect.arrayContaining(['Account > Channel', 'Account > User', 'App List']));
      return shown;
    }, WAIT);
    expect(choices).not.toContain('List');
    // Typed, as a user would in a long list (a resource added later may push it past the first choices).
    await app.user.type(resource, 'Postback');
    const postbacks = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(
        '.ant-select-item-option[title="Search Ads > Postback Setting"]',
      );
      if (!found) throw new Error('option Search Ads > Postback Setting not shown');
      return found;
    }, WAIT);
    await app.user.click(postbacks);
    await app.user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(rowKeys()).toEqual(['3']), WAIT);
  });

  it('opens an entry to show each changed field before and after', async () => {
    await makeChanges();
    const app = await openList(ACTIVITY, 'Search Ads > Postback Setting');
    const row = screen.getByRole('cell', { name: '3101' }).closest('tr') as HTMLElement;
    await app.user.click(within(row).getByRole('button', { name: 'View' }));
    const dialog = await findDialog('View Change');
    within(dialog).getByText('Publisher (publisher@demo.test)');
    const table = dialog.querySelector('.ant-table table') as HTMLElement;
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Field', 'Before', 'After']);
    expect(
      Array.from(table.querySelectorAll('tbody tr.ant-table-row')).map((tr) =>
        Array.from(tr.children).map((cell) => cell.textContent),
      ),
    ).toEqual([['Status', 'Active', 'Paused']]);
  });

  it("shows a user's status change by labels and the user by name", async () => {
    await makeChanges();
    const app = await openList(ACTIVITY, 'Search Ads > Postback Setting');
    const row = screen.getByRole('cell', { name: 'Bruno Analyst (4)' }).closest('tr') as HTMLElement;
    await app.user.click(within(row).getByRole('button', { name: 'View' }));
    const dialog = await findDialog('View Change');
    await within(dialog).findByText('Account > User', {}, WAIT);
    within(dialog).getByText('Bruno Analyst (4)');
    const table = dialog.querySelector('.ant-table table') as HTMLElement;
    expect(
      Array.from(table.querySelectorAll('tbody tr.ant-table-row')).map((tr) =>
        Array.from(tr.children).map((cell) => cell.textContent),
      ),
    ).toEqual([['Status', 'Disabled', 'Active']]);
  });

  it('exports with the filters of the list', async () => {
    downloadFile.mockResolvedValueOnce(undefined);
    await makeChanges();
    const app = await openList(ACTIVITY, 'Search Ads > Postback Setting');
    await searchText(app, 'User name', 'admin');
    await waitFor(() => expect(rowKeys()).toEqual(['2', '1']), WAIT);
    await app.user.click(screen.getByRole('button', { name: /Export/ }));
    await waitFor(() => expect(downloadFile).toHaveBeenCalledTimes(1), WAIT);
    const [exportCall, fileName, , query] = downloadFile.mock.calls[0];
    expect(exportCall).toMatchObject({ method: 'GET', path: '/ssp_publisher/activity/export' });
    expect(fileName).toBe('activity-log.csv');
    expect(query).toMatchObject({ user: 'admin', page_index: 1, page_size: 9999 });
  });
});
