import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { server } from '../../src/mocks/runtime/node';
import { DEMO_PASSWORD } from '../../src/mocks/store/seed';
import { handleUnauthorized } from '../../src/providers/http';
import { holdUnsavedWork } from '../../src/providers/router/unsavedWork';
import { setPageLeaver } from '../../src/providers/session/loginPage';
import { getToken, setToken, setUser } from '../../src/providers/session/session';
import { offerToken } from '../../src/providers/session/tokenOffer';
import { setUndoDelay } from '../../src/resources/undo/undoDelay';
import {
  ADMIN_EMAIL,
  PUBLISHER_EMAIL,
  findDialog,
  renderApp,
  rowKeys,
  WAIT,
  type RenderedApp,
} from './renderApp';
import { signedInEachTest, tokenOf } from './signedIn';

signedInEachTest();

/** Long enough that the time for Undo is never up while the test acts. */
const NEVER = 600_000;
/** How long a test that expects no call waits for one that should not come. */
const NO_CALL_WAIT_MS = 1_500;
const USER_PATH = '/gamebridge-manager/v1/ssp_publisher/user/2';
const LOGOUT_PATH = '/gamebridge-manager/v1/logout';

/**
 * What reaches the embedded API from now on, in order: each change (not a read) as "METHOD path"
 * with the Authorization it carried, and "answered METHOD path" when its answer is sent.
 */
function recordChanges(): string[] {
  const seen: string[] = [];
  const name = (request: Request) => `${request.method} ${new URL(request.url).pathname}`;
  const started = ({ request }: { request: Request }) => {
    if (request.method !== 'GET')
      seen.push(`${name(request)} as ${request.headers.get('authorization') ?? 'nobody'}`);
  };
  const answered = ({ request }: { request: Request }) => {
    if (request.method !== 'GET') seen.push(`answered ${name(request)}`);
  };
  server.events.on('request:start', started);
  server.events.on('response:mocked', answered);
  onTestFinished(() => {
    server.events.removeListener('request:start', started);
    server.events.removeListener('response:mocked', answered);
  });
  return seen;
}

/** Opens the user list in the whole app (shell and header) and deletes the Publisher (2), held for Undo. */
async function deletePublisher(): Promise<RenderedApp> {
  const app = renderApp('/account/user');
  await screen.findByRole('cell', { name: 'publisher@demo.test' }, WAIT);
  const row = screen.getByRole('row', { name: /publisher@demo\.test/ });
  await app.user.click(within(row).getByRole('button', { name: 'Delete' }));
  await app.user.click(within(await findDialog('Delete')).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(rowKeys()).not.toContain('2'), WAIT);
  await screen.findByText(/seconds? to undo$/, {}, WAIT);
  return app;
}

/** The header's Logout: the user area opens its menu on hover (antd's Dropdown listens for mouseenter). */
async function logoutItem(): Promise<HTMLElement> {
  fireEvent.mouseEnter(screen.getByRole('button', { name: /account menu$/ }));
  return screen.findByRole('menuitem', { name: /Logout$/ }, WAIT);
}

/** Where the page was sent (login.html), recorded instead of leaving (jsdom cannot). */
function pagesLeftTo(): string[] {
  const left: string[] = [];
  setPageLeaver((url) => left.push(url));
  return left;
}

describe('a change waiting for Undo when the session ends', () => {
  it("Logout sends the waiting delete first, with the session's token, waits for its answer, then signs out", async () => {
    setUndoDelay(NEVER);
    const left = pagesLeftTo();
    const app = await deletePublisher();
    const token = getToken();
    const seen = recordChanges();

    // The delete's answer is held: signing out waits for it, and offers no second Logout meanwhile.
    let answer = () => undefined as void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.delete('*/ssp_publisher/user/:id', () => answered.then(() => undefined)));
    await app.user.click(await logoutItem());
    await waitFor(() => expect(seen).toEqual([`DELETE ${USER_PATH} as ${token}`]), WAIT);
    await logoutItem();
    await waitFor(
      () =>
        expect(screen.getByRole('menuitem', { name: /Logout$/ }).getAttribute('aria-disabled')).toBe('true'),
      WAIT,
    );
    expect(left).toEqual([]);
    answer();

    await waitFor(() => expect(left).toEqual(['login.html#/login']), WAIT);
    expect(getToken()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, NO_CALL_WAIT_MS));
    expect(seen).toEqual([
      `DELETE ${USER_PATH} as ${token}`,
      `answered DELETE ${USER_PATH}`,
      `POST ${LOGOUT_PATH} as ${token}`,
      `answered POST ${LOGOUT_PATH}`,
    ]);
  });

  it('a 401 that ends the session drops the waiting delete: nothing is sent, not even as the page goes', async () => {
    setUndoDelay(NEVER);
    const left = pagesLeftTo();
    await deletePublisher();
    const seen = recordChanges();

    handleUnauthorized();
    await waitFor(() => expect(left).toEqual(['login.html#/login']), WAIT);
    // The Undo toast has gone with it, and leaving the page finds nothing left to send.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull(), WAIT);
    window.dispatchEvent(new Event('pagehide'));
    await new Promise((resolve) => setTimeout(resolve, NO_CALL_WAIT_MS));
    expect(seen).toEqual([]);
  });

  it('a 401 while a form holds input: the delete whose time is up waits, and is sent with the new token once signed in again', async () => {
    setUndoDelay(1_000);
    const app = await deletePublisher();
    const seen = recordChanges();
    const release = holdUnsavedWork(() => true);
    try {
      handleUnauthorized();
      const dialog = await findDialog('Your session has ended');
      // The time is up (the toast goes), and the call waits for a session.
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull(), WAIT);
      await new Promise((resolve) => setTimeout(resolve, NO_CALL_WAIT_MS));
      expect(seen).toEqual([]);
      expect(rowKeys()).not.toContain('2');

      const before = getToken();
      await app.user.type(within(dialog).getByLabelText('Email'), ADMIN_EMAIL);
      await app.user.type(within(dialog).getByLabelText('Password'), DEMO_PASSWORD);
      await app.user.click(within(dialog).getByRole('button', { name: 'Log in' }));
      await screen.findByText('delete user success', {}, WAIT);
      const after = getToken();
      expect(after).not.toBe(before);
      expect(seen.filter((entry) => entry.startsWith('DELETE'))).toEqual([`DELETE ${USER_PATH} as ${after}`]);
    } finally {
      release();
    }
  });

  it('switching to the user of a token in the address sends the waiting delete first, in the current session', async () => {
    setUndoDelay(NEVER);
    const app = await deletePublisher();
    const admin = getToken();
    const publisher = await tokenOf(PUBLISHER_EMAIL);
    const seen = recordChanges();

    act(() => offerToken(publisher));
    const [title] = await screen.findAllByText('Switch user?', undefined, WAIT);
    const question = title.closest('.ant-modal') as HTMLElement;
    await app.user.click(within(question).getByRole('button', { name: 'Switch to Publisher' }));

    await waitFor(() => expect(getToken()).toBe(publisher), WAIT);
    expect(seen.filter((entry) => !entry.startsWith('answered'))).toEqual([
      `DELETE ${USER_PATH} as ${admin}`,
    ]);
  });

  it('another tab signed in as someone else: the waiting delete is dropped, never sent in their name', async () => {
    setUndoDelay(NEVER);
    await deletePublisher();
    const publisher = await tokenOf(PUBLISHER_EMAIL);
    const seen = recordChanges();

    // What the other tab's login leaves in the shared storage (this tab then reloads: crossTab.ts).
    setToken(publisher);
    setUser({ user_name: 'Publisher', company_id: '1', is_admin: false, user_id: 2 });
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull(), WAIT);
    await new Promise((resolve) => setTimeout(resolve, NO_CALL_WAIT_MS));
    expect(seen).toEqual([]);
  });
});
