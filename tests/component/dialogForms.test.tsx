import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findDialog, recordRequests, renderScreen, WAIT } from './renderApp';
import { signedInEachTest } from './signedIn';

// A dialog form as its address opens it, and as the keyboard fills and sends it.

signedInEachTest();

const LINKS = '/searchAds/landingPage';
const KEYWORDS = '/searchAds/mainKeyword';
const CHANNELS = '/account/channel';
const ZONES = '/siteManager/zoneList';

/** The visible toast texts. */
const toastTexts = () =>
  Array.from(document.querySelectorAll('.ant-message-notice-content')).map(
    (toast) => toast.textContent ?? '',
  );

describe('an addressed record that cannot be loaded', () => {
  it("a keyword says the spec's 'Date error', not the generic text, and no form stays open", async () => {
    const app = renderScreen(`${KEYWORDS}?edit=999999`);

    await screen.findByText('Date error', undefined, WAIT);
    expect(toastTexts().some((text) => text.includes('There is no record with ID'))).toBe(false);
    await waitFor(() => expect(app.router.state.location.search).not.toContain('edit='), WAIT);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("a link says 'Date error' too", async () => {
    const app = renderScreen(`${LINKS}?view=999999`);

    await screen.findByText('Date error', undefined, WAIT);
    await waitFor(() => expect(app.router.state.location.search).not.toContain('view='), WAIT);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a list without that message keeps the generic text', async () => {
    renderScreen(`${CHANNELS}?edit=999999`);

    await screen.findByText('There is no record with ID 999999 in this list', undefined, WAIT);
  });
});

describe('the View dialog follows its address', () => {
  it('?view=5001 changed to ?view=5002 shows the record 5002', async () => {
    const app = renderScreen(`${LINKS}?view=5001`);
    // The dialog shows a spinner until the detail comes, then the form: found again each time.
    const shows = (domain: string, other: string) =>
      waitFor(() => {
        const dialog = screen.getByRole('dialog', { name: 'View Landing Page' });
        within(dialog).getByText(domain);
        expect(within(dialog).queryByText(other)).toBeNull();
      }, WAIT);
    await shows('findit.example', 'parkedsearch.example');

    await app.router.navigate(`${LINKS}?view=5002`);

    await shows('parkedsearch.example', 'findit.example');
  });
});

describe('Enter in a dialog form', () => {
  it('sends the form from a single-line input, once', async () => {
    const recorder = recordRequests();
    const app = renderScreen(CHANNELS);
    await screen.findByRole('cell', { name: 'Organic' }, WAIT);
    await app.user.click(screen.getByRole('button', { name: /Add Channel$/ }));
    const dialog = await findDialog('Add Channel');

    await app.user.type(within(dialog).getByRole('textbox', { name: 'Channel Name' }), 'entered{Enter}');

    await screen.findByText('add channel success', undefined, WAIT);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Channel' })).toBeNull(), WAIT);
    recorder.stop();
    expect(recorder.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('checks the rules first, as Submit does: an empty name is refused with its message, nothing sent', async () => {
    const recorder = recordRequests();
    const app = renderScreen(CHANNELS);
    await screen.findByRole('cell', { name: 'Organic' }, WAIT);
    await app.user.click(screen.getByRole('button', { name: /Add Channel$/ }));
    const dialog = await findDialog('Add Channel');

    await app.user.type(within(dialog).getByRole('textbox', { name: 'Channel Name' }), '{Enter}');

    await within(dialog).findByText('Please input channel name', undefined, WAIT);
    recorder.stop();
    expect(recorder.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('starts a new line in a textarea, and sends nothing', async () => {
    sessionStorage.setItem('siteId', '1001');
    sessionStorage.setItem('siteDomain', 'dailynews.example');
    const recorder = recordRequests();
    const app = renderScreen(ZONES);
    await screen.findByRole('cell', { name: '50001' }, WAIT);
    await app.user.click(screen.getByRole('button', { name: /Add Zone$/ }));
    const dialog = await findDialog('Add Zone');
    const description = within(dialog).getByRole('textbox', { name: 'Zone Description' });

    await app.user.type(description, 'first{Enter}second');

    expect((description as HTMLTextAreaElement).value).toBe('first\nsecond');
    // No rule message either: the form was not checked.
    expect(within(dialog).queryByText('Please select ad format')).toBeNull();
    recorder.stop();
    expect(recorder.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });
});
