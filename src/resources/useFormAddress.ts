import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { readFormAddress, withFormAddress, type FormAddress } from './formAddress';

/** History state marking an entry this list pushed to open a form, so closing can go Back. */
const OPENED = 'formOpened';

/**
 * The list's form as part of its address: opening pushes `?create` / `?edit=<id>` / `?view=<id>`,
 * Back closes, closing removes the parameter (going back when the list itself opened the form).
 */
export function useFormAddress(): {
  address: FormAddress;
  open: (address: NonNullable<FormAddress>) => void;
  close: () => void;
} {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const pushed = (location.state as Record<string, unknown> | null)?.[OPENED] === true;
  const open = useCallback(
    (address: NonNullable<FormAddress>) =>
      setParams(withFormAddress(params, address), { state: { [OPENED]: true } }),
    [params, setParams],
  );
  const close = useCallback(() => {
    if (pushed) void navigate(-1);
    else setParams(withFormAddress(params, undefined), { replace: true });
  }, [params, setParams, navigate, pushed]);
  return { address: readFormAddress(params), open, close };
}
