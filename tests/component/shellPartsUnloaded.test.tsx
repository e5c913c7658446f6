import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhoneMenu } from '../../src/pages/shell/phone/PhoneMenu';
import { SignInAgain } from '../../src/pages/shell/signInAgain/SignInAgain';
import { renderInHarness } from './harness';

// The two lazily fetched parts of the shell, as when their chunk cannot be fetched.
vi.mock('../../src/pages/shell/phone/PhoneMenuDrawer', () => Promise.reject(new Error('chunk gone')));
vi.mock('../../src/pages/shell/signInAgain/SignInAgainDialog', () => Promise.reject(new Error('chunk gone')));
const http = vi.hoisted(() => ({ prompt: undefined as (() => void) | undefined, ended: 0 }));
vi.mock('../../src/providers/http', async (original) => ({
  ...(await original<typeof import('../../src/providers/http')>()),
  setSignInAgain: (prompt?: () => void) => {
    http.prompt = prompt;
  },
  endSession: () => {
    http.ended += 1;
  },
}));

afterEach(() => vi.restoreAllMocks());

function renderInRouter(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/home'] });
  renderInHarness(<RouterProvider router={router} />);
}

describe('a shell part whose code cannot be fetched', () => {
  it("the phone menu's drawer: the header's Menu button stays, shown closed", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderInRouter(<PhoneMenu />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    await userEvent.setup().click(menu);
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('the sign-in-again dialog: the session ends as after any other 401', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderInRouter(<SignInAgain />);
    expect(http.prompt).toBeTypeOf('function');
    act(() => http.prompt?.());
    await waitFor(() => expect(http.ended).toBe(1));
  });
});
