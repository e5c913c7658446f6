import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import contentAds from '../../../src/reports/configs/contentAds';
import keywordData from '../../../src/reports/configs/keywordData';
import { chooseOption } from '../renderApp';
import { phoneWindow } from '../phoneWindow';
import { WAIT, firstCells, headers, renderReport, settle, signIn } from './renderReport';

let restoreWindow: () => void = () => undefined;
afterEach(() => {
  restoreWindow();
  restoreWindow = () => undefined;
  settle();
});

/** The tab chooser of a phone, by its label. */
const tabSelect = () => screen.getByRole('combobox', { name: 'Tab' });
/** The text the chooser shows (the chosen tab's label). */
const chosen = () =>
  tabSelect().closest('.ant-select')?.querySelector('.ant-select-selection-item')?.textContent;

describe("a report's tabs on a phone", () => {
  it('are a select labelled Tab, not a tab bar; choosing a tab shows it and writes it into the address', async () => {
    restoreWindow = phoneWindow();
    await signIn('publisher@demo.test');
    const { user, router } = renderReport(keywordData, '/report');
    await waitFor(() => expect(firstCells()[0]).toBe('Total'), WAIT);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(chosen()).toBe('Content Page(AFS)');

    await chooseOption(user, tabSelect(), 'Middle Page(AFD)');
    await waitFor(() => expect(headers()).toEqual(['Date', 'Clicks', 'Revenue']), WAIT);
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('middle');
    expect(chosen()).toBe('Middle Page(AFD)');
  });

  it('a shared link opens its tab in the select; Total and each time zone are offered', async () => {
    restoreWindow = phoneWindow();
    await signIn('admin@demo.test');
    const { user, router } = renderReport(contentAds, '/report?tab=UTC%2B08%3A00');
    await waitFor(() => expect(firstCells()[0]).toBe('Total'), WAIT);
    await waitFor(() => expect(chosen()).toBe('UTC+08:00'), WAIT);
    screen.getByText('Report time (UTC+08:00)');

    await chooseOption(user, tabSelect(), 'Total');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('Total'));
    expect(chosen()).toBe('Total');
    await waitFor(() => expect(screen.queryByText('Report time (UTC+08:00)')).toBeNull(), WAIT);
    await user.click(tabSelect());
    const offered = Array.from(
      document.querySelectorAll(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      ),
    ).map((option) => option.getAttribute('title'));
    expect(offered).toEqual(['Total', 'UTC+00:00', 'UTC+08:00', 'UTC-05:00', 'UTC+05:30']);
  });

  it('stay a tab bar in a desktop window', async () => {
    await signIn('publisher@demo.test');
    renderReport(keywordData, '/report');
    await waitFor(() => expect(firstCells()[0]).toBe('Total'), WAIT);
    screen.getByRole('tab', { name: 'Middle Page(AFD)' });
    expect(screen.queryByRole('combobox', { name: 'Tab' })).toBeNull();
  });
});
