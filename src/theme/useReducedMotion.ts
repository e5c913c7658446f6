import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const media = () => globalThis.matchMedia?.(QUERY);

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

const reduced = () => media()?.matches ?? false;

/**
 * Whether the user asked the system for less motion; follows the setting while the page is open.
 * Hydrating the prerendered login reads the same answer as the first render after it (in Node,
 * where the card is prerendered, there is no matchMedia and the answer is no).
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, reduced, reduced);
}
