import adUnitSchema from '../../../src/schemas/adUnit';
import { showEveryColumn } from '../columns';
import { SPEC_COLUMNS } from '../../support/specColumns';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { columnTexts, findRow, recordRequests, rowKeys, valueOf, WAIT } from '../renderApp';
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

const AD_UNITS = '/appManager/zoneList';
const NAME_MESSAGE =
  'Name contains invalid characters. Only letters, numbers, underscores, and colons are allowed.';
const PRICE_MESSAGE = 'Suggest eCPM between 0.01 and 1000';

signedInEachTest();

const openAdUnits = () => openList(AD_UNITS, 'reader_banner');

const openAdd = () => openCreate(AD_UNITS, 'reader_banner', 'Add Ad Unit');

describe('ad unit list', () => {
  it('shows the seeded units with the spec columns', async () => {
    // The spec's columns, those off by default included.
    showEveryColumn(adUnitSchema);
    await openAdUnits();

    expect(headers()).toEqual(SPEC_COLUMNS.adUnit.en);
    expect(rowKeys()).toEqual(['puzzle_reward', 'reader_video', 'reader_banner', 'puzzle_open']);
    expect(columnTexts('App Name')).toEqual(['PuzzleQuest', 'NewsReader', 'NewsReader', 'PuzzleQuest']);
    await waitFor(
      () => expect(columnTexts('Status')).toEqual(['Verifying', 'Live', 'Live', 'Discontinued']),
      WAIT,
    );
    expect(columnTexts('In-stream URL')).toEqual([
      '--',
      'https://vast.publisher-console.example/8002.xml',
      '--',
      '--',
    ]);
  });

  it('shows ad unit ids only when Live, each copyable', async () => {
    await openAdUnits();

    expect(columnTexts('Ad Unit ID')).toEqual([
      '--',
      'ca-app-pub-8002/1ca-app-pub-8002/2',
      'ca-app-pub-8001/1ca-app-pub-8001/2',
      '--',
    ]);
    const live = await findRow('reader_banner');
    expect(within(live).getAllByRole('button', { name: 'Copy' })).toHaveLength(2);
    const verifying = await findRow('puzzle_reward');
    expect(within(verifying).queryByRole('button', { name: 'Copy' })).toBeNull();
  });

  it('shows the price as $ eCPM and the zero audit time as a dash', async () => {
    await openAdUnits();

    expect(columnTexts('eCPM')).toEqual(['$8.25', '$12.00', '$1.50', '$3.00']);
    const audits = columnTexts('Audit Time');
    expect(audits[0]).toBe('--');
    expect(audits.slice(1)).toEqual(
      audits.slice(1).map(() => expect.stringMatching(/^\d{4}-\d\d-\d\d 12:00:00$/)),
    );
  });

  it('filters by Status, Ad Format and keyword', async () => {
    const app = await openAdUnits();

    await filterBy(app, 'Status', 'Live');
    await waitFor(() => expect(rowKeys()).toEqual(['reader_video', 'reader_banner']), WAIT);

    await filterBy(app, 'Ad Format', 'Banner');
    await waitFor(() => expect(rowKeys()).toEqual(['reader_banner']), WAIT);

    await resetFilters(app, 4);
    await searchText(app, 'Unit name or ID', 'puzzle');
    await waitFor(() => expect(rowKeys()).toEqual(['puzzle_reward', 'puzzle_open']), WAIT);
  });
});

describe('Add Ad Unit', () => {
  it('asks for app, format, name and price on an empty submit', async () => {
    const { form } = await openAdd();

    await form.submit();

    await form.says('Please select app');
    await form.says('Please select ad format');
    await form.says('Please input ad unit name');
    await form.says(PRICE_MESSAGE);
    expect(within(form.dialog).queryByText('Please select in-stream type')).toBeNull();
  });

  it('refuses bad name characters and more than 50 characters', async () => {
    const { user, form } = await openAdd();

    await user.type(form.textbox('Ad Unit Name'), 'bad name!');
    await form.submit();
    await form.says(NAME_MESSAGE);

    await user.clear(form.textbox('Ad Unit Name'));
    // Pasted: one input of 51 characters, not 51 renders of the form (the rule reads the value).
    await user.paste('a'.repeat(51));
    await form.says('Ad unit name cannot be longer than 50 characters');
    await waitFor(() => expect(within(form.dialog).queryByText(NAME_MESSAGE)).toBeNull(), WAIT);
  });

  it.each(['0', '-5', '0.001', '1000.01', '12.345'])(
    "keeps a price of %s as typed and says 'Suggest eCPM between 0.01 and 1000'",
    async (typed) => {
      const { user, form } = await openAdd();
      const price = screen.getByRole('spinbutton', { name: 'Price (eCPM)' });

      await user.type(price, typed);
      await user.tab();
      await form.says(PRICE_MESSAGE);
      expect(valueOf(price)).toBe(typed);
      await form.submit();
      await form.says(PRICE_MESSAGE);
      expect(valueOf(price)).toBe(typed);
    },
  );

  it('takes 0.01, 1000 and two decimals without a word', async () => {
    const { user, form } = await openAdd();
    const price = screen.getByRole('spinbutton', { name: 'Price (eCPM)' });

    for (const typed of ['0.01', '1000', '3.46']) {
      await user.clear(price);
      await user.type(price, typed);
      await user.tab();
      expect(valueOf(price)).toBe(typed);
    }
    await form.submit();
    await form.says('Please select app');
    expect(within(form.dialog).queryByText(PRICE_MESSAGE)).toBeNull();
  });

  it('requires the in-stream type only for in_stream', async () => {
    const { form } = await openAdd();

    await form.choose('Ad Format', 'In-stream');
    await form.submit();

    await form.says('Please select in-stream type');
  });

  it("creates a unit for a Live app, says 'add ad unit success' and lists it", async () => {
    const recorder = recordRequests();
    const { user, form } = await openAdd();

    await form.choose('App', 'NewsReader');
    await form.choose('Ad Format', 'Native');
    await user.type(form.textbox('Ad Unit Name'), 'reader_native');
    await user.type(screen.getByRole('spinbutton', { name: 'Price (eCPM)' }), '2.75');
    await form.submit();

    await screen.findByText('add ad unit success', undefined, WAIT);
    await form.closed();
    const row = await findRow('reader_native');
    expect(row.textContent).toContain('$2.75');
    expect(rowKeys()).toHaveLength(5);
    // The App choices: the Live apps, every one in one call (a page of 9999), as the spec asks.
    const appLists = recorder.requests.filter(
      (request) => request.pathname === '/gamebridge-manager/v1/ssp_publisher/app/list',
    );
    expect(appLists.map(({ query }) => [query.get('status'), query.get('page_size')])).toContainEqual([
      '1',
      '9999',
    ]);
    const post = await sentRequest(recorder, 'POST');
    expect(post?.pathname).toBe('/gamebridge-manager/v1/ssp_publisher/adunit');
    expect(post?.body).toMatchObject({
      app_id: 7001,
      ad_format: 'native',
      zone_name: 'reader_native',
      price: 2.75,
    });
  });
});
