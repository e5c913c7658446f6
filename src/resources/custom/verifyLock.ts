import { useSyncExternalStore } from 'react';

// Only one ads.txt verification may run at a time across the whole list.
let runningSiteId: string | undefined;
const listeners = new Set<() => void>();

function notify() {
  listeners.forEach((listener) => listener());
}

export function tryStartVerify(siteId: string): boolean {
  if (runningSiteId !== undefined) return false;
  runningSiteId = siteId;
  notify();
  return true;
}

export function finishVerify(): void {
  runningSiteId = undefined;
  notify();
}

export function useRunningVerify(): string | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => runningSiteId,
  );
}
