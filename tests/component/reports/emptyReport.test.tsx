import { screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../src/mocks/runtime/node';
import appAds from '../../../src/reports/configs/appAds';
import { WAIT, renderReport, settle, signIn } from './renderReport';

/** Every app ads report call answers no row (an empty result's total_rows is {}). */
const answerEmpty = () =>
  server.use(
    http.post('*/ssp_publisher/app/report', () =>
      HttpResponse.json({ success: true, code: 0, msg: 'ok', data: { rows: [], total: 0, total_rows: {} } }),
    ),
  );

beforeEach(async () => {
  await signIn('admin@demo.test');
  answerEmpty();
});
afterEach(async () => {
  await settle();
});

describe('an empty report result', () => {
  it("says 'No Data' when nothing is narrowed, with nothing to clear", async () => {
    renderReport(appAds);
    await screen.findByText('No Data', undefined, WAIT);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    expect(screen.queryByText('No records match these filters')).toBeNull();
  });

  it('says the filters leave no row and clears them (as Reset does) when a filter is chosen', async () => {
    const { user, router } = renderReport(appAds, '/report?f.app_os=IOS');
    await screen.findByText('No records match these filters', undefined, WAIT);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));

    await waitFor(() => expect(router.state.location.search).not.toContain('app_os'), WAIT);
    await screen.findByText('No Data', undefined, WAIT);
  });

  it('counts a date range other than the default as narrowed too', async () => {
    const day = dayjs().subtract(10, 'day').format('YYYY-MM-DD');
    renderReport(appAds, `/report?start=${day}&end=${day}`);
    await screen.findByText('No records match these filters', undefined, WAIT);
  });
});
