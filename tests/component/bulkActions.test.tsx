import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../src/mocks/runtime/node';
import { API } from '../../src/mocks/respond';
import { bulkActions } from '../../src/resources/bulk/bulkActions';
import { registry } from '../../src/schemas';
import {
  findDialog,
  findRow,
  recordRequests,
  renderScreen,
  rowKeys,
  WAIT,
  type RenderedApp,
} from './renderApp';
import { columnTexts } from './renderApp';
import { openList, searchText, signedInEachTest } from './management/manage';

signedInEachTest();

/** Ticks a row's selection checkbox, found by its label ("Select <name> (<id>)"). */
async function select(app: RenderedApp, name: string): Promise<void> {
  await app.user.click(await screen.findByRole('checkbox', { name: `Select ${name}` }, WAIT));
}

const bar = () => screen.getByRole('region', { name: 'Selection' });

describe('bulk actions on a list', () => {
  it('offers selection only on lists with a bulk action (a row action declaring bulk, or a status toggle)', async () => {
    await openList('/searchAds/site/postback', '3101');
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'))).toEqual([
      'Select all',
      'Select https://ads.partner.example/cb?e={event_type} (3102)',
      'Select https://tracker.example/pb?evt={event_type}&site={site} (3101)',
    ]);
    cleanup();
    // A list whose schema declares none: no selection.
    const plain = registry.find((schema) => schema.route && !schema.scope && !bulkActions(schema).length);
    renderScreen(plain!.route!);
    await waitFor(() => expect(rowKeys().length).toBeGreaterThan(0), WAIT);
    expect(screen.queryAllByRole('checkbox', { name: /^Select / })).toEqual([]);
  });

  it('says how many rows are selected, offers Delete, Enable and Disable, and asks naming the count', async () => {
    const app = await openList('/account/user', 'publisher@demo.test');
    await select(app, 'Publisher (2)');
    await select(app, 'Alice Editor (3)');

    within(bar()).getByText('2 selected');
    expect(
      within(bar())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Delete', 'Enable', 'Disable', 'Clear selection']);

    await app.user.click(within(bar()).getByRole('button', { name: 'Delete' }));
    const question = await findDialog('Delete 2 records?');
    within(question).getByText('You can still undo it for a few seconds.');
    await app.user.click(within(question).getByRole('button', { name: 'Cancel' }));
    within(bar()).getByText('2 selected');

    await app.user.click(within(bar()).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('region', { name: 'Selection' })).toBeNull();
  });

  it('deletes one by one and ends with a summary naming each failed row and why', async () => {
    // A fault: the server refuses Alice's delete.
    server.use(
      http.delete(`${API}/ssp_publisher/user/3`, () =>
        HttpResponse.json({ success: false, code: 500, msg: 'user is locked' }),
      ),
    );
    const recorder = recordRequests();
    const app = await openList('/account/user', 'publisher@demo.test');
    await select(app, 'Publisher (2)');
    await select(app, 'Alice Editor (3)');
    await app.user.click(within(bar()).getByRole('button', { name: 'Delete' }));
    await app.user.click(
      within(await findDialog('Delete 2 records?')).getByRole('button', { name: 'Delete' }),
    );

    const summary = await screen.findByText('Deleted 1 of 2', {}, WAIT);
    const alert = summary.closest('.ant-alert') as HTMLElement;
    within(alert).getByText('Failed: 1');
    expect(Array.from(alert.querySelectorAll('li')).map((item) => item.textContent)).toEqual([
      'Alice Editor (3): user is locked',
    ]);
    // Each row is called, one by one.
    await recorder.settled();
    recorder.stop();
    expect(
      recorder.requests.filter((request) => request.method === 'DELETE').map((request) => request.pathname),
    ).toEqual(['/gamebridge-manager/v1/ssp_publisher/user/2', '/gamebridge-manager/v1/ssp_publisher/user/3']);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'publisher@demo.test' })).toBeNull(), WAIT);
    expect(screen.queryByRole('region', { name: 'Selection' })).toBeNull();
  });

  it('disables and enables with the status call of the list, and the rows follow', async () => {
    const recorder = recordRequests();
    const app = await openList('/searchAds/site/postback', '3101');
    await select(app, 'https://tracker.example/pb?evt={event_type}&site={site} (3101)');
    await select(app, 'https://ads.partner.example/cb?e={event_type} (3102)');
    await app.user.click(within(bar()).getByRole('button', { name: 'Disable' }));
    await app.user.click(
      within(await findDialog('Disable 2 records?')).getByRole('button', { name: 'Disable' }),
    );

    // The paused one is counted apart, not as disabled by this action.
    await screen.findByText('Disabled 1 of 2; 1 was already disabled', {}, WAIT);
    await waitFor(() => expect(columnTexts('Status')).toEqual(['Paused', 'Paused']), WAIT);
    await recorder.settled();
    recorder.stop();
    // The paused one is left as it is: only the active one is called.
    expect(
      recorder.requests.filter((request) => request.method === 'PUT').map((request) => request.body),
    ).toEqual([{ postback_id: 3101, status: 2 }]);
  });

  it('cannot select the admin user, whom no bulk action can change, and says why', async () => {
    const app = await openList('/account/user', 'publisher@demo.test');
    // The checkbox is disabled once the access control provider has answered for the rows shown.
    const admin = await waitFor(() => {
      const box = screen.getByRole('checkbox', { name: 'Select Admin (1)' });
      expect((box as HTMLInputElement).disabled).toBe(true);
      return box;
    }, WAIT);
    expect(
      (screen.getByRole('checkbox', { name: 'Select Publisher (2)' }) as HTMLInputElement).disabled,
    ).toBe(false);
    await app.user.hover(admin.closest('.bulk-unselectable') as HTMLElement);
    await screen.findByText('The admin user cannot be deleted', {}, WAIT);
    screen.getByText('The admin user cannot be disabled');

    // Select all takes every row but the admin.
    await app.user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    within(bar()).getByText(`${rowKeys().length - 1} selected`);
    expect((admin as HTMLInputElement).checked).toBe(false);
  });

  it('clears the selection when the filters change', async () => {
    const app = await openList('/account/user', 'publisher@demo.test');
    await select(app, 'Publisher (2)');
    within(bar()).getByText('1 selected');
    await searchText(app, 'User name or email', 'alice');
    await waitFor(() => expect(rowKeys()).toEqual(['3']), WAIT);
    expect(screen.queryByRole('region', { name: 'Selection' })).toBeNull();
    await findRow('alice@demo.test');
  });
});
