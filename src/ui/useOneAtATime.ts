import { useCallback, useRef, useState } from 'react';

/**
 * One run at a time: while a submit or action is pending, further calls are ignored, so two clicks
 * in the same instant send one call. The guard is a ref, set before the first await (a button's
 * `loading` alone comes a render too late); `pending` feeds that `loading`.
 */
export function useOneAtATime() {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const once = useCallback(
    <Args extends unknown[]>(work: (...args: Args) => Promise<unknown> | unknown) =>
      async (...args: Args): Promise<void> => {
        if (running.current) return;
        running.current = true;
        setPending(true);
        try {
          await work(...args);
        } finally {
          running.current = false;
          setPending(false);
        }
      },
    [],
  );
  return { once, pending };
}
