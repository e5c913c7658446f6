// A failed login shows one message (the failure toast of every call), not an alert and a toast.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, prepare, renderApp, tidy, WAIT } from './renderApp';

beforeEach(prepare);
afterEach(tidy);

describe('login failure', () => {
  it("shows 'Incorrect email or password' once, as a toast, and stays on the login page", async () => {
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email', undefined, WAIT), ADMIN_EMAIL);
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(
      () =>
        expect(
          Array.from(document.querySelectorAll('.ant-message-notice')).map((notice) => notice.textContent),
        ).toEqual(['Incorrect email or password']),
      WAIT,
    );
    expect(document.querySelectorAll('.ant-alert')).toHaveLength(0);
    expect(screen.getAllByText(/Incorrect email or password/)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/login');
  }, 60_000);
});
