import { screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import appAds from '../../../src/reports/configs/appAds';
import userAnalytics from '../../../src/reports/configs/userAnalytics';
import { defaultRange } from '../../../src/reports/filters/dateLimits';
import { quickRangeEndNote } from '../../../src/reports/filters/ReportFilters';
import { WAIT, firstCells, headers, renderReport, signIn } from './renderReport';

describe('report dates and labels', () => {
  it('a shared link with dates outside the limit shows why and corrects the address', async () => {
    await signIn('admin@demo.test');
    const { router } = renderReport(userAnalytics, '/report?start=2020-01-01&end=2020-01-07');
    const [start, end] = defaultRange(userAnalytics.views[0].defaultRange);
    await screen.findByText(
      `The link's dates 2020-01-01 to 2020-01-07 are outside what this report allows, so it shows ${start} to ${end}.`,
      undefined,
      WAIT,
    );
    await waitFor(() => expect(router.state.location.search).toContain(`start=${start}&end=${end}`), WAIT);
  });

  it('a shared link whose start is after its end says so', async () => {
    await signIn('admin@demo.test');
    const late = dayjs().subtract(3, 'day').format('YYYY-MM-DD');
    const early = dayjs().subtract(5, 'day').format('YYYY-MM-DD');
    renderReport(userAnalytics, `/report?start=${late}&end=${early}`);
    await screen.findByText(
      new RegExp(`^The link's start date ${late} is after its end date ${early}, `),
      undefined,
      WAIT,
    );
  });

  it('with no dimension ticked the Total row is labelled and the row under it names its dates', async () => {
    await signIn('admin@demo.test');
    const { user } = renderReport(appAds);
    await waitFor(() => expect(firstCells()[0]).toBe('Total'), WAIT);
    await user.click(screen.getByRole('checkbox', { name: 'Date' }));
    const [start, end] = defaultRange();
    await waitFor(() => expect(firstCells()).toEqual(['Total', `${start} ~ ${end}`]), WAIT);
    expect(headers()[0]).toBe('Date Range');
  });

  it('user analytics shows Yesterday disabled (it cannot be picked) and explains why its ranges end two days back', async () => {
    await signIn('admin@demo.test');
    const { user } = renderReport(userAnalytics);
    await waitFor(() => expect(firstCells()[0]).toBe('Total'), WAIT);
    await user.click(screen.getAllByPlaceholderText('Start date')[0]);
    const preset = await screen.findByText('Last 7 Days', undefined, WAIT);
    screen.getByText('Last 30 Days');
    const end = dayjs().subtract(2, 'day').format('YYYY-MM-DD');
    const yesterday = screen.getByText('Yesterday');
    expect(yesterday.getAttribute('aria-disabled')).toBe('true');
    await user.hover(yesterday);
    await screen.findByText(
      `A day's data is complete 2 days later: the latest day here is ${end}.`,
      undefined,
      WAIT,
    );
    await user.hover(preset);
    await screen.findByText(quickRangeEndNote(2, end), undefined, WAIT);
  });
});
