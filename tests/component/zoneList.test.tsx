import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../src/mocks/runtime/node';
import { API } from '../../src/mocks/respond';
import {
  chooseOption,
  columnTexts,
  findDialog,
  findRow,
  isDisabled,
  recordRequests,
  renderScreen,
  rowKeys,
  valueOf,
  WAIT,
} from './renderApp';
import { signedInEachTest } from './signedIn';

const ZONE_LIST = '/siteManager/zoneList';

signedInEachTest();

function chooseSite(id = '1001', domain = 'dailynews.example') {
  sessionStorage.setItem('siteId', id);
  sessionStorage.setItem('siteDomain', domain);
}

async function openZoneList() {
  chooseSite();
  const app = renderScreen(ZONE_LIST);
  await screen.findByRole('cell', { name: '50001' }, WAIT);
  return app;
}

/** The zone modal's controls, found by their labels. */
function zoneForm(dialog: HTMLElement) {
  return {
    adFormat: () => within(dialog).getByRole('combobox', { name: 'Ad Format' }),
    zoneSize: () => within(dialog).getByRole('combobox', { name: 'Zone Size' }),
    space: () => within(dialog).queryByRole('combobox', { name: 'Space' }),
    background: () => within(dialog).queryByRole('textbox', { name: 'Background' }),
    description: () => within(dialog).getByRole('textbox', { name: 'Zone Description' }),
    submit: () => within(dialog).getByRole('button', { name: 'Submit' }),
    preview: () => dialog.querySelector('[data-testid="colour-preview"]'),
  };
}

async function openAddZone() {
  const app = await openZoneList();
  await app.user.click(screen.getByRole('button', { name: /Add Zone$/ }));
  const dialog = await findDialog('Add Zone');
  return { ...app, dialog, form: zoneForm(dialog) };
}

/** The text of the selected value(s) of an antd Select. */
function selectedText(combobox: HTMLElement): string[] {
  const select = combobox.closest('.ant-select') as HTMLElement;
  return Array.from(
    select.querySelectorAll(
      '.ant-select-selection-item-content, .ant-select-selection-item:not(.ant-select-selection-item:has(.ant-select-selection-item-content))',
    ),
  ).map((item) => item.textContent ?? '');
}

describe('zone list', () => {
  it('sends the user to the site list when no site is chosen', async () => {
    const { router } = renderScreen(ZONE_LIST);

    await screen.findByRole('cell', { name: 'dailynews.example' }, WAIT);
    expect(router.state.location.pathname).toBe('/siteManager/siteList');
  });

  it('shows the chosen site and its zones with the spec columns', async () => {
    await openZoneList();

    screen.getByText('Site ID: 1001 Site: dailynews.example');
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Zone ID', 'Ad Format', 'Zone Size', 'Description', 'Created Time', 'Action']);
    expect(rowKeys()).toEqual(['50003', '50002', '50001']);
    await waitFor(
      () => expect(columnTexts('Ad Format')).toEqual(['Floating Icon', 'Native', 'Banner']),
      WAIT,
    );
    await waitFor(() => expect(columnTexts('Zone Size')).toEqual(['--', '--', '300x250, 728x90']), WAIT);
    expect(columnTexts('Description')).toEqual(['Floating icon', 'feed_native,article_native', 'Top banner']);
  });

  it('lists only the zones of the chosen site', async () => {
    chooseSite('1002', 'sportsfan.example');
    renderScreen(ZONE_LIST);

    await screen.findByRole('cell', { name: '50005' }, WAIT);
    screen.getByText('Site ID: 1002 Site: sportsfan.example');
    expect(rowKeys()).toEqual(['50005', '50004']);
    await waitFor(() => expect(columnTexts('Zone Size')).toEqual(['320x50', '--']), WAIT);
    expect(columnTexts('Description')).toEqual(['mobile_banner', 'Interstitial between pages']);
  });

  it('filters by Ad Format', async () => {
    const { user } = await openZoneList();

    await chooseOption(user, screen.getByRole('combobox', { name: 'Ad Format' }), 'Native');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(rowKeys()).toEqual(['50002']), WAIT);
  });
});

describe('Add Zone', () => {
  it("asks for the zone type on an empty submit: 'Please select zone type'", async () => {
    const { user, dialog, form } = await openAddZone();

    await user.click(form.submit());

    await within(dialog).findByText('Please select zone type', undefined, WAIT);
    expect(within(dialog).queryByText('Please select zone size')).toBeNull();
  });

  it('enables and requires Zone Size only for Banner (ad type 1)', async () => {
    const { user, dialog, form } = await openAddZone();
    expect(isDisabled(form.zoneSize())).toBe(true);

    await chooseOption(user, form.adFormat(), 'Native');
    expect(isDisabled(form.zoneSize())).toBe(true);

    await chooseOption(user, form.adFormat(), 'Banner');
    await waitFor(() => expect(isDisabled(form.zoneSize())).toBe(false), WAIT);
    await user.click(form.submit());

    await within(dialog).findByText('Please select zone size', undefined, WAIT);
    expect(within(dialog).queryByText('Please select zone type')).toBeNull();
  });

  it('creates a Banner zone with its sizes', async () => {
    const recorder = recordRequests();
    const { user, form } = await openAddZone();

    await chooseOption(user, form.adFormat(), 'Banner');
    await chooseOption(user, form.zoneSize(), '300x250');
    await chooseOption(user, form.zoneSize(), '320x50');
    await user.type(form.description(), 'Sidebar');
    await user.click(form.submit());

    await screen.findByText('add zone success', undefined, WAIT);
    const row = await findRow('Sidebar');
    await waitFor(() => expect(row.children[2].textContent).toBe('300x250, 320x50'), WAIT);
    await recorder.settled();
    recorder.stop();
    const post = recorder.requests.find((request) => request.method === 'POST');
    expect(post?.pathname).toBe('/gamebridge-manager/v1/ssp_publisher/domain/1001/zone/add');
    expect(post?.body).toEqual({ ad_type: 1, ad_size: [1, 3], description: 'Sidebar' });
  });

  it('clears and disables Zone Size when the type changes away from Banner', async () => {
    const { user, form } = await openAddZone();

    await chooseOption(user, form.adFormat(), 'Banner');
    await chooseOption(user, form.zoneSize(), '728x90');
    expect(selectedText(form.zoneSize())).toEqual(['728x90']);

    await chooseOption(user, form.adFormat(), 'Interstitial');

    await waitFor(() => expect(isDisabled(form.zoneSize())).toBe(true), WAIT);
    expect(selectedText(form.zoneSize())).toEqual([]);
  });

  it('shows Space (1.6 preselected) and Background only for Floating Icon (ad type 7)', async () => {
    const { user, form } = await openAddZone();
    expect(form.space()).toBeNull();
    expect(form.background()).toBeNull();

    await chooseOption(user, form.adFormat(), 'Floating Icon');

    const space = await waitFor(() => {
      const found = form.space();
      if (!found) throw new Error('Space not shown');
      return found;
    }, WAIT);
    expect(selectedText(space)).toEqual(['1.6']);
    expect(form.background()).not.toBeNull();
    expect(isDisabled(form.zoneSize())).toBe(true);

    await user.click(space);
    const spaces = await waitFor(() => {
      const options = Array.from(
        document.querySelectorAll<HTMLElement>(
          '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
        ),
      ).map((option) => option.getAttribute('title'));
      if (!options.includes('5')) throw new Error('space options not shown');
      return options;
    }, WAIT);
    expect(spaces).toEqual(['1', '1.5', '1.6', '1.75', '2', '3', '4', '5']);

    await chooseOption(user, form.adFormat(), 'Video');
    await waitFor(() => expect(form.space()).toBeNull(), WAIT);
    expect(form.background()).toBeNull();
  });

  it('checks the background colour and previews a valid one', async () => {
    const { user, dialog, form } = await openAddZone();
    await chooseOption(user, form.adFormat(), 'Floating Icon');
    const background = await waitFor(() => {
      const found = form.background();
      if (!found) throw new Error('Background not shown');
      return found;
    }, WAIT);

    await user.click(form.submit());
    await within(dialog).findByText('Please input background color', undefined, WAIT);

    await user.type(background, 'ab');
    await within(dialog).findByText('Minimum 3 characters', undefined, WAIT);
    expect(form.preview()).toBeNull();

    await user.clear(background);
    await user.type(background, 'ggg');
    await within(dialog).findByText('Please enter correct value', undefined, WAIT);
    expect(within(dialog).queryByText('Minimum 3 characters')).toBeNull();
    expect(form.preview()).toBeNull();

    await user.clear(background);
    await user.type(background, 'fff');
    await waitFor(() => expect(within(dialog).queryByText('Please enter correct value')).toBeNull(), WAIT);
    // The picker is loaded lazily the first time a valid colour shows it.
    await waitFor(() => expect(form.preview()).not.toBeNull(), WAIT);
    expect(valueOf(background)).toBe('fff');

    // Six digits is the most the field takes.
    await user.clear(background);
    await user.type(background, '1677ffaa');
    expect(valueOf(background)).toBe('1677ff');
    expect(form.preview()).not.toBeNull();
  });

  it("creates a Floating Icon zone and says 'add zone success'", async () => {
    const recorder = recordRequests();
    const { user, form } = await openAddZone();

    await chooseOption(user, form.adFormat(), 'Floating Icon');
    const background = await waitFor(() => {
      const found = form.background();
      if (!found) throw new Error('Background not shown');
      return found;
    }, WAIT);
    await user.type(background, 'fff');
    await user.type(form.description(), '  Corner icon  ');
    await user.click(form.submit());

    await screen.findByText('add zone success', undefined, WAIT);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Zone' })).toBeNull(), WAIT);
    const row = await findRow('Corner icon');
    await waitFor(() => expect(row.children[1].textContent).toBe('Floating Icon'), WAIT);
    expect(rowKeys()).toHaveLength(4);
    await recorder.settled();
    recorder.stop();
    const post = recorder.requests.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({ ad_type: 7, space: 1.6, background: 'fff', description: 'Corner icon' });
  });

  it("keeps the modal open with the typed description when the server refuses: 'add zone error'", async () => {
    server.use(
      http.post(`${API}/ssp_publisher/domain/:id/zone/add`, () =>
        HttpResponse.json({ success: false, msg: 'boom' }),
      ),
    );
    const { user, dialog, form } = await openAddZone();

    await chooseOption(user, form.adFormat(), 'Native');
    await user.type(form.description(), 'keep me');
    await user.click(form.submit());

    await screen.findByText('add zone error', undefined, WAIT);
    await within(dialog).findByText('boom', undefined, WAIT);
    expect(screen.getByRole('dialog', { name: 'Add Zone' })).toBe(dialog);
    expect(valueOf(form.description())).toBe('keep me');
    expect(selectedText(form.adFormat())).toEqual(['Native']);
    expect(screen.queryByText('add zone success')).toBeNull();
    expect(rowKeys()).toEqual(['50003', '50002', '50001']);
  });

  it('limits the description to 200 characters', async () => {
    const { user, form } = await openAddZone();

    await user.click(form.description());
    await user.paste('x'.repeat(205));

    expect(valueOf(form.description())).toHaveLength(200);
  });
});

describe('Edit Zone', () => {
  async function openEdit(zoneId: string) {
    const app = await openZoneList();
    const row = await findRow(zoneId);
    await app.user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await findDialog('Edit Zone');
    return { ...app, dialog, form: zoneForm(dialog) };
  }

  it("locks Ad Format and saves with 'update zone success'", async () => {
    const recorder = recordRequests();
    const { user, form } = await openEdit('50001');

    expect(isDisabled(form.adFormat())).toBe(true);
    await waitFor(() => expect(selectedText(form.adFormat())).toEqual(['Banner']), WAIT);
    await waitFor(() => expect(selectedText(form.zoneSize())).toEqual(['300x250', '728x90']), WAIT);
    expect(valueOf(form.description())).toBe('Top banner');

    await user.clear(form.description());
    await user.type(form.description(), 'Top banner, wide');
    await user.click(form.submit());

    await screen.findByText('update zone success', undefined, WAIT);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Zone' })).toBeNull(), WAIT);
    const row = await findRow('50001');
    await waitFor(() => expect(row.children[3].textContent).toBe('Top banner, wide'), WAIT);
    await recorder.settled();
    recorder.stop();
    const put = recorder.requests.find((request) => request.method === 'PUT');
    expect(put?.pathname).toBe('/gamebridge-manager/v1/ssp_publisher/zone/50001');
    expect(put?.body).toMatchObject({
      zone_id: 50001,
      ad_type: 1,
      ad_size: [1, 2],
      description: 'Top banner, wide',
    });
  });

  it("shows a Floating Icon zone's space and background", async () => {
    const { form } = await openEdit('50003');

    expect(isDisabled(form.adFormat())).toBe(true);
    await waitFor(() => expect(selectedText(form.adFormat())).toEqual(['Floating Icon']), WAIT);
    const space = form.space();
    expect(space && selectedText(space)).toEqual(['1.6']);
    expect(valueOf(form.background() as HTMLElement)).toBe('fff');
    await waitFor(() => expect(form.preview()).not.toBeNull(), WAIT);
  });

  it("says 'update zone error' and stays open when the server refuses", async () => {
    server.use(
      http.put(`${API}/ssp_publisher/zone/:zoneId`, () => HttpResponse.json({ success: false, msg: 'nope' })),
    );
    const { user, dialog, form } = await openEdit('50002');

    await user.type(form.description(), 'Feed');
    await user.click(form.submit());

    await screen.findByText('update zone error', undefined, WAIT);
    within(dialog).getByText('nope');
    expect(valueOf(form.description())).toBe('Feed');
  });
});
