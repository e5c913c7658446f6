// No answer takes a screen down: the calls whose answers used to crash a screen (saved report
// views, SDK & API, the ad-unit import, the group Setting trees), answered with wrong types or
// with JSON cut short, leave the screen up with the call layer's message, never the error
// boundary. A save whose answer cannot be read says its outcome is unknown and reads the list again.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../src/mocks/runtime/node';
import { wrongTypes } from '../../server/faults';
import { SCREEN_FAILED } from '../../src/pages/errors/ScreenErrorBoundary';
import { CANNOT_READ } from '../../src/providers/http';
import { REPORTS } from '../../src/reports/reportList';
import { OUTCOME_UNKNOWN } from '../../src/resources/actions/saveOutcome';
import { malformedJson } from '../support/answers';
import { findDialog, findRow, isDisabled, recordRequests, renderScreen, WAIT } from './renderApp';
import { signedInEachTest } from './signedIn';

const MAIN = '*/gamebridge-manager/v1';
const V2 = '*/gamebridge/v2';

/** The two unreadable answers: every top-level value of the wrong type, and JSON cut short. */
const FAULTS = {
  'wrong types': (data: unknown) => () =>
    HttpResponse.json({ success: true, code: 0, msg: 'ok', data: wrongTypes(data) }),
  'malformed JSON': () => malformedJson,
} as const;
const faults = Object.entries(FAULTS);

signedInEachTest();

/** The call layer's message is shown and the screen is still there, not the error boundary. */
async function staysUpWithMessage(stillShown: () => Promise<unknown>) {
  await screen.findByText(CANNOT_READ, undefined, WAIT);
  await stillShown();
  expect(screen.queryByText(SCREEN_FAILED)).toBeNull();
}

describe('an unreadable answer leaves the screen up with a message', { timeout: 120_000 }, () => {
  // Every report with wrong types (what used to crash them all); JSON cut short, which one shared
  // path reads for all of them, on the first report only (each report costs seconds here).
  it.each([
    ['wrong types', FAULTS['wrong types'], REPORTS],
    ['malformed JSON', FAULTS['malformed JSON'], REPORTS.slice(0, 1)],
  ] as const)('the report screens, their saved views answered with %s', async (_name, fault, reports) => {
    server.use(http.get(`${MAIN}/ssp_publisher/report_view`, fault({ list: [] })));
    for (const report of reports) {
      const { unmount } = renderScreen(report.path);
      await staysUpWithMessage(() => screen.findByRole('button', { name: /Save view/ }, WAIT));
      unmount();
    }
  });

  it.each(faults)(
    'SDK & API, its integrations answered with %s: one message, no data',
    async (_name, fault) => {
      server.use(http.get(`${MAIN}/ssp_publisher/openapi/integration/info`, fault({ list: [], total: 0 })));
      renderScreen('/integration');
      await staysUpWithMessage(() => screen.findByText('No Data', undefined, WAIT));
      expect(screen.getAllByText(CANNOT_READ)).toHaveLength(1);
    },
  );

  it.each(faults)('the group Setting, its trees answered with %s', async (_name, fault) => {
    server.use(
      http.get(`${MAIN}/ssp_publisher/user_group/menu_tree`, fault([{ id: 1, name: 'Home' }])),
      http.get(`${MAIN}/ssp_publisher/user_group/data_tree`, fault([{ id: 'c', name: 'c', children: [] }])),
    );
    const { user } = renderScreen('/account/user?tab=group');
    const row = await findRow('Publishers');
    const setting = await waitFor(() => {
      const button = within(row).getByRole('button', { name: 'Setting' });
      if (isDisabled(button)) throw new Error('Setting still loading');
      return button;
    }, WAIT);
    await user.click(setting);
    await staysUpWithMessage(() => findDialog('Setting: Publishers'));
  });

  it.each(faults)(
    'the ad-unit import, its preview answered with %s: the dialog stays',
    async (_name, fault) => {
      server.use(
        http.post(`${MAIN}/ssp_publisher/adunit/import`, fault({ preview_data: [], success_count: 0 })),
      );
      const { user } = renderScreen('/appManager/zoneList');
      await screen.findByRole('cell', { name: 'reader_banner' }, WAIT);
      await user.click(screen.getByRole('button', { name: 'Import Ad Unit' }));
      const dialog = await findDialog('Import Ad Unit');
      await user.upload(
        dialog.querySelector('input[type=file]') as HTMLInputElement,
        new File(['x'], 'units.xlsx'),
      );
      await within(dialog).findByText(CANNOT_READ, undefined, WAIT);
      within(dialog).getByText('units.xlsx');
      expect(screen.queryByText(SCREEN_FAILED)).toBeNull();
    },
  );
});

// Lookups, option lists and dictionaries: every one of them is walked at the call layer
// (tests/unit/choicesAnswers.test.ts); here one screen of each reader shows the message and stays.
describe(
  'lookups, options and the graph answered unreadably leave the screen up',
  { timeout: 120_000 },
  () => {
    it.each(faults)('Create Link, its lookups and languages answered with %s', async (_name, fault) => {
      server.use(
        http.get(
          `${MAIN}/ssp_publisher/search_site/list`,
          fault({ list: [{ domain: 'a.example' }], total: 1 }),
        ),
        http.get(`${MAIN}/dict/language`, fault([{ value: 'en', label: 'English' }])),
      );
      renderScreen('/searchAds/landingPage?create');
      await staysUpWithMessage(() => findDialog('Create Link'));
    });

    it.each(faults)(
      'the Content Ads Revenue report, its graph and filters answered with %s',
      async (_name, fault) => {
        server.use(
          http.post(
            `${V2}/ssp_publisher/report/graph`,
            fault({ xData: ['2026-11-01'], yData: { Total: [1] } }),
          ),
          http.get(
            `${MAIN}/ssp_publisher/getdict/reportdic`,
            fault({ country: [{ value: 'US', label: 'United States' }] }),
          ),
        );
        renderScreen('/report/revenueReport');
        await staysUpWithMessage(() => screen.findByText('Dimension', undefined, WAIT));
      },
    );
  },
);

describe('a save whose answer cannot be read', { timeout: 120_000 }, () => {
  it('says the outcome is unknown, keeps the form and reads the list again', async () => {
    server.use(http.post(`${MAIN}/ssp_publisher/channel`, FAULTS['malformed JSON']()));
    const { user } = renderScreen('/account/channel?create');
    const dialog = await findDialog('Add Channel');
    await user.type(within(dialog).getByRole('textbox', { name: 'Channel Name' }), 'Evening');
    const recorder = recordRequests();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    await within(dialog).findByText(OUTCOME_UNKNOWN, undefined, WAIT);
    await waitFor(
      () =>
        expect(
          recorder.requests.some(
            (request) => request.method === 'GET' && request.pathname.endsWith('/channel'),
          ),
        ).toBe(true),
      WAIT,
    );
    recorder.stop();
    screen.getByRole('dialog', { name: 'Add Channel' });
  });
});
