import linkSchema from '../../../src/schemas/link';
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

const LINKS = '/searchAds/landingPage';

signedInEachTest();

const openLinks = () => openList(LINKS, '5001');

const openAdd = () => openCreate(LINKS, '5001', 'Create Link');

/** The option titles of the open dropdown. */
async function shownOptions(): Promise<(string | null)[]> {
  return waitFor(() => {
    const options = Array.from(
      document.querySelectorAll(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      ),
    ).map((option) => option.getAttribute('title'));
    if (!options.length) throw new Error('no options shown');
    return options;
  }, WAIT);
}

describe('landing-page link list', () => {
  it('shows the seeded links with the spec columns', async () => {
    // The spec's columns, those off by default included.
    showEveryColumn(linkSchema);
    await openLinks();

    expect(headers()).toEqual([
      'ID',
      'Site',
      'Site Type',
      'Lp Type',
      'Information ID',
      'Mainkey',
      'Utm Source',
      'Creator',
      'Created Time',
      'Action',
    ]);
    expect(rowKeys()).toEqual(['5003', '5002', '5001']);
    expect(columnTexts('Site')).toEqual(['findit.example', 'parkedsearch.example', 'findit.example']);
    expect(columnTexts('Site Type')).toEqual(['BeesAds', 'Sedo', 'BeesAds']);
    await waitFor(
      () => expect(columnTexts('Lp Type')).toEqual(['Content Page', 'Middle Page', 'Content Page']),
      WAIT,
    );
    expect(columnTexts('Information ID')).toEqual(['7003', '--', '7001']);
    expect(columnTexts('Utm Source')).toEqual(['others', 'taboola', 'facebook']);
  });

  it('filters by site, Utm Source and Lp Type', async () => {
    const app = await openLinks();

    await filterBy(app, 'Utm Source', 'taboola');
    await waitFor(() => expect(rowKeys()).toEqual(['5002']), WAIT);

    await resetFilters(app, 3);
    await filterBy(app, 'Lp Type', 'Content Page');
    await waitFor(() => expect(rowKeys()).toEqual(['5003', '5001']), WAIT);

    await resetFilters(app, 3);
    await searchText(app, 'Site', 'parked');
    await waitFor(() => expect(rowKeys()).toEqual(['5002']), WAIT);
  });

  it('warns when viewing a link whose article has a violation', async () => {
    const app = await openLinks();

    await app.user.click(within(await findRow('5003')).getByRole('button', { name: 'View' }));

    await screen.findByText(
      'This lp link does not work because there is a violation in the article.',
      undefined,
      WAIT,
    );
  });
});

describe('Create Link', () => {
  it('asks for site, Lp type, mainkey, style and utm source on an empty submit', async () => {
    const { form } = await openAdd();

    await form.submit();

    await form.says('Please select site');
    await form.says('Please select Lp Type');
    await form.says('Please select mainkey');
    await form.says('Please select style');
    await form.says('Please select utm source');
  });

  it("allows at most 5 other keywords: 'Maximum of 5 keywords allowed'", async () => {
    const { user, form } = await openAdd();

    await form.choose('Lp Type', 'Content Page');
    const others = await waitFor(() => form.textbox('Other Keywords'), WAIT);
    await user.click(others);
    await user.paste(['a', 'b', 'c', 'd', 'e', 'f'].join('\n'));
    await form.submit();

    await form.says('Maximum of 5 keywords allowed');
  });

  it('no longer offers the dark style', async () => {
    const { user, form } = await openAdd();

    await user.click(form.combobox('Style'));

    expect(await shownOptions()).toEqual(['Classic', 'Card', 'Minimal']);
  });

  it('wants a pixel id for taboola, and kw language and pixel id for a Sedo site', async () => {
    const { form } = await openAdd();

    await form.choose('Utm Source', 'taboola');
    await form.submit();
    await form.says('Please input pixel id');

    // A source that needs no pixel id takes the message away at once, not on the next Submit.
    await form.choose('Utm Source', 'others');
    await waitFor(() => expect(within(form.dialog).queryByText('Please input pixel id')).toBeNull(), WAIT);
    await form.choose('Site', 'parkedsearch.example');
    await waitFor(() => form.combobox('Kw Language'), WAIT);
    await form.submit();
    await form.says('Please select kw language');
    await form.says('Please input pixel id');
  });

  it("creates a link for a BeesAds site with 'create link success' and lists it", async () => {
    const recorder = recordRequests();
    const { form } = await openAdd();

    await form.choose('Site', 'findit.example');
    await form.choose('Lp Type', 'Middle Page');
    await form.choose('Information', 'Ten cheap flights for the summer');
    await form.choose('Mainkey', 'cheap flights');
    await form.choose('Style', 'Card');
    await form.choose('Utm Source', 'others');
    await form.submit();

    await screen.findByText('create link success', undefined, WAIT);
    await form.closed();
    await waitFor(() => expect(rowKeys()).toHaveLength(4), WAIT);
    expect(columnTexts('Mainkey')[0]).toBe('cheap flights');
    const post = await sentRequest(recorder, 'POST');
    expect(post?.pathname).toBe('/gamebridge-manager/v1/ssp_publisher/link');
    expect(post?.body).toMatchObject({
      domain: 'findit.example',
      domain_type: 'BeesAds',
      lp_type: 'middle_page',
      key_word: 'cheap flights',
      feed_id: 7001,
      style_id: 2,
      utm_source: 'others',
    });
    // The lookups ask for 20 suggestions a page (management spec section 9), filling domain_type,
    // channel_id and pub_id from the chosen site.
    const siteLookup = recorder.requests.find((request) =>
      request.pathname.endsWith('/ssp_publisher/search_site/list'),
    );
    expect(siteLookup?.query.get('page_size')).toBe('20');
    // Each lookup asks its resource's list (declared there, not repeated in the link's schema);
    // the main keywords, once a Lp Type is chosen, those of that type.
    const queries = (path: string) =>
      recorder.requests
        .filter((request) => request.pathname === `/gamebridge-manager/v1${path}`)
        .map((request) => Object.fromEntries(request.query));
    expect(queries('/ssp_publisher/search_site/list')[0]).toEqual({ page_index: '1', page_size: '20' });
    expect(queries('/ssp_publisher/news')[0]).toEqual({ status: '1', page_index: '1', page_size: '20' });
    expect(queries('/ssp_publisher/keyword/list')).toContainEqual({
      lp_type: 'middle_page',
      status: '1',
      page_index: '1',
      page_size: '20',
    });
    expect(post?.body).toHaveProperty('channel_id');
    expect(post?.body).toHaveProperty('pub_id');
  });
});
