import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUndoDelay } from '../../src/resources/undo/undoDelay';
import { findDialog, recordRequests, rowKeys, WAIT, type RenderedApp } from './renderApp';
import { openList, signedInEachTest } from './management/manage';
import { toastTexts } from './toasts';

signedInEachTest();

/** Long enough that nothing is sent while the test acts. */
const NEVER = 600_000;
const USERS = '/account/user';
const USER_PATH = '/gamebridge-manager/v1/ssp_publisher/user/2';

/** The requests of a recorder, but reads, as "METHOD path". */
const changes = (recorder: ReturnType<typeof recordRequests>) =>
  recorder.requests.filter((request) => request.method !== 'GET').map((r) => `${r.method} ${r.pathname}`);

const undoToast = () => screen.findByText(/seconds? to undo$/, {}, WAIT);

/** Deletes the Publisher (2) with its row's Delete, through the spec's question. */
async function deletePublisher(app: RenderedApp): Promise<void> {
  const row = screen.getByRole('row', { name: /publisher@demo\.test/ });
  await app.user.click(within(row).getByRole('button', { name: 'Delete' }));
  const question = await findDialog('Delete');
  within(question).getByText('Delete the user Publisher? You can still undo it for a few seconds.');
  await app.user.click(within(question).getByRole('button', { name: 'Confirm' }));
}

const publisherSwitch = () =>
  within(screen.getByRole('row', { name: /publisher@demo\.test/ })).getByRole('switch', {
    name: 'Status of Publisher',
  });

/** Disables the Publisher with the status switch, once the access rules have allowed it. */
async function disablePublisher(app: RenderedApp): Promise<void> {
  await waitFor(() => expect((publisherSwitch() as HTMLButtonElement).disabled).toBe(false), WAIT);
  await app.user.click(publisherSwitch());
  const question = await findDialog('Disable user');
  within(question).getByText('Disable Publisher? They are signed out and cannot log in until enabled again.');
  await app.user.click(within(question).getByRole('button', { name: 'Confirm' }));
}

describe('Undo of a delete or a status change', () => {
  it('takes the row away at once, sends nothing when undone, and shows the row again', async () => {
    setUndoDelay(NEVER);
    const recorder = recordRequests();
    const app = await openList(USERS, 'publisher@demo.test');
    await deletePublisher(app);

    expect(rowKeys()).not.toContain('2');
    const countdown = await undoToast();
    expect(countdown.closest('.ant-message-notice')?.textContent).toMatch(
      /^Delete: Publisher · You have \d+ seconds to undo Undo$/,
    );
    // The confirmation closed and the row went: the focus, lost, is on Undo (Enter undoes).
    await waitFor(
      () => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Undo' })),
      WAIT,
    );
    await app.user.keyboard('{Enter}');

    await waitFor(() => expect(rowKeys()).toContain('2'), WAIT);
    await waitFor(() => expect(toastTexts()).toEqual([]), WAIT);
    await recorder.settled();
    expect(changes(recorder)).toEqual([]);
  });

  it('sends the delete when the time is up, then says the spec message', async () => {
    setUndoDelay(1000);
    const recorder = recordRequests();
    const app = await openList(USERS, 'publisher@demo.test');
    await deletePublisher(app);
    expect(rowKeys()).not.toContain('2');
    // Not sent before the time is up.
    expect(changes(recorder)).toEqual([]);

    await screen.findByText('delete user success', {}, WAIT);
    expect(changes(recorder)).toEqual([`DELETE ${USER_PATH}`]);
    // The list read again no longer has it.
    expect(rowKeys()).not.toContain('2');
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('sends a waiting delete at once when the screen is left', async () => {
    setUndoDelay(NEVER);
    const recorder = recordRequests();
    const app = await openList(USERS, 'publisher@demo.test');
    await deletePublisher(app);
    await undoToast();
    expect(changes(recorder)).toEqual([]);

    await app.router.navigate('/home');
    await screen.findByText('delete user success', {}, WAIT);
    expect(changes(recorder)).toEqual([`DELETE ${USER_PATH}`]);
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('flips a status switch at once and back on Undo, with nothing sent', async () => {
    setUndoDelay(NEVER);
    const recorder = recordRequests();
    const app = await openList(USERS, 'publisher@demo.test');
    expect(publisherSwitch().getAttribute('aria-checked')).toBe('true');
    await disablePublisher(app);
    await waitFor(() => expect(publisherSwitch().getAttribute('aria-checked')).toBe('false'), WAIT);
    const countdown = await undoToast();
    expect(countdown.closest('.ant-message-notice')?.textContent).toMatch(
      /^Disable user: Publisher · You have \d+ seconds to undo Undo$/,
    );
    await app.user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(publisherSwitch().getAttribute('aria-checked')).toBe('true'), WAIT);
    await recorder.settled();
    expect(changes(recorder)).toEqual([]);
    expect(screen.queryByText('change user status success')).toBeNull();
  });

  it('sends a status change when the time is up, then says the spec message', async () => {
    setUndoDelay(1000);
    const recorder = recordRequests();
    const app = await openList(USERS, 'publisher@demo.test');
    await disablePublisher(app);
    await waitFor(() => expect(publisherSwitch().getAttribute('aria-checked')).toBe('false'), WAIT);
    expect(changes(recorder)).toEqual([]);

    await screen.findByText('change user status success', {}, WAIT);
    await recorder.settled();
    expect(recorder.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { id: 2, status: 1 },
    ]);
    expect(publisherSwitch().getAttribute('aria-checked')).toBe('false');
  });
});
