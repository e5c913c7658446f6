import { readFileSync } from 'node:fs';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REQUIRED_ADSTXT_LINES } from '../../src/mocks/handlers/inventory/sites';
import { findDialog, findRow, isDisabled, recordRequests, renderScreen, WAIT } from './renderApp';
import { signedInEachTest } from './signedIn';

signedInEachTest();
afterEach(() => {
  vi.restoreAllMocks();
});

/** The site list with the row's lazily loaded ads.txt action ready to click. */
async function openRowAction(site: string, action: 'Verify ads.txt' | 'Copy ads.txt') {
  const app = renderScreen('/siteManager/siteList');
  const row = await findRow(site);
  const button = await waitFor(() => {
    const found = within(row).getByRole('button', { name: action });
    if (isDisabled(found)) throw new Error(`${action} still loading`);
    return found;
  }, WAIT);
  return { ...app, row, button };
}

const listCalls = (requests: { pathname: string }[]) =>
  requests.filter((request) => request.pathname.endsWith('/ssp_publisher/domain/list')).length;

describe('Verify ads.txt', () => {
  it("lists the missing lines in the 'Verify ads.txt' modal and refreshes the list", async () => {
    const { user, button } = await openRowAction('sportsfan.example', 'Verify ads.txt');
    const recorder = recordRequests();

    await user.click(button);

    const dialog = await findDialog('Verify ads.txt');
    within(dialog).getByText('Some lines are missing');
    const lines = dialog.querySelector('pre.adstxt-missing') as HTMLElement;
    expect(lines.textContent).toBe(REQUIRED_ADSTXT_LINES.slice(2).join('\n'));
    // Red in both themes: the light theme's value is #cf1322 (styles.css), the dark one's lighter.
    expect(lines.style.color).toBe('var(--console-error-text)');
    expect(readFileSync('src/styles.css', 'utf8')).toMatch(/:root \{[^}]*--console-error-text: #cf1322;/);
    expect(screen.queryByText('Verify Ads.txt Success')).toBeNull();
    await waitFor(() => expect(listCalls(recorder.requests)).toBe(1), WAIT);
    recorder.stop();
    expect(
      recorder.requests.some(
        (request) =>
          request.method === 'POST' && request.pathname.endsWith('/ssp_publisher/domain/1002/verify_adstxt'),
      ),
    ).toBe(true);
  });

  it('lists two missing lines for a failed verification', async () => {
    const { user, button } = await openRowAction('recipes.example', 'Verify ads.txt');

    await user.click(button);

    const dialog = await findDialog('Verify ads.txt');
    expect(dialog.querySelector('pre.adstxt-missing')?.textContent).toBe(
      REQUIRED_ADSTXT_LINES.slice(1).join('\n'),
    );
  });

  it("says 'Verify Ads.txt Success' when nothing is missing, without a modal, and refreshes the list", async () => {
    const { user, button } = await openRowAction('dailynews.example', 'Verify ads.txt');
    const recorder = recordRequests();

    await user.click(button);

    await screen.findByText('Verify Ads.txt Success', undefined, WAIT);
    expect(screen.queryByRole('dialog', { name: 'Verify ads.txt' })).toBeNull();
    expect(screen.queryByText('Some lines are missing')).toBeNull();
    await waitFor(() => expect(listCalls(recorder.requests)).toBe(1), WAIT);
    recorder.stop();
  });

  it('runs one verification at a time: other rows wait while one runs', async () => {
    const { user, button } = await openRowAction('dailynews.example', 'Verify ads.txt');
    const other = within(await findRow('sportsfan.example')).getByRole('button', { name: 'Verify ads.txt' });
    expect(isDisabled(other)).toBe(false);

    await user.click(button);

    await waitFor(() => expect(isDisabled(other)).toBe(true), WAIT);
    await screen.findByText('Verify Ads.txt Success', undefined, WAIT);
    await waitFor(() => expect(isDisabled(other)).toBe(false), WAIT);
  });
});

describe('Copy ads.txt', () => {
  it("shows the current lines and copies them with 'copy done'", async () => {
    const { user, button } = await openRowAction('sportsfan.example', 'Copy ads.txt');
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    // user-event installs its own clipboard on setup; replace it for this test.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    await user.click(button);

    const dialog = await findDialog('Copy ads.txt');
    const lines = await within(dialog).findByLabelText('ads.txt lines', undefined, WAIT);
    await waitFor(() => expect(lines.textContent).toBe(REQUIRED_ADSTXT_LINES.join('\n')), WAIT);
    const copy = within(dialog).getByRole('button', { name: 'Copy' });
    await waitFor(() => expect(isDisabled(copy)).toBe(false), WAIT);

    await user.click(copy);

    await screen.findByText('copy done', undefined, WAIT);
    expect(writeText).toHaveBeenCalledWith(REQUIRED_ADSTXT_LINES.join('\n'));
  });

  it('says why and closes the modal when the lines cannot be loaded', async () => {
    const { user, button } = await openRowAction('brokenads.example', 'Copy ads.txt');
    const recorder = recordRequests();

    await user.click(button);

    await screen.findByText('ads.txt could not be read, please try again later', undefined, WAIT);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Copy ads.txt' })).toBeNull(), WAIT);
    recorder.stop();
    expect(
      recorder.requests.some((request) => request.pathname.endsWith('/ssp_publisher/domain/1011/cur_adstxt')),
    ).toBe(true);
    expect(screen.queryByText('copy done')).toBeNull();
  });
});
