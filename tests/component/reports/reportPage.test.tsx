import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../src/mocks/runtime/node';
import appAds from '../../../src/reports/configs/appAds';
import keywordData from '../../../src/reports/configs/keywordData';
import searchAds from '../../../src/reports/configs/searchAds';
import userAnalytics from '../../../src/reports/configs/userAnalytics';
import { WAIT, firstCells, headers, renderReport, reportRequests, settle, signIn } from './renderReport';

/** The search ads alert's text (shell spec section 8), as the search ads config declares it. */
const NO_SEARCH_DATA_TEXT =
  'Your account has no search ads data yet. Please contact your account manager to enable it.';

const APP_METRICS = [
  'Impressions',
  'Clicks',
  'AdRequest',
  'AdResponse',
  'Ecpm',
  'AdFillRate',
  'AdImpRate',
  'Ctr',
  'NetRevenue',
];
let stopRecording: (() => void) | undefined;
afterEach(async () => {
  stopRecording?.();
  await settle();
});

/** The app ads report as the admin, once its Total row shows, with the Custom modal open. */
async function openAppAdsCustom() {
  await signIn('admin@demo.test');
  const { user } = renderReport(appAds);
  await waitFor(() => expect(firstCells()[0]).toBe('Total'), WAIT);
  await user.click(screen.getByRole('button', { name: /Custom/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Custom' }, WAIT);
  return { user, dialog };
}

describe('ReportPage with the app ads config', () => {
  it('shows Date and all nine metrics, the Total row first, then rows newest first', async () => {
    await signIn('admin@demo.test');
    renderReport(appAds);
    await screen.findByText('App Ads Revenue');
    await waitFor(() => expect(firstCells()[0]).toBe('Total'), WAIT);
    expect(headers()).toEqual(['Date', ...APP_METRICS]);
    const dates = firstCells().slice(1);
    expect(dates).toHaveLength(7);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(screen.getAllByText(/%$/).length).toBeGreaterThan(0);
  });

  it('a dimension adds its column, goes into the call and into the URL', async () => {
    await signIn('admin@demo.test');
    const recording = reportRequests();
    stopRecording = recording.stop;
    const { user, router } = renderReport(appAds);
    await waitFor(() => expect(firstCells()[0]).toBe('Total'), WAIT);
    await user.click(screen.getByRole('checkbox', { name: 'OS' }));
    await waitFor(() => expect(headers().slice(0, 2)).toEqual(['Date', 'OS']), WAIT);
    expect(router.state.location.search).toContain('dims=Date%2COS');
    const last = recording.seen.filter((seen) => seen.path.endsWith('/ssp_publisher/app/report')).at(-1);
    expect(last?.path).toBe('/gamebridge/v2/ssp_publisher/app/report');
    expect(last?.body).toMatchObject({
      dimensions: ['Date', 'OS'],
      sorts: [{ field: 'Date', order: 'desc' }],
      page_index: 1,
    });
  });

  it('Custom: Clear All, pick one metric, Save; the choice is kept under APP_ADS_CUSTOM_HEADER', async () => {
    const { user, dialog } = await openAppAdsCustom();
    await user.click(within(dialog).getByRole('button', { name: 'Clear All' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Clicks' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(headers()).toEqual(['Date', 'Clicks']), WAIT);
    const saved = JSON.parse(localStorage.getItem('APP_ADS_CUSTOM_HEADER') as string);
    expect(saved.version).toBe('1.0');
    expect(saved.columns.filter((column: { checked: boolean }) => column.checked)).toEqual([
      { value: 'Clicks', label: 'Clicks', checked: true },
    ]);
  });

  it('Custom: Check all brings every metric back after Clear All', async () => {
    const { user, dialog } = await openAppAdsCustom();
    await user.click(within(dialog).getByRole('button', { name: 'Clear All' }));
    await user.click(within(dialog).getByRole('button', { name: 'Check all' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(headers()).toEqual(['Date', ...APP_METRICS]), WAIT);
  });

  it("Export: a failed export call says 'export file failed'", async () => {
    await signIn('admin@demo.test');
    server.use(
      http.post('*/ssp_publisher/app/report/export', () =>
        HttpResponse.json({ success: false, msg: 'boom' }, { status: 500 }),
      ),
    );
    const { user } = renderReport(appAds);
    await waitFor(() => expect(firstCells()[0]).toBe('Total'), WAIT);
    await user.click(screen.getByRole('button', { name: /Export$/ }));
    await screen.findByText('export file failed', undefined, WAIT);
  });

  it('Export: two clicks in the same instant export once', async () => {
    await signIn('admin@demo.test');
    renderReport(appAds);
    await waitFor(() => expect(firstCells()[0]).toBe('Total'), WAIT);
    const exportButton = screen.getByRole('button', { name: /Export$/ });
    const requests = reportRequests();
    act(() => {
      fireEvent.click(exportButton);
      fireEvent.click(exportButton);
    });
    const exports = () => requests.seen.filter((request) => request.path.endsWith('/report/export'));
    await waitFor(() => expect(exports().length).toBeGreaterThan(0), WAIT);
    await waitFor(() => expect(exportButton.classList.contains('ant-btn-loading')).toBe(false), WAIT);
    requests.stop();
    expect(exports()).toHaveLength(1);
  });

  it("Export: a file the browser cannot save says 'download file failed'", async () => {
    await signIn('admin@demo.test');
    const original = URL.createObjectURL;
    URL.createObjectURL = () => {
      throw new Error('no blob URLs here');
    };
    try {
      const { user } = renderReport(appAds);
      await waitFor(() => expect(firstCells()[0]).toBe('Total'), WAIT);
      await user.click(screen.getByRole('button', { name: /Export$/ }));
      await screen.findByText('download file failed', undefined, WAIT);
    } finally {
      URL.createObjectURL = original;
    }
  });

  it('opens with the state of a shared link', async () => {
    await signIn('admin@demo.test');
    renderReport(appAds, '/report?dims=App&sort=NetRevenue.asc&size=10&f.app_os=IOS');
    await waitFor(() => expect(headers()[0]).toBe('App'), WAIT);
    // Of the App screens' apps, only PuzzleQuest is on iOS and has ad units.
    await waitFor(() => expect(firstCells()).toHaveLength(2), WAIT);
    expect(firstCells().slice(1)).toEqual(['PuzzleQuest']);
    expect(screen.getByRole('checkbox', { name: 'App' })).toHaveProperty('checked', true);
  });
});

describe('ReportPage with the keyword data config', () => {
  it('has the two tabs; the middle page shows Clicks and Revenue from the AFD call', async () => {
    await signIn('publisher@demo.test');
    const recording = reportRequests();
    stopRecording = recording.stop;
    const { user } = renderReport(keywordData);
    await waitFor(() => expect(firstCells()[0]).toBe('Total'), WAIT);
    expect(headers()).toEqual(['Date', 'Lp PV', 'Search PV', 'Impressions', 'Clicks', 'Revenue']);
    screen.getByRole('tab', { name: 'Content Page(AFS)' });
    await user.click(screen.getByRole('tab', { name: 'Middle Page(AFD)' }));
    await waitFor(() => expect(headers()).toEqual(['Date', 'Clicks', 'Revenue']), WAIT);
    expect(
      recording.seen.some((seen) => seen.path === '/gamebridge/v2/ssp_publisher/search/afd/report'),
    ).toBe(true);
  });
});

describe('ReportPage with the search ads config', () => {
  it('the SSP line (admin) has the Country filter, dimension and SSP metrics', async () => {
    await signIn('admin@demo.test');
    renderReport(searchAds);
    await waitFor(() => expect(firstCells()[0]).toBe('Total'), WAIT);
    expect(headers()).toEqual([
      'Date',
      'GrossRevenue',
      'Revenue',
      'Impressions',
      'Clicks',
      'ECpm',
      'FillRate',
      'AdRequest',
    ]);
    screen.getByRole('combobox', { name: 'Country' });
    screen.getByRole('checkbox', { name: 'Country' });
    expect(localStorage.getItem('SEARCH_COMPANY_BUSINESS_LINE')).toBe('SSP');
  });

  it('a shared link sorting by a metric this line does not have sorts by Date instead', async () => {
    await signIn('publisher@demo.test');
    const recording = reportRequests();
    stopRecording = recording.stop;
    renderReport(searchAds, '/report?sort=GrossRevenue.asc');
    await waitFor(() => expect(firstCells()[0]).toBe('Total'), WAIT);
    const last = recording.seen.filter((seen) => seen.path.endsWith('/search_ad/report')).at(-1);
    expect(last?.body).toMatchObject({ sorts: [{ field: 'Date', order: 'desc' }] });
  });

  it('an ordinary failure msg is a toast, with no Attention alert', async () => {
    await signIn('admin@demo.test');
    server.use(
      http.post('*/ssp_publisher/search_ad/report', () =>
        HttpResponse.json({ success: false, msg: 'Search service is busy' }),
      ),
    );
    renderReport(searchAds);
    await screen.findByText('Search service is busy', undefined, WAIT);
    expect(screen.queryByText('Attention')).toBeNull();
    expect(screen.getByRole('button', { name: /Search/ })).toHaveProperty('disabled', false);
  });

  it("a permission_msg failure shows 'Attention' and disables Search and Export", async () => {
    await signIn('publisher@demo.test');
    renderReport(searchAds, '/report?f.domains=partnerdata.example');
    const alert = await screen.findByRole('alert', {}, WAIT);
    within(alert).getByText('Attention');
    within(alert).getByText(NO_SEARCH_DATA_TEXT);
    expect(screen.getByRole('button', { name: /Search/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: /Export$/ })).toHaveProperty('disabled', true);
    expect(headers()).toEqual(['Date', 'Impressions', 'Clicks', 'Revenue']);
    expect(screen.queryByRole('combobox', { name: 'Country' })).toBeNull();
  });
});

describe('ReportPage with the user analytics config', () => {
  it('explains every column with its formula and offers Export but no Custom', async () => {
    await signIn('admin@demo.test');
    const { user } = renderReport(userAnalytics);
    await waitFor(() => expect(firstCells()[0]).toBe('Total'), WAIT);
    const formulas = userAnalytics.views[0].metrics;
    // Spec section 2: these columns, each with a tooltip giving its formula.
    expect(formulas.map((metric) => metric.title)).toEqual([
      'Active UVs',
      'Bounce Rate',
      'RPV',
      'IPV',
      'RPU',
      'IPU',
      'RPM',
      'ARPU',
      'Page View Events',
    ]);
    for (const metric of formulas) {
      expect(metric.tooltip?.startsWith(`${metric.title} = `)).toBe(true);
      expect(screen.getAllByLabelText(`How ${metric.title} is calculated`).length).toBeGreaterThan(0);
    }
    await user.hover(screen.getAllByLabelText('How RPV is calculated')[0]);
    await screen.findByText('RPV = revenue / page view events', undefined, WAIT);
    expect(screen.queryByRole('button', { name: /Custom/ })).toBeNull();
    screen.getByRole('button', { name: /Export$/ });
  });
});
