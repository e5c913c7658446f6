import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readFormAddress, withFormAddress, type FormAddress } from './formAddress';

/** History state marking an entry this list pushed to open a form, so closing can go Back. */
const OPENED = 'formOpened';

/**
 * The list's form as part of its address: opening pushes `?create` / `?edit=<id>` / `?view=<id>`,
 * Back closes, closing removes the parameter (going Back when the list itself opened the form, so
 * that Back afterwards does not open it again).
 */
export function useFormAddress(): {
  address: FormAddress;
  open: (address: NonNullable<FormAddress>) => void;
  close: () => void;
} {
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const pushed = (state as Record<string, unknown> | null)?.[OPENED] === true;
  const open = useCallback(
    (address: NonNullable<FormAddress>) =>
      void navigate({ pathname, search: withFormAddress(search, address) }, { state: { [OPENED]: true } }),
    [navigate, pathname, search],
  );
  const close = useCallback(() => {
    if (pushed) void navigate(-1);
    else void navigate({ pathname, search: withFormAddress(search, undefined) }, { replace: true });
  }, [navigate, pathname, search, pushed]);
  return { address: readFormAddress(search), open, close };
}
