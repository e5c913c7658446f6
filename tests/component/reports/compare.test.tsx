import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../src/mocks/runtime/node';
import { ChangeLine } from '../../../src/reports/compare/ChangeLine';
import { changeOf } from '../../../src/reports/compare/change';
import appAds from '../../../src/reports/configs/appAds';
import revenue from '../../../src/reports/configs/revenue';
import { metric } from '../../../src/reports/sources';
import { renderInHarness } from '../harness';
import { WAIT, firstCells, headers, renderReport, reportRequests, settle, signIn } from './renderReport';

const day = (daysBefore: number) => dayjs().subtract(daysBefore, 'day').format('YYYY-MM-DD');
/** Four days ending a week ago, and the four days before them. */
const [START, END] = [day(10), day(7)];
const [PREVIOUS_START, PREVIOUS_END] = [day(14), day(11)];

/** The Revenue report's answers: this range's rows, and the previous period's (one day missing). */
function answerRevenue() {
  server.use(
    http.post('*/ssp_publisher/revenue/report', async ({ request }) => {
      const body = (await request.json()) as { begin_date: string };
      const current = body.begin_date === START;
      const data = current
        ? {
            rows: [
              { Date: day(7), Revenue: 112.3 },
              { Date: day(8), Revenue: 80 },
              { Date: day(9), Revenue: 5 },
              { Date: day(10), Revenue: 0 },
            ],
            total_rows: { Revenue: 190 },
            total: 4,
          }
        : {
            rows: [
              { Date: day(11), Revenue: 100 },
              { Date: day(12), Revenue: 100 },
              { Date: day(13), Revenue: 0 },
            ],
            total_rows: { Revenue: 200 },
            total: 3,
          };
      return HttpResponse.json({ success: true, code: 0, msg: 'ok', data });
    }),
  );
}

/** The text of each row's Revenue cell (the Total row first). */
const revenueCells = () =>
  Array.from(document.querySelectorAll('tbody tr.ant-table-row')).map(
    (row) => (row.children[1] as HTMLElement).textContent ?? '',
  );

const compareSwitch = () => screen.getByRole('switch', { name: 'Compare with previous period' });

let stopRecording: (() => void) | undefined;
afterEach(async () => {
  stopRecording?.();
  stopRecording = undefined;
  await settle();
});

describe('Compare with previous period', () => {
  it('is a switch beside the date range, off at first; on, it asks the previous period with the same body, whole', async () => {
    await signIn('admin@demo.test');
    const recording = reportRequests();
    stopRecording = recording.stop;
    const { user, router } = renderReport(appAds, `/report?start=${START}&end=${END}&dims=Date,OS`);
    await waitFor(() => expect(firstCells()[0]).toBe('Total'), WAIT);
    expect(compareSwitch()).toHaveProperty('ariaChecked', 'false');
    expect(screen.queryByText(/^Previous period:/)).toBeNull();

    await user.click(compareSwitch());
    expect(router.state.location.search).toContain('compare=1');
    await screen.findByText(`Previous period: ${PREVIOUS_START} to ${PREVIOUS_END}`, undefined, WAIT);
    const calls = () => recording.seen.filter((seen) => seen.path.endsWith('/ssp_publisher/app/report'));
    await waitFor(
      () => expect(calls().some((seen) => seen.body.begin_date === PREVIOUS_START)).toBe(true),
      WAIT,
    );
    const current = calls().find((seen) => seen.body.begin_date === START)!.body;
    const previous = calls().find((seen) => seen.body.begin_date === PREVIOUS_START)!.body;
    expect(previous).toEqual({
      ...current,
      begin_date: PREVIOUS_START,
      end_date: PREVIOUS_END,
      page_index: 1,
      page_size: 9999,
    });
    // Every figure of the Total row now says how it changed.
    await waitFor(
      () => expect(document.querySelectorAll('.report-total-row .report-change').length).toBe(9),
      WAIT,
    );

    await user.click(compareSwitch());
    expect(router.state.location.search).not.toContain('compare');
    await waitFor(() => expect(document.querySelector('.report-change')).toBeNull(), WAIT);
  });

  it('shows each row and the Total row against the previous period: value and percentage, New, no percentage from zero', async () => {
    await signIn('admin@demo.test');
    answerRevenue();
    renderReport(revenue, `/report?start=${START}&end=${END}&compare=1`);
    await waitFor(
      () =>
        expect(revenueCells()).toEqual([
          '190.00 -10.00 (-5.0%)',
          '112.30 +12.30 (+12.3%)',
          '80.00 -20.00 (-20.0%)',
          '5.00 +5.00',
          '0.00New',
        ]),
      WAIT,
    );
    const changes = Array.from(document.querySelectorAll('.report-change'));
    // Not by colour alone: an arrow and a sign; green for a rise, red for a fall.
    expect(changes[1].querySelector('.anticon-arrow-up')).not.toBeNull();
    expect(changes[1].querySelector('.ant-typography-success')).not.toBeNull();
    expect(changes[2].querySelector('.anticon-arrow-down')).not.toBeNull();
    expect(changes[2].querySelector('.ant-typography-danger')).not.toBeNull();
    expect(changes[1].getAttribute('title')).toBe('Previous period: 100.00');
    expect(compareSwitch()).toHaveProperty('ariaChecked', 'true');
  });

  it('a figure where less is better (a bounce rate) shows a fall as good news', () => {
    const bounce = metric('BounceRate', 'rate', { lowerIsBetter: true });
    renderInHarness(<ChangeLine change={changeOf(0.2, 0.25)} metric={bounce} />);
    const line = document.querySelector('.report-change') as HTMLElement;
    expect(line.textContent).toBe(' -5.00 pp (-20.0%)');
    expect(line.querySelector('.ant-typography-success')).not.toBeNull();
    expect(line.querySelector('.anticon-arrow-down')).not.toBeNull();
  });

  it('a previous period the report does not keep is not asked, and the switch says why', async () => {
    await signIn('admin@demo.test');
    const recording = reportRequests();
    stopRecording = recording.stop;
    // The Revenue report keeps days from 2025-05-01.
    renderReport(revenue, '/report?start=2025-05-01&end=2025-05-07&compare=1');
    await screen.findByText(
      'The previous period, 2025-04-24 to 2025-04-30, is outside the dates this report keeps.',
      undefined,
      WAIT,
    );
    await waitFor(
      () => expect(recording.seen.some((seen) => seen.body.begin_date === '2025-05-01')).toBe(true),
      WAIT,
    );
    expect(recording.seen.filter((seen) => seen.body.begin_date === '2025-04-24')).toEqual([]);
    expect(document.querySelector('.report-change')).toBeNull();
  });

  it('the export carries the previous value, the change and the change % of each metric', async () => {
    await signIn('admin@demo.test');
    answerRevenue();
    server.use(
      http.post('*/ssp_publisher/revenue/report/export', async ({ request }) => {
        const body = (await request.json()) as { begin_date: string };
        const current = body.begin_date === START;
        return HttpResponse.json({
          success: true,
          code: 0,
          msg: 'ok',
          data: current
            ? {
                rows: [
                  { Date: day(7), Revenue: 112.3 },
                  { Date: day(10), Revenue: 3 },
                ],
                total_rows: { Revenue: 115.3 },
                total: 2,
              }
            : { rows: [{ Date: day(11), Revenue: 100 }], total_rows: { Revenue: 100 }, total: 1 },
        });
      }),
    );
    const saved: Blob[] = [];
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = (blob: Blob) => {
      saved.push(blob);
      return 'blob:report';
    };
    URL.revokeObjectURL = () => undefined;
    try {
      const { user } = renderReport(revenue, `/report?start=${START}&end=${END}&compare=1`);
      await waitFor(() => expect(revenueCells()[0]).toBe('190.00 -10.00 (-5.0%)'), WAIT);
      await user.click(screen.getByRole('button', { name: /Export to csv$/ }));
      await waitFor(() => expect(saved).toHaveLength(1), WAIT);
      const lines = (await saved[0].text()).trim().split('\r\n');
      expect(lines).toEqual([
        'Date,Revenue,"Revenue, previous period",Revenue change,Revenue change %',
        'Total,115.30,100.00,15.30,15.30%',
        `${day(7)},112.30,100.00,12.30,12.30%`,
        `${day(10)},3.00,,,`,
      ]);
    } finally {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    }
  });

  it('a saved view remembers the switch, and applying it turns the switch on again', async () => {
    await signIn('admin@demo.test');
    const recording = reportRequests();
    stopRecording = recording.stop;
    const { user, router } = renderReport(appAds, '/report?compare=1');
    await waitFor(() => expect(firstCells()[0]).toBe('Total'), WAIT);
    await user.click(await screen.findByRole('button', { name: /Save view/ }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' }, WAIT);
    within(dialog).getByText(
      'The view also keeps the tab, the filters, the dimensions, the visible columns, the sort and the comparison with the previous period.',
    );
    await user.type(within(dialog).getByLabelText('View name'), 'Week on week');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(
      () =>
        expect(
          recording.seen.find((seen) => seen.path.endsWith('/ssp_publisher/report_view'))?.body,
        ).toMatchObject({
          name: 'Week on week',
          state: { compare: true },
        }),
      WAIT,
    );

    await user.click(compareSwitch());
    await waitFor(() => expect(router.state.location.search).not.toContain('compare'), WAIT);
    await user.click(screen.getByRole('button', { name: /Saved views/ }));
    await user.click(await screen.findByRole('menuitem', { name: /Week on week/ }, WAIT));
    await waitFor(() => expect(router.state.location.search).toContain('compare=1'), WAIT);
    await waitFor(() => expect(compareSwitch()).toHaveProperty('ariaChecked', 'true'), WAIT);
    expect(headers()[0]).toBe('Date');
  });
});
