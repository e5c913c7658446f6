import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, useLocation, type Location } from 'react-router';

/**
 * A reader of the address as the router holds it now. The router renders a navigation as a React
 * transition, so under load `useLocation()` can still return the address before the last
 * navigation (a list's own replace that added its page size, a Back): a handler that builds the
 * next address from it would drop or bring back parameters. Handlers read this instead; outside a
 * data router (some component tests) the rendered location is the best there is.
 */
export function useLiveLocation(): () => Location {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const rendered = useLocation();
  return useCallback(() => router?.state.location ?? rendered, [router, rendered]);
}
