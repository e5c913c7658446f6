import { App } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type Location } from 'react-router';
import { readFormAddress } from './formAddress';
import { holdUnsavedWork } from '../../providers/router/unsavedWork';
import { t } from '../../i18n';

export const DISCARD_TITLE = 'Discard unsaved changes?';
export const DISCARD_TEXT = 'What you changed in this form will be lost.';
export const DISCARD_OK = 'Discard';
export const DISCARD_KEEP = 'Keep Editing';

/** A navigation leaves the open form: another screen, or another form address (or none). */
export function leavesForm(current: Location, next: Location): boolean {
  if (current.pathname !== next.pathname) return true;
  return JSON.stringify(readFormAddress(current.search)) !== JSON.stringify(readFormAddress(next.search));
}

/**
 * Unsaved changes are never lost silently. `requestClose(close)` closes a clean form at once and a
 * changed one only after 'Discard unsaved changes?' is answered with Discard; leaving the route
 * (a menu click, Back) asks the same, through react-router's blocker. A saved form calls
 * `release()` first, so that its own closing (and the address change it makes) asks nothing.
 * Leaving the page (reload, another address) asks through the browser's beforeunload question.
 * `onDiscard` runs once the user has chosen Discard (a create form's draft goes with the work).
 */
export function useUnsavedGuard(
  isDirty: () => boolean,
  onDiscard?: () => void,
): {
  requestClose: (close: () => void) => void;
  release: () => void;
} {
  const { modal } = App.useApp();
  const latest = useRef(isDirty);
  const discarded = useRef(onDiscard);
  useEffect(() => {
    latest.current = isDirty;
    discarded.current = onDiscard;
  });
  const released = useRef(false);
  const asking = useRef(false);
  const unsaved = useCallback(() => !released.current && latest.current(), []);
  // A 401 while this form holds input offers to sign in again instead of leaving (http/unauthorized.ts).
  useEffect(() => holdUnsavedWork(unsaved), [unsaved]);

  const ask = useCallback(
    (discard: () => void, keep?: () => void) => {
      if (asking.current) return;
      asking.current = true;
      modal.confirm({
        title: t(DISCARD_TITLE),
        content: t(DISCARD_TEXT),
        okText: t(DISCARD_OK),
        okButtonProps: { danger: true },
        // Enter or a hasty click keeps the work; discarding takes a deliberate choice.
        autoFocusButton: 'cancel',
        cancelText: t(DISCARD_KEEP),
        onOk: () => {
          asking.current = false;
          released.current = true;
          discarded.current?.();
          discard();
        },
        onCancel: () => {
          asking.current = false;
          keep?.();
        },
      });
    },
    [modal],
  );

  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }: { currentLocation: Location; nextLocation: Location }) =>
        unsaved() && leavesForm(currentLocation, nextLocation),
      [unsaved],
    ),
  );
  useEffect(() => {
    if (blocker.state === 'blocked') ask(blocker.proceed, blocker.reset);
  }, [blocker, ask]);

  // Leaving the page itself (a reload, an address typed in the browser bar, closing the tab) gets
  // the browser's own 'Leave site?' question: a page cannot ask its own there.
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!unsaved()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  const requestClose = useCallback((close: () => void) => (unsaved() ? ask(close) : close()), [unsaved, ask]);
  const release = useCallback(() => {
    released.current = true;
  }, []);
  return { requestClose, release };
}
