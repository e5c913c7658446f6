import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { columnTexts, findRow, recordRequests, rowKeys, valueOf, WAIT } from '../renderApp';
import {
  filterBy,
  headers,
  openCreate,
  openForm,
  openList,
  resetFilters,
  searchText,
  sentRequest,
  signedInEachTest,
} from './manage';

const KEYWORDS = '/searchAds/mainKeyword';

signedInEachTest();

const openKeywords = () => openList(KEYWORDS, 'cheap flights');

const openAdd = () => openCreate(KEYWORDS, 'cheap flights', 'Add Mainkey');

describe('main keyword list', () => {
  it('shows the seeded keywords with Lp Type and status labels', async () => {
    await openKeywords();

    expect(headers()).toEqual([
      'ID',
      'Main Keyword',
      'Lp Type',
      'Style',
      'Status',
      'Creator',
      'Created Time',
      'Updated Time',
      'Action',
    ]);
    expect(rowKeys()).toEqual(['6003', '6005', '6004', '6002', '6001', '6006']);
    await waitFor(
      () =>
        expect(columnTexts('Lp Type')).toEqual([
          'Content Page',
          'Middle Page',
          'Content Page',
          'Middle Page',
          'Content Page',
          'Content Page',
        ]),
      WAIT,
    );
    expect(columnTexts('Status')).toEqual(['Pending', 'Active', 'Failed', 'Active', 'Active', 'Active']);
  });

  it('shows the remark of a failed row in a tooltip, and none for others', async () => {
    const { user } = await openKeywords();

    const failed = await findRow('miracle pills');
    const status = within(failed).getByLabelText('Keyword violates the health claims policy');
    await user.hover(status);
    expect((await screen.findByRole('tooltip', undefined, WAIT)).textContent).toBe(
      'Keyword violates the health claims policy',
    );
    const active = await findRow('cheap flights');
    expect(active.querySelector('[aria-label]')).toBeNull();
  });

  it('filters by keyword, Lp Type and Status', async () => {
    const app = await openKeywords();

    await filterBy(app, 'Lp Type', 'Middle Page');
    await waitFor(() => expect(rowKeys()).toEqual(['6005', '6002']), WAIT);

    await resetFilters(app, 6);
    await filterBy(app, 'Status', 'Failed');
    await waitFor(() => expect(rowKeys()).toEqual(['6004']), WAIT);

    await resetFilters(app, 6);
    await searchText(app, 'Keyword', 'flights');
    await waitFor(() => expect(rowKeys()).toEqual(['6002']), WAIT);
  });
});

describe('Add Mainkey and Edit Mainkey', () => {
  it("asks for the keyword: 'Please Select main keyword'", async () => {
    const { form } = await openAdd();

    await form.submit();

    await form.says('Please Select main keyword');
  });

  it("adds a keyword with 'add main keyword success' and lists it", async () => {
    const recorder = recordRequests();
    const { user, form } = await openAdd();

    await user.type(form.textbox('Main Keyword'), 'garden tools');
    await form.choose('Lp Type', 'Middle Page');
    await form.submit();

    await screen.findByText('add main keyword success', undefined, WAIT);
    await form.closed();
    const row = await findRow('garden tools');
    await waitFor(() => expect(row.children[2].textContent).toBe('Middle Page'), WAIT);
    const post = await sentRequest(recorder, 'POST');
    expect(post?.pathname).toBe('/gamebridge-manager/v1/ssp_publisher/keyword');
    expect(post?.body).toMatchObject({ key_word: 'garden tools', lp_type: 'middle_page' });
  });

  it('edits a keyword with id, lp_type and key_word', async () => {
    const recorder = recordRequests();
    const app = await openKeywords();
    const row = await findRow('cheap flights');
    const form = await openForm(app, within(row).getByRole('button', { name: 'Edit' }), 'Edit Mainkey');

    await waitFor(() => expect(valueOf(form.textbox('Main Keyword'))).toBe('cheap flights'), WAIT);
    await app.user.clear(form.textbox('Main Keyword'));
    await app.user.type(form.textbox('Main Keyword'), 'cheap flights today');
    await form.submit();

    await screen.findByText('update main keyword success', undefined, WAIT);
    await form.closed();
    await findRow('cheap flights today');
    const put = await sentRequest(recorder, 'PUT');
    expect(put?.pathname).toBe('/gamebridge-manager/v1/ssp_publisher/keyword/6002');
    expect(put?.body).toMatchObject({ id: 6002, lp_type: 'middle_page', key_word: 'cheap flights today' });
  });

  it("says 'Date error' and closes the modal when a keyword cannot be loaded", async () => {
    const app = await openKeywords();
    const row = await findRow('archived keyword');

    await app.user.click(within(row).getByRole('button', { name: 'Edit' }));

    await screen.findByText('Date error', undefined, WAIT);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Mainkey' })).toBeNull(), WAIT);
  });
});
