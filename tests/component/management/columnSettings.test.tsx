// Column settings on a list: hide a column, move one, set a width; saved per user in this
// browser (the reports' stored shape), so a reload keeps them and another user has their own.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PUBLISHER_EMAIL, renderScreen, signIn, WAIT, type RenderedApp } from '../renderApp';
import adUnitSchema from '../../../src/schemas/adUnit';
import { headers, signedInEachTest } from './manage';
import { wideWindow } from '../phoneWindow';

signedInEachTest();

const ZONE_LIST = '/appManager/zoneList';
const ADMIN_KEY = 'LIST_COLUMNS_adUnit_1';

async function openZoneList(): Promise<RenderedApp> {
  const app = renderScreen(ZONE_LIST);
  // The first render loads the list's lazy parts: slow on a busy machine.
  await screen.findByRole('cell', { name: 'reader_banner' }, { timeout: 30_000 });
  return app;
}

async function openSettings(app: RenderedApp): Promise<HTMLElement> {
  await app.user.click(screen.getByRole('button', { name: /Columns/ }));
  return screen.findByLabelText('Column settings', undefined, WAIT);
}

/** Every column of the schema but those off by default, in its order: what a user without settings sees. */
const DEFAULT_HEADERS = adUnitSchema.fields
  .filter((field) => field.column && !(typeof field.column === 'object' && field.column.offByDefault))
  .map((field) => field.label);

describe('Column settings on the ad unit list', { timeout: 90_000 }, () => {
  it('hides a column and moves another; both kept after a reload, for this user only', async () => {
    const app = await openZoneList();
    expect(headers()).toEqual(DEFAULT_HEADERS);
    expect(DEFAULT_HEADERS).not.toContain('In-stream URL');
    const panel = await openSettings(app);

    // A column off by default is offered, unticked; ticking it shows it.
    const inStream = within(panel).getByRole('checkbox', { name: 'In-stream URL' });
    expect((inStream as HTMLInputElement).checked).toBe(false);
    await app.user.click(inStream);
    await waitFor(() => expect(headers()).toContain('In-stream URL'), WAIT);
    await app.user.click(within(panel).getByRole('checkbox', { name: 'Ad Format' }));
    await waitFor(() => expect(headers()).not.toContain('Ad Format'), WAIT);
    await app.user.click(within(panel).getByRole('button', { name: 'Move App Name up' }));
    await waitFor(() => expect(headers().slice(0, 2)).toEqual(['App Name', 'Ad Unit Name']), WAIT);
    await app.user.click(within(panel).getByRole('button', { name: 'Move eCPM down' }));
    await waitFor(() => expect(headers().slice(4, 6)).toEqual(['Status', 'eCPM']), WAIT);
    const saved = JSON.parse(localStorage.getItem(ADMIN_KEY) ?? '{}') as {
      columns: { value: string; checked: boolean }[];
    };
    expect(saved.columns.find((column) => column.value === 'instream_url')?.checked).toBe(true);
    expect(saved.columns.find((column) => column.value === 'ad_format')?.checked).toBe(false);

    // A reload: the same user finds the list as they left it.
    cleanup();
    await openZoneList();
    const arranged = [
      'App Name',
      'Ad Unit Name',
      'Ad Unit ID',
      'In-stream URL',
      'Status',
      'eCPM',
      'Audit Time',
    ];
    expect(headers()).toEqual(arranged);
    // The first shown column stays fixed on the left.
    const headerCells = within(screen.getByRole('table')).getAllByRole('columnheader');
    expect(headerCells[0].className).toContain('ant-table-cell-fix-left');
    expect(headerCells[0].textContent).toBe('App Name');

    // Another user on this browser has the default columns.
    cleanup();
    await signIn(PUBLISHER_EMAIL);
    await openZoneList();
    expect(headers()).toEqual(DEFAULT_HEADERS);
  });

  it('sets a width, and Reset brings the defaults back', async () => {
    const app = await openZoneList();
    const panel = await openSettings(app);
    const width = within(panel).getByRole('spinbutton', { name: 'Ad Format width' });
    await app.user.type(width, '240');
    await app.user.tab();
    await waitFor(() => {
      const saved = JSON.parse(localStorage.getItem(ADMIN_KEY) ?? '{}') as {
        columns: { value: string; width?: number }[];
      };
      expect(saved.columns.find((column) => column.value === 'ad_format')?.width).toBe(240);
    }, WAIT);
    await app.user.click(within(panel).getByRole('checkbox', { name: 'Status' }));
    await waitFor(() => expect(headers()).not.toContain('Status'), WAIT);

    await app.user.click(within(panel).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(headers()).toEqual(DEFAULT_HEADERS), WAIT);
    expect(localStorage.getItem(ADMIN_KEY)).toBeNull();
  });

  it('shows every column on a window of 1600 px and more, where they fit; the settings tick them all', async () => {
    const narrow = wideWindow();
    try {
      const app = await openZoneList();
      const every = adUnitSchema.fields.filter((field) => field.column).map((field) => field.label);
      await waitFor(() => expect(headers()).toEqual(every), WAIT);
      expect(headers()).toEqual(expect.arrayContaining(['In-stream URL', 'Created Time', 'Updated Time']));
      const panel = await openSettings(app);
      const boxes = within(panel).getAllByRole('checkbox') as HTMLInputElement[];
      expect(boxes.filter((box) => !box.checked).map((box) => box.closest('label')?.textContent)).toEqual([]);
    } finally {
      narrow();
    }
  });
});
