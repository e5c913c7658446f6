// Filters and cells a publisher can read: zones by name, ad formats and countries by label; a
// multi-select shows the chosen labels.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import appAds from '../../../src/reports/configs/appAds';
import contentAds from '../../../src/reports/configs/contentAds';
import { WAIT, firstCells, headers, renderReport, settle, signIn } from './renderReport';

afterEach(settle);

const COUNTRY_NAMES = ['United States', 'United Kingdom', 'Germany', 'Brazil', 'India', 'Japan'];
const ZONE_TYPES = ['Banner', 'Native', 'Interstitial', 'Video', 'Sticky', 'Rewarded', 'Floating Icon'];

/** The body cells of the first column, once the Total row and at least one row show. */
async function dimensionCells(title: string): Promise<string[]> {
  await waitFor(() => {
    expect(headers()[0]).toBe(title);
    expect(firstCells()[0]).toBe('Total');
    expect(firstCells().length).toBeGreaterThan(1);
  }, WAIT);
  return firstCells().slice(1);
}

/** The chosen items a multi-select shows (its tags' texts). */
const chosen = (label: string) => {
  const select = screen.getByRole('combobox', { name: label }).closest('.ant-select') as HTMLElement;
  return Array.from(select.querySelectorAll('.ant-select-selection-item-content')).map(
    (item) => item.textContent,
  );
};

describe('content ads report', () => {
  it('names the zones in the Zone column and in Select Zone, not their ids', async () => {
    await signIn('admin@demo.test');
    renderReport(contentAds, '/report?dims=Zone&f.Zone=50001');

    await waitFor(() => expect(chosen('Select Zone')).toEqual(['Top banner']), WAIT);
    const cells = await dimensionCells('Zone');
    expect(new Set(cells)).toEqual(new Set(['Top banner']));
  }, 40_000);

  it('lists zone names as the choices of Select Zone', async () => {
    await signIn('admin@demo.test');
    const { user } = renderReport(contentAds);
    await user.click(await screen.findByRole('combobox', { name: 'Select Zone' }, WAIT));
    const listbox = await screen.findByRole('listbox', {}, WAIT);
    await waitFor(() => expect(within(listbox.parentElement as HTMLElement).getByText('Top banner')), WAIT);
    expect(within(listbox.parentElement as HTMLElement).queryByText('50001')).toBeNull();
  }, 40_000);

  it('labels ad formats and countries in their columns and filters', async () => {
    await signIn('admin@demo.test');
    renderReport(contentAds, '/report?dims=AdFormat&f.Country=US&f.Country=GB');
    const formats = await dimensionCells('Ad Format');
    formats.forEach((cell) => expect(ZONE_TYPES).toContain(cell));
    await waitFor(() => expect(chosen('Country/Region')).toEqual(['United States', 'United Kingdom']), WAIT);
  }, 40_000);

  it('names countries in the Country/Region column', async () => {
    await signIn('admin@demo.test');
    renderReport(contentAds, '/report?dims=Country');
    const countries = await dimensionCells('Country/Region');
    countries.forEach((cell) => expect(COUNTRY_NAMES).toContain(cell));
  }, 40_000);
});

describe('app ads report', () => {
  it('labels ad formats in the AdFormat column and the Ad Format filter (no h5_interstitial)', async () => {
    await signIn('admin@demo.test');
    renderReport(appAds, '/report?dims=AdFormat&f.ad_format=h5_interstitial&f.ad_format=banner');
    await waitFor(() => expect(chosen('Ad Format')).toEqual(['H5 Interstitial', 'Banner']), WAIT);
    const formats = await dimensionCells('AdFormat');
    formats.forEach((cell) => expect(['Banner', 'H5 Interstitial']).toContain(cell));
  }, 40_000);
});
