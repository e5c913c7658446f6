import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether a quarter of the element at least has come into the window, once. Home's trend loads the chart
 * library (its largest chunk) only then: on a phone the trend is below the cards, and the chart no
 * longer competes with the shell and the figures for the network and the CPU after login. Where
 * the browser cannot tell (no IntersectionObserver), the element counts as seen.
 */
const SEEN_SHARE = 0.25;

export function useSeen(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return undefined;
    // A quarter: a trend whose top edge only peeks under the cards is not yet looked at.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { threshold: SEEN_SHARE },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}
