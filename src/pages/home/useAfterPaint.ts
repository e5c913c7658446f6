import { useEffect, useState } from 'react';

/**
 * False until the browser has painted what the first render drew, then true: Home's earnings
 * overview is asked for only then, so its code and its figures never hold up the heading painting
 * with the shell (on a slow phone the overview's chunk arrived and ran before the first frame).
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    // The frame's callback runs before the paint; the task after it runs once it is done.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted;
}
