// @vitest-environment jsdom
// One run at a time (src/ui/useOneAtATime.ts): what every form and action button of
// the engine and the custom parts runs its call through.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOneAtATime } from '../../src/ui/useOneAtATime';

describe('useOneAtATime', () => {
  it('ignores a second run while the first is pending, is busy meanwhile, and runs again after', async () => {
    const { result } = renderHook(() => useOneAtATime());
    let finish: () => void = () => undefined;
    let runs = 0;
    const run = result.current.once(() => {
      runs += 1;
      return new Promise<void>((resolve) => (finish = resolve));
    });
    let first: Promise<void> = Promise.resolve();
    act(() => {
      // Two clicks in the same instant: the second comes before React has drawn anything busy.
      first = run();
      void run();
    });
    expect(runs).toBe(1);
    expect(result.current.pending).toBe(true);
    await act(async () => {
      finish();
      await first;
    });
    expect(result.current.pending).toBe(false);
    await act(async () => {
      const again = run();
      finish();
      await again;
    });
    expect(runs).toBe(2);
  });

  it('is free again after a run that fails', async () => {
    const { result } = renderHook(() => useOneAtATime());
    let runs = 0;
    const run = result.current.once(() => {
      runs += 1;
      throw new Error('refused');
    });
    await act(async () => {
      await expect(run()).rejects.toThrow('refused');
    });
    await act(async () => {
      await expect(run()).rejects.toThrow('refused');
    });
    expect(runs).toBe(2);
    expect(result.current.pending).toBe(false);
  });
});
