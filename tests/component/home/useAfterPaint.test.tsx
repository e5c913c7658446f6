import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterPaint } from '../../../src/pages/home/useAfterPaint';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("Home's overview waits for the heading's paint (useAfterPaint)", () => {
  it('is false through the frame that paints the first render, and true in the task after it', () => {
    vi.useFakeTimers();
    let frame: FrameRequestCallback | undefined;
    vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => {
      frame = run;
      return 1;
    });
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const { result } = renderHook(() => useAfterPaint());
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(50));
    expect(result.current).toBe(false);
    act(() => frame?.(0));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe(true);
  });
});
