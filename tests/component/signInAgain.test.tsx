// A 401 while a form holds input: the form stays with what was typed, a dialog offers to sign in
// again in place, and the save can then be tried again.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../src/mocks/runtime/node';
import { DEMO_PASSWORD } from '../../src/mocks/store/seed';
import {
  SESSION_ENDED,
  SESSION_ENDED_TEXT,
  SIGNED_IN_AGAIN,
} from '../../src/pages/shell/signInAgain/SignInAgain';
import { getToken } from '../../src/providers/session/session';
import { ADMIN_EMAIL, findDialog, prepare, renderApp, signIn, tidy, valueOf, WAIT } from './renderApp';

beforeEach(async () => {
  prepare();
  await signIn();
});
afterEach(tidy);

/**
 * The sign-in dialog, found by its title's text: the test environment gives both open modals the
 * same title id, so the accessible name of the second one is the first one's.
 */
async function sessionDialog(): Promise<HTMLElement> {
  const title = await screen.findByText(SESSION_ENDED, undefined, WAIT);
  return title.closest('[role=dialog]') as HTMLElement;
}

const SESSION_OVER = { success: false, code: 401, msg: 'Please log in again' };

describe('a 401 while a form holds input', { timeout: 120_000 }, () => {
  it('keeps the form, offers to sign in again in place, then the save goes through', async () => {
    const { user } = renderApp('/account/channel?create');
    const form = await findDialog('Add Channel');
    await user.type(within(form).getByRole('textbox', { name: 'Channel Name' }), 'Late night');
    const before = getToken();
    server.use(
      http.post('*/ssp_publisher/channel', () => HttpResponse.json(SESSION_OVER, { status: 401 }), {
        once: true,
      }),
    );

    await user.click(within(form).getByRole('button', { name: 'Submit' }));

    const dialog = await sessionDialog();
    within(dialog).getByText(SESSION_ENDED_TEXT);
    expect(valueOf(within(form).getByRole('textbox', { name: 'Channel Name' }))).toBe('Late night');
    expect(getToken()).toBe(before);

    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), ADMIN_EMAIL);
    await user.type(within(dialog).getByLabelText('Password'), DEMO_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await screen.findByText(SIGNED_IN_AGAIN, undefined, WAIT);
    await waitFor(() => expect(screen.queryByText(SESSION_ENDED)).toBeNull(), WAIT);
    expect(getToken()).not.toBe(before);

    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Channel' })).toBeNull(), WAIT);
    await screen.findByRole('cell', { name: 'Late night' }, WAIT);
  });

  it('a wrong password sent with Enter in the dialog says why and keeps the dialog and the form', async () => {
    const { user } = renderApp('/account/channel?create');
    const form = await findDialog('Add Channel');
    await user.type(within(form).getByRole('textbox', { name: 'Channel Name' }), 'Kept');
    server.use(
      http.post('*/ssp_publisher/channel', () => HttpResponse.json(SESSION_OVER, { status: 401 }), {
        once: true,
      }),
    );
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    const dialog = await sessionDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), ADMIN_EMAIL);
    // Enter in the password sends it, as Log in does.
    await user.type(within(dialog).getByLabelText('Password'), 'not the password{Enter}');

    await within(dialog).findByText('Incorrect email or password', undefined, WAIT);
    screen.getByText(SESSION_ENDED);
    expect(valueOf(within(form).getByRole('textbox', { name: 'Channel Name' }))).toBe('Kept');
  });
});
