// @own-module-graph: a throwaway schema's screen in the shared graph of a full run drew no list
// within 30 s once (as referenceField.test's did); alone it takes about 1 s.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withSchema } from '../support/withSchema';
import { team } from '../unit/fixtures/team';
import {
  chooseOption,
  columnTexts,
  findDialog,
  findRow,
  recordRequests,
  renderScreen,
  WAIT,
} from './renderApp';
import { signedInEachTest } from './signedIn';

/*
 * A multiple reference searched page by page (a team's sites): the cells name every site of the
 * page in one call, a read-only form names the chosen sites by their ids, an edit saves ids, and
 * the filter chooses one site.
 */

const SITE_LIST = '/gamebridge-manager/v1/ssp_publisher/domain/list';

withSchema(team);
signedInEachTest();

/** The chosen entries a multiple select shows, by their text. */
const chosenTags = (dialog: HTMLElement) =>
  Array.from(dialog.querySelectorAll('.ant-select-selection-item-content')).map((item) => item.textContent);

describe("a 'reference' field with `multiple` (a team's sites)", () => {
  it("shows each row's sites by their domains, the page's labels fetched in one call", async () => {
    const seen = recordRequests();
    renderScreen('/siteManager/teams');
    await waitFor(
      () =>
        expect(columnTexts('Sites')).toEqual(['travelblog.example', 'dailynews.example, sportsfan.example']),
      WAIT,
    );
    seen.stop();
    const labelCalls = seen.requests.filter(
      (request) => request.pathname === SITE_LIST && request.query.has('ids'),
    );
    expect(labelCalls.map((request) => request.query.get('ids')?.split(',').sort())).toEqual([
      ['1001', '1002', '1004'],
    ]);
  });

  it('names the chosen sites in a read-only form without searching the sites', async () => {
    const { user } = renderScreen('/siteManager/teams');
    const desk = await findRow('News desk');
    const seen = recordRequests();
    await user.click(within(desk).getByRole('button', { name: 'View' }));
    const dialog = await findDialog('View Team');
    await waitFor(() => expect(chosenTags(dialog)).toEqual(['dailynews.example', 'sportsfan.example']), WAIT);
    seen.stop();
    const siteCalls = seen.requests.filter((request) => request.pathname === SITE_LIST);
    // The cells' labels are fresh: the form asks nothing (no search, no ids).
    expect(siteCalls.filter((request) => !request.query.has('ids'))).toEqual([]);
  });

  it('saves the chosen sites as ids', async () => {
    const seen = recordRequests();
    const { user } = renderScreen('/siteManager/teams');
    const desk = await findRow('Sports desk');
    await user.click(within(desk).getByRole('button', { name: 'Edit' }));
    const dialog = await findDialog('Edit Team');
    await waitFor(() => expect(chosenTags(dialog)).toEqual(['travelblog.example']), WAIT);
    await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Sites' }), 'recipes.example');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await screen.findByText('Saved', {}, WAIT);
    await seen.settled();
    seen.stop();
    const saved = seen.requests.find((request) => request.method === 'PUT');
    expect(saved?.body).toMatchObject({ site_ids: [1004, 1003] });
    await waitFor(
      () =>
        expect(columnTexts('Sites')).toEqual([
          'travelblog.example, recipes.example',
          'dailynews.example, sportsfan.example',
        ]),
      WAIT,
    );
  });

  it('filters the list by one chosen site, sending its id', async () => {
    const seen = recordRequests();
    const { user } = renderScreen('/siteManager/teams');
    await findRow('News desk');
    const filters = document.getElementById('team-filters') as HTMLElement;
    await chooseOption(user, within(filters).getByRole('combobox', { name: 'Sites' }), 'sportsfan.example');
    await user.click(within(filters).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(columnTexts('Team Name')).toEqual(['News desk']), WAIT);
    seen.stop();
    const lists = seen.requests.filter((request) => request.pathname.endsWith('/ssp_publisher/team/list'));
    expect(lists.at(-1)?.query.get('site_ids')).toBe('1002');
  });
});
