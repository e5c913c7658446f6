import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accessControlProvider } from '../../src/providers/access/accessControlProvider';
import { rearmUnauthorized, setLoginRedirect } from '../../src/providers/http';
import { forgetMenu } from '../../src/providers/access/menu';
import { ADMIN_EMAIL, loginAs, PUBLISHER_EMAIL, recordRequests } from './helpers';

const canOpen = (path: string) => accessControlProvider.can({ action: 'list', params: { path } });

beforeEach(() => {
  forgetMenu();
  rearmUnauthorized();
  setLoginRedirect(() => undefined);
});

afterEach(() => forgetMenu());

describe('opening screens by the server menu', () => {
  it('lets the admin open /account/user', async () => {
    await loginAs(ADMIN_EMAIL);

    expect(await canOpen('/account/user')).toEqual({ can: true });
  });

  it('keeps the publisher out of /account/user', async () => {
    await loginAs(PUBLISHER_EMAIL);

    expect(await canOpen('/account/user')).toEqual({
      can: false,
      reason: 'This screen is not in your menu.',
    });
  });

  it('lets the publisher open /siteManager/siteList', async () => {
    await loginAs(PUBLISHER_EMAIL);

    expect(await canOpen('/siteManager/siteList')).toEqual({ can: true });
  });

  it('answers for each user after forgetting the previous menu', async () => {
    await loginAs(ADMIN_EMAIL);
    expect((await canOpen('/account/user')).can).toBe(true);

    forgetMenu();
    await loginAs(PUBLISHER_EMAIL);

    expect((await canOpen('/account/user')).can).toBe(false);
  });

  it('denies a screen that is in no menu', async () => {
    await loginAs(ADMIN_EMAIL);

    expect((await canOpen('/searchAds/traffickingLinks')).can).toBe(false);
  });

  it('always allows /home, even without a session and without asking for the menu', async () => {
    const recorder = recordRequests();
    try {
      expect(await canOpen('/home')).toEqual({ can: true });
      expect(recorder.requests).toHaveLength(0);
    } finally {
      recorder.stop();
    }
  });

  it('always allows /home for the publisher', async () => {
    await loginAs(PUBLISHER_EMAIL);

    expect(await canOpen('/home')).toEqual({ can: true });
  });

  it('denies a screen when the menu cannot be loaded', async () => {
    expect(await canOpen('/siteManager/siteList')).toEqual({
      can: false,
      reason: 'This screen is not in your menu.',
    });
  });
});
