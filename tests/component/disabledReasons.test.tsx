import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RECORD_RULES } from '../../src/common/recordRules';
import { ADS_TXT_NOT_READY } from '../../src/schemas/site';
import { findRow, isDisabled, prepare, renderScreen, signIn, tidy, WAIT } from './renderApp';

beforeEach(async () => {
  prepare();
  await signIn();
});
afterEach(tidy);

/** Hovers a row's disabled button and returns once its tooltip shows this text. */
async function expectReason(rowText: string, button: string, reason: string) {
  const row = await findRow(rowText);
  const target = await waitFor(() => {
    const found = within(row).getByRole('button', { name: button });
    expect(isDisabled(found)).toBe(true);
    return found;
  }, WAIT);
  await userEvent.setup().hover(target.parentElement as HTMLElement);
  await screen.findByText(reason, undefined, WAIT);
}

describe('disabled controls say why', () => {
  it("Verify and Copy ads.txt while a site's ads.txt is N/A", async () => {
    renderScreen('/siteManager/siteList');
    await expectReason('newcomer.example', 'Verify ads.txt', ADS_TXT_NOT_READY);
  });

  it('ads.txt of an app that is not Live', async () => {
    renderScreen('/appManager/appsList');
    await expectReason('CashCoins', 'ads.txt', 'ads.txt is available once the app is Live');
  });

  it("Delete of the admin user and Edit of a built-in group give the rule's reason", async () => {
    const { unmount } = renderScreen('/account/user');
    await expectReason('admin@demo.test', 'Delete', RECORD_RULES.user.delete.reason);
    unmount();
    renderScreen('/account/user?tab=group');
    await expectReason('Administrators', 'Edit', RECORD_RULES.userGroup.edit.reason);
  });
});
