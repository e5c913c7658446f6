import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sameFilters } from '../../src/resources/list/filters';
import appAds from '../../src/reports/configs/appAds';
import { firstCells, renderReport, reportRequests } from './reports/renderReport';
import { prepare, recordRequests, renderScreen, signIn, tidy, WAIT } from './renderApp';

beforeEach(async () => {
  prepare();
  await signIn();
});
afterEach(tidy);

describe('Search always fetches again', () => {
  it('compares filters by what they ask for, ignoring empty ones and order', () => {
    const status = { field: 'status', operator: 'eq', value: 1 } as const;
    const empty = { field: 'domain', operator: 'eq', value: undefined } as const;
    expect(sameFilters([status, empty], [status])).toBe(true);
    expect(sameFilters([status], [{ ...status, value: 2 }])).toBe(false);
  });

  it('a list asks for its rows again when Search is pressed with the same filters', async () => {
    const recording = recordRequests();
    try {
      const { user } = renderScreen('/siteManager/siteList');
      await screen.findByRole('cell', { name: 'dailynews.example' }, WAIT);
      const lists = () =>
        recording.requests.filter((seen) => seen.pathname.endsWith('/ssp_publisher/domain/list'));
      const before = lists().length;
      await user.click(screen.getByRole('button', { name: 'Search' }));
      await waitFor(() => expect(lists().length).toBe(before + 1), WAIT);
    } finally {
      recording.stop();
    }
  });

  it('a report asks for its rows again when Search is pressed with the same dates and filters', async () => {
    const recording = reportRequests();
    try {
      const { user } = renderReport(appAds);
      await waitFor(() => expect(firstCells()[0]).toBe('Total'), WAIT);
      const reports = () => recording.seen.filter((seen) => seen.path.endsWith('/ssp_publisher/app/report'));
      const before = reports().length;
      await user.click(screen.getByRole('button', { name: /Search/ }));
      await waitFor(() => expect(reports().length).toBe(before + 1), WAIT);
    } finally {
      recording.stop();
    }
  });
});
