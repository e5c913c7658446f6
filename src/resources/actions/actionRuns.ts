import { useSyncExternalStore } from 'react';
import type { RowAction } from '../../model/types';
import { undoEffect } from '../undo/undoEffect';

/**
 * A row action that calls at once (Verify ads.txt, Retry) runs once at a time per list, whether a
 * row's button or the selection bar started it: the rows the run covers never start a second call
 * beside it, and the others wait too (only one verification may run at a time). Who holds the run
 * says why the others wait. Undoable actions (deletes, status changes) are not runs: their calls
 * wait for Undo's time instead.
 */
export interface ActionRun {
  /** The ids of the rows it is made for, as strings. */
  rows: readonly string[];
  /** Started from the selection bar for the selected rows, not from a row's own button. */
  bulk: boolean;
}

/** Why a row's action, or the bar's, waits while a bulk run of it goes on. */
export const BULK_RUNNING = 'Running for the selected rows';
/** Why the bar's action, or another row's, waits while a row's own run of it goes on. */
export const ROW_RUNNING = 'Running for a row: wait for it to end';

let runs: ReadonlyMap<string, ActionRun> = new Map();
const listeners = new Set<() => void>();

function set(next: Map<string, ActionRun>): void {
  runs = next;
  listeners.forEach((listener) => listener());
}

/** The run of a list's action: its resource and its (English) label. */
export const runKey = (resource: string, label: string): string => `${resource}\u0000${label}`;

/** Starts a run; false (nothing started) while the action already runs, for a row or in bulk. */
export function startRun(key: string, run: ActionRun): boolean {
  if (runs.has(key)) return false;
  set(new Map(runs).set(key, run));
  return true;
}

export function endRun(key: string): void {
  if (!runs.has(key)) return;
  const next = new Map(runs);
  next.delete(key);
  set(next);
}

/**
 * Does `work` as the action's run: nothing (false) while the action already runs, for a row or in
 * bulk; true once done, the run ended however the work went.
 */
export async function asRun(key: string, run: ActionRun, work: () => Promise<unknown>): Promise<boolean> {
  if (!startRun(key, run)) return false;
  try {
    await work();
  } finally {
    endRun(key);
  }
  return true;
}

/** No run left (tests: the module outlives each test). */
export function forgetRuns(): void {
  set(new Map());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The runs going on now, by key, kept up to date. */
export const useActionRuns = (): ReadonlyMap<string, ActionRun> =>
  useSyncExternalStore(subscribe, () => runs);

/** Whether an action's calls are runs: offered in bulk too, and sent at once (not held for Undo). */
export const isRun = (action: RowAction): boolean =>
  'bulk' in action && Boolean(action.bulk) && !undoEffect(action);

/**
 * Why the action waits for this row (or for the bar, `row` undefined) while `run` goes on; nothing
 * when it does not run, or when it runs from this very row's button (which shows it running).
 */
export function runWaitReason(run: ActionRun | undefined, row?: string): string | undefined {
  if (!run) return undefined;
  if (run.bulk) return BULK_RUNNING;
  return row !== undefined && run.rows.includes(row) ? undefined : ROW_RUNNING;
}
