import { ActionTypes, useCancelNotification, useMutationMode, useNotification } from '@refinedev/core';
import { useCallback } from 'react';
import { whenSignedIn } from '../../providers/http';
import { describeUndo } from '../../providers/notifications/notificationProvider';
import { getUser } from '../../providers/session/session';
import { addPending, removePending, type Effect } from './pendingChanges';

/** One change to hold: its rows, what it does to them, and how it is sent. */
export interface UndoableChange {
  resource: string;
  ids: readonly unknown[];
  effect: Effect;
  /** What the toast names it, in the language shown ("Delete: Publisher"). */
  subject: string;
  /** Makes the call(s) and says the outcome; resolves once the list shows it (reloaded). */
  send: () => Promise<void>;
}

let nextKey = 1;

/** The signed-in user's id, as a string ('' when none). */
const whose = () => String(getUser()?.user_id ?? '');

/**
 * Refine's undoable mutation mode for the engine's own calls (row actions, status switches, bulk
 * actions are custom calls, which Refine's mode does not cover): the change shows at once
 * (pendingChanges), Refine's undoable queue counts the delay down with the notification provider's
 * `progress` toast and its Undo button, and the call is sent when the time is up. Undo sends nothing
 * and shows the rows as they were; leaving the screen sends it at once (SchemaList), signing out
 * too, first (pendingChanges); a session ended otherwise drops it unsent.
 * `hold(change)` resolves `true` once sent, `false` when undone.
 */
export function useUndoable() {
  const { notificationDispatch } = useCancelNotification();
  const { close } = useNotification();
  // Refine's own setting (the app sets it from undoDelay), as its undoable mutations read it.
  const { undoableTimeout } = useMutationMode();
  return useCallback(
    (change: UndoableChange): Promise<boolean> =>
      new Promise((settled) => {
        const key = nextKey++;
        const queued = { id: key, resource: change.resource };
        // Refine's key for the queue's toast.
        const toast = `${key}-${change.resource}-notification`;
        // held: counting down, undoable; sending: time up (or sent early), the call waits for a
        // valid session or is on its way; over: answered, undone or dropped.
        let state: 'held' | 'sending' | 'over' = 'held';
        const owner = whose();
        let answered: Promise<void> = Promise.resolve();
        /** Out of Refine's queue and its toast gone: nothing more to undo. */
        const end = () => {
          notificationDispatch({ type: ActionTypes.REMOVE, payload: queued });
          close?.(toast);
          describeUndo(toast);
        };
        const finish = (sent: boolean) => {
          state = 'over';
          removePending(key);
          settled(sent);
        };
        const send = (): Promise<void> => {
          if (state !== 'held') return answered;
          state = 'sending';
          end();
          // After a 401 the call waits until the user has signed in again (whenSignedIn); it goes
          // only in its user's session (another tab may have signed in as someone else meanwhile).
          answered = whenSignedIn().then(async () => {
            if (state !== 'sending') return;
            if (whose() !== owner) return finish(false);
            await change.send().catch(() => undefined);
            if (state === 'sending') finish(true);
          });
          return answered;
        };
        const undo = () => {
          if (state !== 'held') return;
          end();
          finish(false);
        };
        /** The session ended: what has not gone out never will (a call on its way is the call layer's). */
        const drop = () => {
          if (state === 'held') end();
          if (state !== 'over') finish(false);
        };
        describeUndo(toast, change.subject);
        addPending({
          key,
          resource: change.resource,
          ids: change.ids.map(String),
          effect: change.effect,
          send,
          drop,
        });
        notificationDispatch({
          type: ActionTypes.ADD,
          payload: {
            ...queued,
            doMutation: send,
            cancelMutation: undo,
            seconds: undoableTimeout,
            isSilent: false,
          },
        });
      }),
    [notificationDispatch, close, undoableTimeout],
  );
}
