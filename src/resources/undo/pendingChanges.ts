import { useSyncExternalStore } from 'react';
import type { ResourceSchema, Values } from '../../model/types';
import { beforeSignOut } from '../../providers/auth/beforeSignOut';
import { onSessionCleared } from '../../providers/session/session';

/** What a waiting change does to its rows: they go (a delete), or these fields change. */
export type Effect = { remove: true } | { sets: Values };

/** A change shown at once and sent after the undo delay (useUndoable). */
export interface PendingChange {
  key: number;
  resource: string;
  /** The ids of the rows it changes, as strings. */
  ids: string[];
  effect: Effect;
  /** Sends it now (leaving the screen); resolves once answered. Once sent or undone, does nothing more. */
  send: () => Promise<void>;
  /** Forgets it unsent (the session ended: there is no token left to send it with). */
  drop: () => void;
}

let pending: PendingChange[] = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function addPending(change: PendingChange): void {
  pending = [...pending, change];
  notify();
}

export function removePending(key: number): void {
  pending = pending.filter((change) => change.key !== key);
  notify();
}

/**
 * Sends every waiting change (of a resource) now: its screen is left, or the user signs out; the
 * change must not be lost. Resolves once every one is answered.
 */
export async function sendPending(resource?: string): Promise<void> {
  await Promise.all(
    pending
      .filter((change) => resource === undefined || change.resource === resource)
      .map((change) => change.send()),
  );
}

/** Forgets every waiting change unsent: the session ended, so nothing may go out in its name. */
export function dropPending(): void {
  pending.forEach((change) => change.drop());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The waiting changes, kept up to date. */
export const usePendingChanges = (): readonly PendingChange[] =>
  useSyncExternalStore(subscribe, () => pending);

/**
 * The rows as they will be once the waiting changes are sent: deleted rows left out, changed
 * fields shown changed. The list draws these, so a reload in the meantime does not bring a row back.
 */
export function withPending(
  schema: ResourceSchema,
  rows: readonly Values[],
  changes: readonly PendingChange[],
): Values[] {
  const mine = changes.filter((change) => change.resource === schema.name);
  if (!mine.length) return rows as Values[];
  return rows.flatMap((row) => {
    const id = String(row[schema.idKey]);
    let shown = row;
    for (const change of mine) {
      if (!change.ids.includes(id)) continue;
      if ('remove' in change.effect) return [];
      shown = { ...shown, ...change.effect.sets };
    }
    return [shown];
  });
}

// Leaving the page (a reload, another address, the tab closed) sends what waits: best effort, as
// the page may go before the answer comes.
if (typeof window !== 'undefined') window.addEventListener('pagehide', () => void sendPending());
// Signing out sends what waits first, while the token is valid, and waits for the answers (bounded:
// beforeSignOut.ts); a session that ends otherwise (a 401, another user's token) drops what is left.
beforeSignOut(sendPending);
onSessionCleared(dropPending);
