// A ?token= for another user while signed in asks before switching, naming both users; an invalid
// one changes nothing and says so; the signed-in user's own new token is taken as it is.
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getToken, getUser } from '../../src/providers/session/session';
import { offerToken } from '../../src/providers/session/tokenOffer';
import { prepare, PUBLISHER_EMAIL, ADMIN_EMAIL, renderApp, signIn, tidy, WAIT } from './renderApp';
import { tokenOf } from './signedIn';

beforeEach(async () => {
  prepare();
  await signIn();
});
afterEach(tidy);

/** The home screen, shown, then a token offered as the address would. */
async function offeredOnHome(token: string) {
  const app = renderApp('/home');
  await screen.findByRole('heading', { name: 'Welcome, Admin' }, WAIT);
  act(() => offerToken(token));
  return app;
}

describe('a token in the address while signed in', { timeout: 90_000 }, () => {
  it('for another user: asks, naming both; Stay keeps the session as it is', async () => {
    const before = getToken();
    const { user } = await offeredOnHome(await tokenOf(PUBLISHER_EMAIL));

    // antd's confirm writes its title twice (once for screen readers).
    const [title] = await screen.findAllByText('Switch user?', undefined, WAIT);
    const question = title.closest('.ant-modal') as HTMLElement;
    within(question).getByText('You are signed in as Admin. The link in the address signs in Publisher.');
    within(question).getByRole('button', { name: 'Switch to Publisher' });
    await user.click(within(question).getByRole('button', { name: 'Stay as Admin' }));

    expect(getToken()).toBe(before);
    expect(getUser()?.user_name).toBe('Admin');
  });

  it('an invalid one changes nothing and says so', async () => {
    const before = getToken();
    await offeredOnHome('not-a-token-of-anyone');

    await screen.findByText(
      'The sign-in link in the address is not valid: you are still signed in as Admin',
      undefined,
      WAIT,
    );
    expect(getToken()).toBe(before);
    expect(getUser()?.user_name).toBe('Admin');
    expect(screen.queryByText('Switch user?')).toBeNull();
  });

  it("the signed-in user's own new token is taken without a question", async () => {
    const fresh = await tokenOf(ADMIN_EMAIL);
    await offeredOnHome(fresh);

    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    await screen.findByRole('heading', { name: 'Welcome, Admin' }, WAIT);
    expect(getToken()).toBe(fresh);
    expect(screen.queryByText('Switch user?')).toBeNull();
  });
});
