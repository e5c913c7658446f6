import appSchema from '../../../src/schemas/app';
import { showEveryColumn } from '../columns';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { columnTexts, findRow, isDisabled, recordRequests, rowKeys, WAIT } from '../renderApp';
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

const APPS = '/appManager/appsList';
const NAME_MESSAGE =
  'Name contains invalid characters. Only letters, numbers, underscores, and colons are allowed.';
const CREATED =
  'The application was created successfully and is currently under review. Please contact operations or wait for review.';

signedInEachTest();

const openApps = () => openList(APPS, 'NewsReader');

const openAdd = () => openCreate(APPS, 'NewsReader', 'Add App');

describe('app list', () => {
  it('shows the seeded apps with OS, store and status labels', async () => {
    // The spec's columns, those off by default included.
    showEveryColumn(appSchema);
    await openApps();

    expect(headers()).toEqual([
      'App Name',
      'App ID',
      'OS',
      'Category',
      'App Store',
      'Bundle',
      'Status',
      'Created Time',
      'Updated Time',
      'Action',
    ]);
    expect(rowKeys()).toEqual(['CashCoins', 'PuzzleQuest', 'NewsReader', 'OldTimer']);
    await waitFor(() => expect(columnTexts('OS')).toEqual(['ANDROID', 'IOS', 'ANDROID', 'IOS']), WAIT);
    expect(columnTexts('App Store')).toEqual(['Google Play', 'Apple iTunes', 'Google Play', 'Apple iTunes']);
    expect(columnTexts('Status')).toEqual(['Verifying', 'Live', 'Live', 'Discontinued']);
    expect(columnTexts('Bundle')).toEqual([
      'com.demo.cashcoins',
      'com.demo.puzzlequest',
      'com.demo.newsreader',
      'com.demo.oldtimer',
    ]);
  });

  it('offers ads.txt only for Live apps', async () => {
    await openApps();

    const live = await findRow('NewsReader');
    const verifying = await findRow('CashCoins');
    await waitFor(
      () => expect(isDisabled(within(live).getByRole('button', { name: 'ads.txt' }))).toBe(false),
      WAIT,
    );
    expect(isDisabled(within(verifying).getByRole('button', { name: 'ads.txt' }))).toBe(true);
  });

  it('filters by OS, Status, keyword and bundle', async () => {
    const app = await openApps();

    await filterBy(app, 'OS', 'IOS');
    await waitFor(() => expect(rowKeys()).toEqual(['PuzzleQuest', 'OldTimer']), WAIT);
    await filterBy(app, 'Status', 'Live');
    await waitFor(() => expect(rowKeys()).toEqual(['PuzzleQuest']), WAIT);

    await resetFilters(app, 4);
    await searchText(app, 'App name or app ID', '7003');
    await waitFor(() => expect(rowKeys()).toEqual(['CashCoins']), WAIT);

    await resetFilters(app, 4);
    await searchText(app, 'Bundle', 'reader');
    await waitFor(() => expect(rowKeys()).toEqual(['NewsReader']), WAIT);
  });
});

describe('Add App', () => {
  it('asks for every required field on an empty submit', async () => {
    const { form } = await openAdd();

    await form.submit();

    await form.says('Please input app name');
    await form.says('Please select category');
    await form.says('Please select app store');
    await form.says('Please input bundle id');
    await form.says('Please input app url');
  });

  it("refuses characters other than letters, numbers, '_' and ':'", async () => {
    const { user, form } = await openAdd();

    await user.type(form.textbox('App Name'), 'My App!');
    await form.submit();

    await form.says(NAME_MESSAGE);
    await user.clear(form.textbox('App Name'));
    await user.type(form.textbox('App Name'), 'My_App:2');
    await waitFor(() => expect(within(form.dialog).queryByText(NAME_MESSAGE)).toBeNull(), WAIT);
  });

  it('creates a Verifying app with the long toast, OS set from the Apple store', async () => {
    const recorder = recordRequests();
    const { user, form } = await openAdd();

    await user.type(form.textbox('App Name'), '  WeatherNow  ');
    await form.choose('Category', 'normal_tools');
    await form.choose('App Store', 'Apple iTunes');
    await user.type(form.textbox('Bundle ID'), 'com.demo.weather');
    await user.type(form.textbox('App URL'), 'https://store.example/weather');
    await form.submit();

    await screen.findByText(CREATED, undefined, WAIT);
    await form.closed();
    const row = await findRow('WeatherNow');
    await waitFor(() => expect(row.children[2].textContent).toBe('IOS'), WAIT);
    expect(row.children[5].textContent).toBe('Verifying');
    const post = await sentRequest(recorder, 'POST');
    expect(post?.pathname).toBe('/gamebridge-manager/v1/ssp_publisher/app');
    expect(post?.body).toMatchObject({
      app_name: 'WeatherNow',
      category: 'normal_tools',
      app_store: 'APPLE_ITUNES',
      app_platform: 'IOS',
      bundle_id: 'com.demo.weather',
      app_url: 'https://store.example/weather',
    });
  });
});
