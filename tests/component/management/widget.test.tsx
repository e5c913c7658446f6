import widgetSchema from '../../../src/schemas/widget';
import { showEveryColumn } from '../columns';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  chooseOption,
  columnTexts,
  enabledButton,
  findRow,
  isDisabled,
  recordRequests,
  rowKeys,
  valueOf,
  WAIT,
} from '../renderApp';
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

const WIDGETS = '/widget/list';

signedInEachTest();

const openWidgets = () => openList(WIDGETS, '2001');

const openAdd = () => openCreate(WIDGETS, '2001', 'Create Widget');

describe('widget list', () => {
  it('shows the seeded widgets, with Creative and Code enabled only for the active one', async () => {
    // The spec's columns, those off by default included.
    showEveryColumn(widgetSchema);
    await openWidgets();

    expect(headers()).toEqual([
      'Widget ID',
      'Language',
      'Widget Style',
      'Description',
      'Status',
      'Creator',
      'Created Time',
      'Action',
    ]);
    expect(rowKeys()).toEqual(['2002', '2003', '2001']);
    await waitFor(
      () => expect(columnTexts('Widget Style')).toEqual(['Page Insert', 'Page Insert', 'Icon Hover']),
      WAIT,
    );
    expect(columnTexts('Status')).toEqual(['Pending', 'Failed', 'Active']);
    await waitFor(
      () =>
        expect(columnTexts('Action')).toEqual(['EditCreativeCode', 'EditCreativeCode', 'EditCreativeCode']),
      WAIT,
    );
    const pending = await findRow('2002');
    for (const name of ['Creative', 'Code'])
      await waitFor(() => expect(isDisabled(within(pending).getByRole('button', { name }))).toBe(true), WAIT);
    expect(isDisabled(within(await findRow('2001')).getByRole('button', { name: 'Code' }))).toBe(false);
    const failed = await findRow('2003');
    within(failed).getByLabelText('The description names a competitor');
  });

  it('filters by Widget ID, Widget Style and Status', async () => {
    const app = await openWidgets();

    await filterBy(app, 'Widget Style', 'Page Insert');
    await waitFor(() => expect(rowKeys()).toEqual(['2002', '2003']), WAIT);
    await filterBy(app, 'Status', 'Failed');
    await waitFor(() => expect(rowKeys()).toEqual(['2003']), WAIT);

    await resetFilters(app, 3);
    await searchText(app, 'Widget ID', '2001');
    await waitFor(() => expect(rowKeys()).toEqual(['2001']), WAIT);
  });

  it('shows the code snippet of an active widget', async () => {
    const app = await openWidgets();

    await app.user.click(within(await findRow('2001')).getByRole('button', { name: 'Code' }));

    const dialog = await screen.findByRole('dialog', { name: 'Widget Code' }, WAIT);
    expect(dialog.textContent).toContain('<div class="pc-widget" data-widget-id="2001"></div>');
  });
});

describe('Creative', () => {
  it("filters the creatives by status, sending the spec's ready_status", async () => {
    const app = await openWidgets();
    await app.user.click(await enabledButton(await findRow('2001'), 'Creative'));
    const dialog = await screen.findByRole('dialog', { name: 'Creatives of widget 2001' }, WAIT);
    const creativeIds = () =>
      Array.from(dialog.querySelectorAll('tbody tr.ant-table-row')).map((row) => row.children[0].textContent);
    await waitFor(() => expect(creativeIds()).toHaveLength(3), WAIT);

    const recorder = recordRequests();
    await chooseOption(app.user, within(dialog).getByRole('combobox', { name: 'Status' }), 'Ended');
    await app.user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(creativeIds()).toEqual(['cr_1002']), WAIT);
    const sent = recorder.requests.find((request) => request.pathname.endsWith('/widget/creative/list'));
    recorder.stop();
    expect(sent?.query.get('ready_status')).toBe('Ended');
    expect(dialog.querySelector('tbody tr.ant-table-row')?.children[3].textContent).toBe('Ended');
  });
});

describe('Create Widget and Edit Widget', () => {
  it('asks for language and style, and stops the description at 200 characters', async () => {
    const { user, form } = await openAdd();

    await form.submit();
    await form.says('Please select language');
    await form.says('Please select widget style');

    await user.click(form.textbox('Description'));
    await user.paste('x'.repeat(205));
    expect(valueOf(form.textbox('Description'))).toHaveLength(200);
    within(form.dialog).getByText('200 / 200');
  });

  it("creates a widget with 'create widget success' and lists it", async () => {
    const recorder = recordRequests();
    const { user, form } = await openAdd();

    await form.choose('Language', 'English');
    await form.choose('Widget Style', 'Icon Hover');
    await user.type(form.textbox('Description'), 'Sidebar hover');
    await form.submit();

    await screen.findByText('create widget success', undefined, WAIT);
    await form.closed();
    const row = await findRow('Sidebar hover');
    await waitFor(() => expect(row.children[2].textContent).toBe('Icon Hover'), WAIT);
    expect(rowKeys()).toHaveLength(4);
    const post = await sentRequest(recorder, 'POST');
    expect(post?.pathname).toBe('/gamebridge-manager/v1/ssp_publisher/widget');
    expect(post?.body).toMatchObject({ lan: 'en', widget_style: 'icon_hover', description: 'Sidebar hover' });
  });

  it('locks language and style of an active widget', async () => {
    const app = await openWidgets();
    const form = await openForm(
      app,
      within(await findRow('2001')).getByRole('button', { name: 'Edit' }),
      'Edit Widget',
    );

    await waitFor(() => expect(isDisabled(form.combobox('Language'))).toBe(true), WAIT);
    expect(isDisabled(form.combobox('Widget Style'))).toBe(true);
  });

  it('sets a failed widget back to pending on edit', async () => {
    const app = await openWidgets();
    const form = await openForm(
      app,
      within(await findRow('2003')).getByRole('button', { name: 'Edit' }),
      'Edit Widget',
    );

    expect(isDisabled(form.combobox('Widget Style'))).toBe(false);
    await app.user.clear(form.textbox('Description'));
    await app.user.type(form.textbox('Description'), 'Neutral description');
    await form.submit();

    await screen.findByText('update widget success', undefined, WAIT);
    await form.closed();
    const row = await findRow('Neutral description');
    await waitFor(() => expect(row.children[4].textContent).toBe('Pending'), WAIT);
  });
});
