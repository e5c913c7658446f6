import siteSchema from '../../src/schemas/site';
import { showEveryColumn } from './columns';
import { SPEC_COLUMNS } from '../support/specColumns';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../src/mocks/runtime/node';
import { API } from '../../src/mocks/respond';
import {
  chooseOption,
  columnTexts,
  findRow,
  isDisabled,
  prepare,
  renderScreen,
  rowKeys,
  signIn,
  tidy,
  valueOf,
  WAIT,
} from './renderApp';

const SITE_LIST = '/siteManager/siteList';
/** The seed's sites, newest first (the list's order). */
const ALL_SITE_IDS = [
  '1012',
  '1011',
  '1007',
  '1006',
  '1005',
  '1004',
  '1003',
  '1002',
  '1001',
  '1010',
  '1009',
  '1008',
  '1013',
];

beforeEach(async () => {
  prepare();
  await signIn();
});
afterEach(tidy);

async function openSiteList() {
  const app = renderScreen(SITE_LIST);
  await screen.findByRole('cell', { name: 'dailynews.example' }, WAIT);
  return app;
}

const cellText = (row: HTMLElement, column: string) => {
  const headers = within(screen.getByRole('table')).getAllByRole('columnheader');
  const index = headers.findIndex((header) => header.textContent === column);
  return row.children[index]?.textContent;
};

describe('site list', () => {
  it('shows every site with the spec columns, newest first', async () => {
    // The spec's columns, those off by default included.
    showEveryColumn(siteSchema);
    await openSiteList();

    // The selection column (the bulk Verify ads.txt) has no title.
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .filter((header) => !header.classList.contains('ant-table-selection-column'))
      .map((header) => header.textContent);
    expect(headers).toEqual([...SPEC_COLUMNS.site.en, 'Action']);
    expect(rowKeys()).toEqual(ALL_SITE_IDS);
    screen.getByText('Total 13');
  });

  it("shows '--' for an empty time zone and 'Close' for an archived site", async () => {
    await openSiteList();

    expect(cellText(await findRow('travelblog.example'), 'Time Zone')).toBe('--');
    expect(cellText(await findRow('dailynews.example'), 'Time Zone')).toBe('UTC+00:00');
    expect(cellText(await findRow('oldforum.example'), 'Status')).toBe('Close');
    expect(cellText(await findRow('sportsfan.example'), 'Status')).toBe('Live');
    expect(columnTexts('Status')).not.toContain('Archive');
    expect(cellText(await findRow('newcomer.example'), 'Status')).toBe('N/A');
    expect(cellText(await findRow('newcomer.example'), 'Ads.txt Status')).toBe('Wait For Ads.txt');
  });

  it('labels every ads.txt status as the spec says', async () => {
    await openSiteList();

    expect(cellText(await findRow('travelblog.example'), 'Ads.txt Status')).toBe('Wait For Ads.txt');
    expect(cellText(await findRow('dailynews.example'), 'Ads.txt Status')).toBe('Verification Successful');
    expect(cellText(await findRow('sportsfan.example'), 'Ads.txt Status')).toBe('Need Update ads.txt');
    expect(cellText(await findRow('recipes.example'), 'Ads.txt Status')).toBe('Verification Failed');
    expect(columnTexts('Ads.txt Status')).not.toContain('N/A');
  });

  it('prints the created time as YYYY-MM-DD HH:mm:ss', async () => {
    showEveryColumn(siteSchema);
    await openSiteList();

    const times = columnTexts('Created Time');
    expect(times).toHaveLength(ALL_SITE_IDS.length);
    for (const time of times) expect(time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('disables Verify ads.txt and Copy ads.txt exactly on the rows whose ads.txt status is N/A', async () => {
    await openSiteList();
    const verifyButtons = () => screen.getAllByRole('button', { name: 'Verify ads.txt' });
    const copyButtons = () => screen.getAllByRole('button', { name: 'Copy ads.txt' });

    // The actions load lazily; once loaded, the nine sites with an ads.txt status have them enabled.
    await waitFor(() => {
      expect(verifyButtons().filter((button) => !isDisabled(button))).toHaveLength(9);
      expect(copyButtons().filter((button) => !isDisabled(button))).toHaveLength(9);
    }, WAIT);

    for (const site of ['travelblog.example', 'techreview.example', 'spamfarm.example']) {
      const row = await findRow(site);
      expect(isDisabled(within(row).getByRole('button', { name: 'Verify ads.txt' }))).toBe(true);
      expect(isDisabled(within(row).getByRole('button', { name: 'Copy ads.txt' }))).toBe(true);
      expect(isDisabled(within(row).getByRole('button', { name: 'Zones' }))).toBe(false);
    }
    for (const site of ['dailynews.example', 'sportsfan.example', 'recipes.example']) {
      const row = await findRow(site);
      expect(isDisabled(within(row).getByRole('button', { name: 'Verify ads.txt' }))).toBe(false);
      expect(isDisabled(within(row).getByRole('button', { name: 'Copy ads.txt' }))).toBe(false);
    }
  });

  it('narrows the rows by site text on Search and restores them on Reset', async () => {
    const { user, router } = await openSiteList();

    await user.type(screen.getByRole('textbox', { name: 'Site' }), 'sports');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(rowKeys()).toEqual(['1002']), WAIT);
    screen.getByRole('cell', { name: 'sportsfan.example' });
    expect(screen.queryByRole('cell', { name: 'dailynews.example' })).toBeNull();
    expect(router.state.location.search).toContain('sports');

    await user.click(screen.getByRole('button', { name: 'Reset' }));

    await waitFor(() => expect(rowKeys()).toEqual(ALL_SITE_IDS), WAIT);
    expect(valueOf(screen.getByRole('textbox', { name: 'Site' }))).toBe('');
  });

  it('filters by status and time zone', async () => {
    const { user } = await openSiteList();

    await chooseOption(user, screen.getByRole('combobox', { name: 'Time Zone' }), 'UTC+08:00');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(rowKeys()).toEqual(['1011', '1007', '1002']), WAIT);

    await chooseOption(user, screen.getByRole('combobox', { name: 'Status' }), 'Active');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(rowKeys()).toEqual(['1002']), WAIT);
  });

  it('shows a status filter read from the URL by its label, with the rows it selects', async () => {
    renderScreen(`${SITE_LIST}?filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=1`);
    await waitFor(() => expect(rowKeys()).toEqual(['1012', '1002', '1001']), WAIT);
    const status = screen.getByRole('combobox', { name: 'Status' }).closest('.ant-select');
    expect(status?.querySelector('.ant-select-selection-item')?.textContent).toBe('Active');
  });

  it('says when the filters match nothing and offers to clear them', async () => {
    const { user } = await openSiteList();

    await user.type(screen.getByRole('textbox', { name: 'Site' }), 'nothing-matches-this');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await screen.findByText('No records match these filters', undefined, WAIT);
    expect(rowKeys()).toEqual([]);
    expect(screen.queryByText('No Data')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByRole('cell', { name: 'dailynews.example' }, WAIT);
    expect((screen.getByRole('textbox', { name: 'Site' }) as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('No records match these filters')).toBeNull();
  });

  it("shows 'No Data', and no Clear filters, when an unfiltered list is empty", async () => {
    server.use(
      http.get(`${API}/ssp_publisher/domain/list`, () =>
        HttpResponse.json({ success: true, code: 0, msg: 'ok', data: { list: [], total: 0 } }),
      ),
    );
    renderScreen(SITE_LIST);
    await screen.findByText('No Data', undefined, WAIT);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('offers 10, 20, 30, 50 and 100 rows a page with 20 by default', async () => {
    const { user } = await openSiteList();
    const pageSize = screen.getByRole('combobox', { name: 'Page Size' });
    const selected = pageSize.closest('.ant-select')?.querySelector('.ant-select-selection-item');
    expect(selected?.textContent).toBe('20 / page');

    await user.click(pageSize);
    const listbox = await waitFor(() => {
      const options = Array.from(
        document.querySelectorAll<HTMLElement>(
          '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
        ),
      );
      if (options.length === 0) throw new Error('page sizes not shown');
      return options;
    }, WAIT);
    expect(listbox.map((option) => option.getAttribute('title'))).toEqual([
      '10 / page',
      '20 / page',
      '30 / page',
      '50 / page',
      '100 / page',
    ]);

    await user.click(listbox[0]);
    await waitFor(() => expect(rowKeys()).toEqual(ALL_SITE_IDS.slice(0, 10)), WAIT);
    screen.getByText('Total 13');
  });
});
