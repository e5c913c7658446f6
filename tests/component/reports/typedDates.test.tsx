import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import revenue from '../../../src/reports/configs/revenue';
import widgetRevenue from '../../../src/reports/configs/widgetRevenue';
import { WAIT, firstCells, renderReport, reportRequests, settle, signIn } from './renderReport';

let stopRecording: (() => void) | undefined;
afterEach(async () => {
  stopRecording?.();
  await settle();
});

const rangeInputs = () => Array.from(document.querySelectorAll<HTMLInputElement>('.report-range input'));

/** Types a text into one end of the report's range picker, as the keyboard would. */
function typeInto(index: 0 | 1, text: string) {
  const input = rangeInputs()[index];
  fireEvent.focus(input);
  fireEvent.input(input, { target: { value: text } });
}

describe('typed dates are never ignored', () => {
  it('a typed start outside the limit says why beside the picker, and Search does not run', async () => {
    await signIn('admin@demo.test');
    const { user, router } = renderReport(widgetRevenue);
    await waitFor(() => expect(firstCells()[0]).toBe('Total'), WAIT);
    const before = router.state.location.search;
    typeInto(0, '2020-01-01');
    const earliest = dayjs().subtract(90, 'day').format('YYYY-MM-DD');
    const why = await screen.findByText(
      `2020-01-01 to ${dayjs().format('YYYY-MM-DD')} is outside the allowed dates (${earliest} to ${dayjs().format('YYYY-MM-DD')}): start at most 90 days before today, end no later than today.`,
      {},
      WAIT,
    );
    expect(why.closest('.ant-form-item')?.classList.contains('ant-form-item-has-error')).toBe(true);

    const recording = reportRequests();
    stopRecording = recording.stop;
    await user.click(screen.getByRole('button', { name: /Search/ }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(recording.seen).toEqual([]);
    expect(router.state.location.search).toBe(before);
  });

  it('a range longer than the maximum says so with the exact limit', async () => {
    await signIn('admin@demo.test');
    renderReport(revenue);
    await waitFor(() => expect(firstCells()[0]).toBe('Total'), WAIT);
    typeInto(0, '2025-05-01');
    const days = dayjs().startOf('day').diff(dayjs('2025-05-01'), 'day') + 1;
    await screen.findByText(
      `2025-05-01 to ${dayjs().format('YYYY-MM-DD')} is ${days} days; this report allows at most 90 days.`,
      {},
      WAIT,
    );
  });

  it('unreadable text says how to type a date; a valid typed range searches on it', async () => {
    await signIn('admin@demo.test');
    const { user, router } = renderReport(widgetRevenue);
    await waitFor(() => expect(firstCells()[0]).toBe('Total'), WAIT);
    typeInto(1, '2026-13-45');
    await screen.findByText('2026-13-45 is not a date: type dates as YYYY-MM-DD.', {}, WAIT);
    const start = dayjs().subtract(3, 'day').format('YYYY-MM-DD');
    const end = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
    typeInto(0, start);
    typeInto(1, end);
    await waitFor(() => expect(screen.queryByText(/is not a date/)).toBeNull(), WAIT);
    await user.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(router.state.location.search).toContain(`start=${start}&end=${end}`), WAIT);
  });

  it('Escape after a typed start outside the limit forgets it: the message goes and Search runs on the range shown', async () => {
    await signIn('admin@demo.test');
    const { user, router } = renderReport(widgetRevenue);
    await waitFor(() => expect(firstCells()[0]).toBe('Total'), WAIT);
    typeInto(0, '2020-01-01');
    await screen.findByText(/^2020-01-01 to .* is outside the allowed dates/, {}, WAIT);
    fireEvent.keyDown(rangeInputs()[0], { key: 'Escape' });
    await waitFor(() => expect(screen.queryByText(/is outside the allowed dates/)).toBeNull(), WAIT);

    const recording = reportRequests();
    stopRecording = recording.stop;
    await user.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(recording.seen.length).toBeGreaterThan(0), WAIT);
    expect(router.state.location.search).not.toContain('2020-01-01');
  });
});
