import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../src/mocks/runtime/node';
import { setUndoDelay } from '../../src/resources/undo/undoDelay';
import {
  findDialog,
  isDisabled,
  recordRequests,
  renderApp,
  rowKeys,
  WAIT,
  type RenderedApp,
} from './renderApp';
import { openList, signedInEachTest } from './management/manage';

signedInEachTest();

const bar = () => screen.getByRole('region', { name: 'Selection' });

async function select(app: RenderedApp, name: string): Promise<void> {
  const box = await screen.findByRole('checkbox', { name: `Select ${name}` }, WAIT);
  await waitFor(() => expect((box as HTMLInputElement).disabled).toBe(false), WAIT);
  await app.user.click(box);
}

/** Waits for a row's checkbox to be disabled (no bulk action of the list applies to it). */
async function unselectable(name: string): Promise<void> {
  // Queried each time: a disabled checkbox is drawn anew inside its tooltip.
  const box = () => screen.getByRole('checkbox', { name: `Select ${name}` }) as HTMLInputElement;
  await waitFor(() => expect(box().disabled).toBe(true), WAIT);
}

/** Runs a bar action through its question (titled `question`, confirmed with the action's label). */
async function run(app: RenderedApp, label: string, question: string): Promise<void> {
  await app.user.click(within(bar()).getByRole('button', { name: label }));
  await app.user.click(within(await findDialog(question)).getByRole('button', { name: label }));
}

/** The summary's list of failed rows. */
const failures = (summary: HTMLElement) =>
  Array.from((summary.closest('.ant-alert') as HTMLElement).querySelectorAll('li')).map(
    (item) => item.textContent,
  );

describe('bulk actions declared on row actions', () => {
  it('verifies ads.txt of the selected sites one after another, and names those with missing lines', async () => {
    // How many verifications run at once, at most.
    let running = 0;
    let most = 0;
    const verifying = ({ request }: { request: Request }) => request.url.endsWith('/verify_adstxt');
    const started = (event: { request: Request }) => {
      if (verifying(event)) most = Math.max(most, (running += 1));
    };
    const ended = (event: { request: Request }) => {
      if (verifying(event)) running -= 1;
    };
    server.events.on('request:start', started);
    server.events.on('response:mocked', ended);
    const recorder = recordRequests();
    try {
      const app = await openList('/siteManager/siteList', 'dailynews.example');
      // A site whose ads.txt is not ready cannot be verified, in bulk either: it cannot be selected.
      await unselectable('travelblog.example (1004)');
      await select(app, 'dailynews.example (1001)');
      await select(app, 'sportsfan.example (1002)');
      await select(app, 'recipes.example (1003)');
      expect(
        within(bar())
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Verify ads.txt', 'Clear selection']);
      await run(app, 'Verify ads.txt', 'Verify ads.txt of 3 sites?');
      // Meanwhile no row's own Verify runs beside them: one verification at a time.
      const other = () =>
        within(screen.getByRole('row', { name: /gardening\.example/ })).getByRole('button', {
          name: 'Verify ads.txt',
        });
      await waitFor(() => expect(isDisabled(other())).toBe(true), WAIT);

      const summary = await screen.findByText('Verified 1 of 3', {}, WAIT);
      await waitFor(() => expect(isDisabled(other())).toBe(false), WAIT);
      within(summary.closest('.ant-alert') as HTMLElement).getByText('Failed: 2');
      expect(failures(summary)).toEqual([
        'sportsfan.example (1002): Some lines are missing',
        'recipes.example (1003): Some lines are missing',
      ]);
      await recorder.settled();
    } finally {
      server.events.removeListener('request:start', started);
      server.events.removeListener('response:mocked', ended);
      recorder.stop();
    }
    expect(most).toBe(1);
    expect(
      recorder.requests.filter((request) => request.method === 'POST').map((request) => request.pathname),
    ).toEqual([
      '/gamebridge-manager/v1/ssp_publisher/domain/1001/verify_adstxt',
      '/gamebridge-manager/v1/ssp_publisher/domain/1002/verify_adstxt',
      '/gamebridge-manager/v1/ssp_publisher/domain/1003/verify_adstxt',
    ]);
  });

  it('retries failed search sites with their update, sending each for review again', async () => {
    const recorder = recordRequests();
    const app = await openList('/searchAds/site', 'badsite.example');
    // Only a failed site that is not preset can be retried.
    await unselectable('presetfail.example (4004)');
    await select(app, 'badsite.example (4003)');
    await run(app, 'Retry', 'Retry 1 site?');

    await screen.findByText('Sent 1 of 1 for review', {}, WAIT);
    await recorder.settled();
    recorder.stop();
    expect(
      recorder.requests.filter((request) => request.method === 'PUT').map((r) => [r.pathname, r.body]),
    ).toEqual([
      [
        '/gamebridge-manager/v1/ssp_publisher/search_site/4003',
        expect.objectContaining({ id: 4003, domain: 'badsite.example', status: 3 }),
      ],
    ]);
  });

  it('deletes user groups in bulk, with Undo first: undone, nothing is sent', async () => {
    setUndoDelay(600_000);
    const recorder = recordRequests();
    const app = renderApp('/account/user?tab=group');
    await screen.findByRole('cell', { name: 'Analysts' }, WAIT);
    // A built-in group cannot be deleted: not selectable.
    await unselectable('Administrators (1)');
    const before = rowKeys();
    const analysts = screen.getByRole('row', { name: /Analysts/ }).getAttribute('data-row-key');
    await select(app, `Analysts (${analysts})`);
    await app.user.click(within(bar()).getByRole('button', { name: 'Delete' }));
    const question = await findDialog('Delete 1 record?');
    within(question).getByText('You can still undo it for a few seconds.');
    await app.user.click(within(question).getByRole('button', { name: 'Delete' }));

    // Gone at once; back on Undo.
    await waitFor(() => expect(rowKeys()).not.toContain(analysts), WAIT);
    const undo = await screen.findByRole('button', { name: 'Undo' }, WAIT);
    expect(undo.closest('.ant-message-notice')?.textContent).toMatch(
      /^Delete: 1 record · You have \d+ seconds to undo Undo$/,
    );
    await app.user.click(undo);
    await waitFor(() => expect(rowKeys()).toEqual(before), WAIT);
    await recorder.settled();
    recorder.stop();
    expect(recorder.requests.filter((request) => request.method !== 'GET')).toEqual([]);
    expect(screen.queryByText(/^Deleted /)).toBeNull();
  });

  it('sends a bulk delete once the time is up, with its summary; a refused row comes back', async () => {
    setUndoDelay(1000);
    const recorder = recordRequests();
    const app = renderApp('/account/user?tab=group');
    await screen.findByRole('cell', { name: 'Analysts' }, WAIT);
    const analysts = screen.getByRole('row', { name: /Analysts/ }).getAttribute('data-row-key');
    await select(app, `Analysts (${analysts})`);
    await run(app, 'Delete', 'Delete 1 record?');
    await waitFor(() => expect(rowKeys()).not.toContain(analysts), WAIT);
    expect(recorder.requests.filter((request) => request.method === 'DELETE')).toEqual([]);

    // The server refuses it (Bruno's only group): the summary says why, the row is back.
    const summary = await screen.findByText('Deleted 0 of 1', {}, WAIT);
    expect(failures(summary)).toEqual([
      `Analysts (${analysts}): Bruno Analyst would belong to no user group: every user belongs to at least one.`,
    ]);
    recorder.stop();
    expect(recorder.requests.filter((request) => request.method === 'DELETE').map((r) => r.pathname)).toEqual(
      [`/gamebridge-manager/v1/ssp_publisher/user_group/${analysts}`],
    );
    await waitFor(() => expect(rowKeys()).toContain(analysts), WAIT);
  });
});
