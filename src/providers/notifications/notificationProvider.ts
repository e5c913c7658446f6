import type { NotificationProvider } from '@refinedev/core';
import { Button } from 'antd';
import { createElement } from 'react';
import { TOAST_SECONDS } from '../../config';
import { t } from '../../i18n';
import { closeToast, showToast } from './toaster';

/** Refine's key for a failed login's notification. */
const LOGIN_ERROR = 'login-error';

/**
 * Refine's own notice of a failed call ("Error (status code: 200)", the server's msg as its
 * description), raised by any data hook not told `errorNotification: false`.
 */
const REFINE_CALL_ERROR = /^Error \(status code: [^)]*\)$/;

/**
 * Whether a notification repeats a failure already shown: the call layer toasts every failed call
 * once with the server's msg (src/providers/http), and a screen whose call is silent shows its own
 * message. Refine's generic notice of the same failure would be a second toast (the spec: one
 * failed call, one toast).
 */
export const repeatsCallFailure = (type: string, text: unknown): boolean =>
  type === 'error' && typeof text === 'string' && REFINE_CALL_ERROR.test(text);

export const UNDO = 'Undo';
export const undoCountdown = (seconds: number) =>
  seconds === 1 ? t('You have 1 second to undo') : t('You have {{seconds}} seconds to undo', { seconds });

/** What each waiting change is ("Delete: Publisher"), by its toast's key: the engine says (useUndoable). */
const undoSubjects = new Map<string, string>();

/** Names the change an undo toast is about; no subject forgets it. */
export function describeUndo(key: string, subject?: string): void {
  if (subject) undoSubjects.set(key, subject);
  else undoSubjects.delete(key);
}

/**
 * Refine's undoable queue asks every second (`progress`, the seconds left): what waits, the
 * countdown and Undo, which calls `cancelMutation`. At 0 the change is sent and its toast closed:
 * nothing to show.
 */
function showUndo(key: string | undefined, seconds: number, undo: (() => void) | undefined): void {
  if (!seconds) return;
  const subject = key === undefined ? undefined : undoSubjects.get(key);
  const content = createElement(
    'span',
    { className: 'undo-toast' },
    subject && createElement('span', { className: 'undo-subject' }, `${subject} · `),
    createElement('span', { className: 'undo-countdown' }, undoCountdown(seconds)),
    ' ',
    createElement(
      Button,
      { type: 'link', size: 'small', onClick: () => undo?.(), 'data-undo-key': key ?? '' },
      t(UNDO),
    ),
  );
  showToast({ key, type: 'info', content, duration: seconds + 1 });
  if (key !== undefined && !focusOffered.has(key)) {
    focusOffered.add(key);
    offerUndoFocus(key);
  }
}

/** The undo toasts whose button was offered the focus (once each: the countdown redraws it every second). */
const focusOffered = new Set<string>();

/**
 * A keyboard user's focus is lost when the row it was on goes (a delete, its confirmation
 * closing): it lands on the page, far from the toast. Then, within the toast's first second, it
 * moves to Undo, the one thing to do next; focus somewhere on the screen is left where it is.
 */
function offerUndoFocus(key: string, triesLeft = 40): void {
  setTimeout(() => {
    const active = document.activeElement;
    const lost = !active || active === document.body;
    const button = Array.from(document.querySelectorAll<HTMLElement>('[data-undo-key]')).find(
      (candidate) => candidate.dataset.undoKey === key,
    );
    if (lost && button) button.focus();
    else if (triesLeft > 1) offerUndoFocus(key, triesLeft - 1);
  }, 25);
}

/**
 * Refine's notifications as the app's antd message toasts (toaster.ts) (3 seconds unless a caller asks longer). A failed
 * login shows the server's msg alone, as every failed call does (its title would add 'Login failed').
 */
export const notificationProvider: NotificationProvider = {
  open({ key, message: text, description, type, cancelMutation, undoableTimeout }) {
    if (type === 'progress') return showUndo(key, undoableTimeout ?? 0, cancelMutation);
    if (repeatsCallFailure(type, text)) return;
    const content =
      key === LOGIN_ERROR && description ? description : description ? `${text}: ${description}` : text;
    const kind = type === 'error' ? 'error' : type === 'success' ? 'success' : 'info';
    showToast({ key, type: kind, content, duration: TOAST_SECONDS });
  },
  close(key) {
    closeToast(key);
  },
};
