import { useEffect, useState } from 'react';

/**
 * Runs `callback` once the browser has painted the next frame (the frame's callback runs before
 * the paint; the task after it once it is done); returns how to cancel it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: number | undefined;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/**
 * False until the browser has painted what the first render drew, then true: Home's earnings
 * overview is asked for only then, so its code and its figures never hold up the heading painting
 * with the shell (on a slow phone the overview's chunk arrived and ran before the first frame).
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
