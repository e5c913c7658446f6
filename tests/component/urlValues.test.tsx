import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeQueryValues } from '../../src/providers/router/routerProvider';
import { chooseOption, prepare, renderScreen, rowKeys, signIn, tidy, WAIT } from './renderApp';

const SITE_LIST = '/siteManager/siteList';

beforeEach(async () => {
  prepare();
  await signIn();
});
afterEach(tidy);

describe('values a list puts in the address', () => {
  it('encodes +, spaces, &, #, % and Chinese text, however nested', () => {
    expect(encodeQueryValues({ filters: [{ value: ['UTC+08:00', 'a b&c#d%e', '新闻'] }], page: 2 })).toEqual({
      filters: [{ value: ['UTC%2B08%3A00', 'a%20b%26c%23d%25e', '%E6%96%B0%E9%97%BB'] }],
      page: '2',
    });
  });

  it('a time-zone filter with + survives the address: reload and Back show it and its rows', async () => {
    const { user, router, unmount } = renderScreen(SITE_LIST);
    await screen.findByRole('cell', { name: 'dailynews.example' }, WAIT);
    await chooseOption(user, screen.getByRole('combobox', { name: 'Time Zone' }), 'UTC+08:00');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(rowKeys()).toEqual(['1011', '1007', '1002']), WAIT);
    const address = `${router.state.location.pathname}${router.state.location.search}`;
    expect(address).toContain('UTC%2B08%3A00');
    unmount();

    // A reload of that address shows the same choice and rows.
    renderScreen(address);
    await waitFor(() => expect(rowKeys()).toEqual(['1011', '1007', '1002']), WAIT);
    const zone = screen.getByRole('combobox', { name: 'Time Zone' }).closest('.ant-select');
    expect(zone?.querySelector('.ant-select-selection-item')?.textContent).toBe('UTC+08:00');
  });

  it('a site search with &, #, % and Chinese text comes back from the address unchanged', async () => {
    const typed = 'a&b #1 100% 新闻';
    const { user, router, unmount } = renderScreen(SITE_LIST);
    await screen.findByRole('cell', { name: 'dailynews.example' }, WAIT);
    await user.type(screen.getByRole('textbox', { name: 'Site' }), typed);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toContain('filters'), WAIT);
    const address = `${router.state.location.pathname}${router.state.location.search}`;
    unmount();
    renderScreen(address);
    await waitFor(
      () => expect((screen.getByRole('textbox', { name: 'Site' }) as HTMLInputElement).value).toBe(typed),
      WAIT,
    );
  });
});
