import { useCallback, useState } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router';
import { useLiveLocation } from '../../providers/router/liveLocation';
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
  const location = useLocation();
  const { search, state } = location;
  const navigate = useNavigate();
  // Opening and closing build on the live address, which may hold a navigation not yet rendered.
  const liveLocation = useLiveLocation();
  // The router applies a navigation as a transition, which other updates (the list's fresh rows
  // after a save) can overtake: the form goes at once, on the location it was closed on. Every
  // navigation brings a new location object, so a Forward to the same address opens it again.
  const [closedOn, setClosedOn] = useState<Location>();
  const pushed = (state as Record<string, unknown> | null)?.[OPENED] === true;
  const open = useCallback(
    (address: NonNullable<FormAddress>) => {
      const live = liveLocation();
      void navigate(
        { pathname: live.pathname, search: withFormAddress(live.search, address) },
        { state: { [OPENED]: true } },
      );
    },
    [navigate, liveLocation],
  );
  const close = useCallback(() => {
    setClosedOn(location);
    if (pushed) void navigate(-1);
    else {
      const live = liveLocation();
      void navigate(
        { pathname: live.pathname, search: withFormAddress(live.search, undefined) },
        { replace: true },
      );
    }
  }, [navigate, location, pushed, liveLocation]);
  return { address: closedOn === location ? undefined : readFormAddress(search), open, close };
}
