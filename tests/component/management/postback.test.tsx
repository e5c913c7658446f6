import postbackSchema from '../../../src/schemas/postback';
import { showEveryColumn } from '../columns';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { columnTexts, findRow, recordRequests, rowKeys, WAIT } from '../renderApp';
import {
  filterBy,
  headers,
  openCreate,
  openList,
  resetFilters,
  searchText,
  sentRequest,
  signedInEachTest,
} from './manage';

const POSTBACKS = '/searchAds/site/postback';

signedInEachTest();

const openPostbacks = () => openList(POSTBACKS, '3101');

const openAdd = () => openCreate(POSTBACKS, '3101', 'Add Link');

describe('postback list', () => {
  it('shows the seeded postbacks with their final URL, events and status', async () => {
    // The spec's columns, those off by default included.
    showEveryColumn(postbackSchema);
    await openPostbacks();

    expect(headers()).toEqual(['ID', 'URL', 'Event Type', 'Status', 'Created Time', 'Action']);
    expect(rowKeys()).toEqual(['3102', '3101']);
    expect(columnTexts('URL')).toEqual([
      'https://ads.partner.example/cb?e={event_type}',
      'https://tracker.example/pb?evt={event_type}&site={site}',
    ]);
    await waitFor(() => expect(columnTexts('Status')).toEqual(['Paused', 'Active']), WAIT);
    expect(columnTexts('Action')).toEqual(['EditActivate', 'EditPause']);
  });

  it('filters by Status and URL', async () => {
    const app = await openPostbacks();

    await filterBy(app, 'Status', 'Active');
    await waitFor(() => expect(rowKeys()).toEqual(['3101']), WAIT);

    await resetFilters(app, 2);
    await searchText(app, 'URL', 'partner');
    await waitFor(() => expect(rowKeys()).toEqual(['3102']), WAIT);
  });

  it('asks before pausing, and activates without asking', async () => {
    const app = await openPostbacks();

    await app.user.click(within(await findRow('3101')).getByRole('button', { name: 'Pause' }));
    await screen.findByText('Pause this postback? Events will no longer be sent to it.', undefined, WAIT);
    await app.user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('postback paused', undefined, WAIT);
    await waitFor(() => expect(columnTexts('Status')).toEqual(['Paused', 'Paused']), WAIT);

    await app.user.click(within(await findRow('3102')).getByRole('button', { name: 'Activate' }));
    await screen.findByText('postback activated', undefined, WAIT);
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    await waitFor(() => expect(columnTexts('Status')).toEqual(['Active', 'Paused']), WAIT);
  });
});

describe('Add Link', () => {
  it("asks for base url and event type, and says 'Please complete the form.'", async () => {
    const { form } = await openAdd();

    await form.submit();

    await form.says('Please input base url');
    await form.says('Please select event type');
    await screen.findByText('Please complete the form.', undefined, WAIT);
  });

  it("wants a dot in the base url and {event_type} in the final URL: 'Postback link must have {event_type}'", async () => {
    const { user, form } = await openAdd();
    const base = form.textbox('Base URL');

    await user.type(base, 'localhost');
    await form.submit();
    await form.says('Please input a valid url');

    await user.clear(base);
    await user.type(base, 'https://tracker.example/pb');
    await form.says('Postback link must have {event_type}');

    // Once a return option adds {event_type}, the message goes without another Submit.
    await user.click(within(form.dialog).getByRole('button', { name: /Add Option/ }));
    await form.choose('Parameter 1', '{event_type}');
    await user.type(form.textbox('Actual Name 1'), 'evt');
    await waitFor(
      () => expect(within(form.dialog).queryByText('Postback link must have {event_type}')).toBeNull(),
      WAIT,
    );
  });

  it("refuses a javascript: base url: 'Base url must start with http:// or https://'", async () => {
    const { user, form } = await openAdd();

    await user.type(form.textbox('Base URL'), 'javascript:alert(document.cookie)//x.example?e={{event_type}');
    await form.submit();
    await form.says('Base url must start with http:// or https://');
  });

  it('checks the return options: an actual name of letters, digits, _ and -, starting with a letter or _', async () => {
    const { user, form } = await openAdd();

    await user.type(form.textbox('Base URL'), 'https://tracker.example/pb');
    await user.click(within(form.dialog).getByRole('button', { name: /Add Option/ }));
    await form.choose('Parameter 1', '{event_type}');
    await user.type(form.textbox('Actual Name 1'), '9evt');
    await form.submit();

    await form.says(
      'Actual name must start with a letter or underscore and contain only letters, digits, underscores and hyphens',
    );
    await user.clear(form.textbox('Actual Name 1'));
    await user.type(form.textbox('Actual Name 1'), '_evt-1');
    await form.submit();
    await form.says('Please select event type');
    expect(within(form.dialog).queryByText('Postback link must have {event_type}')).toBeNull();
  });

  it("adds a postback with 'add postback success' and lists its URL", async () => {
    const recorder = recordRequests();
    const { user, form } = await openAdd();

    await user.type(form.textbox('Base URL'), 'https://new.example/pb?e={{event_type}');
    await form.choose('Event Type', 'search_pv');
    await form.submit();

    await screen.findByText('add postback success', undefined, WAIT);
    await form.closed();
    await waitFor(() => expect(rowKeys()).toHaveLength(3), WAIT);
    expect(columnTexts('URL')[0]).toBe('https://new.example/pb?e={event_type}');
    expect(columnTexts('Event Type')[0]).toBe('search_pv');
    const post = await sentRequest(recorder, 'POST');
    expect(post?.pathname).toBe('/gamebridge-manager/v1/ssp_publisher/postback');
    expect(post?.body).toMatchObject({
      base_url: 'https://new.example/pb?e={event_type}',
      event_type: ['search_pv'],
    });
  });
});
