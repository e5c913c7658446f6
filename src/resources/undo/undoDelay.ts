/**
 * How long a delete or a status change waits, with Undo, before its call is sent: 5 seconds, in
 * whole seconds (Refine's undoable queue counts down a second at a time). The app gives it to
 * Refine (`options.undoableTimeout`) when it renders; tests shorten it before rendering.
 */
export const UNDO_MS = 5_000;

let delay = UNDO_MS;

export const undoDelay = (): number => delay;

/** Another wait (a test's: 0 sends at once, a long one leaves time to undo or leave). */
export function setUndoDelay(ms: number = UNDO_MS): void {
  if (ms % 1000 !== 0) throw new Error('the undo delay is counted in whole seconds');
  delay = ms;
}
