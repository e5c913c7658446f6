import { useIsAuthenticated } from '@refinedev/core';
import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { goToLoginPage, leaveLoginHtml, onLoginHtml } from '../../providers/session/loginPage';
import { getToken, getUser } from '../../providers/session/session';

/** Without a session the user goes to login.html (spec), or to its route when already on that page. */
function LeaveForLogin({ loading }: { loading: ReactNode }) {
  const here = onLoginHtml();
  useEffect(() => {
    if (!here) goToLoginPage();
  }, [here]);
  return here ? <Navigate to="/login" replace /> : <>{loading}</>;
}

/**
 * Shows the signed-in frame once the session check has answered, or goes to the login page.
 * Unlike Refine's Authenticated, a later re-check (after the auth queries are invalidated) keeps
 * the frame mounted: an open form keeps what the user typed.
 */
export function SessionGate({ loading, children }: { loading: ReactNode; children: ReactNode }) {
  const { data, isPending } = useIsAuthenticated();
  // A token and a user stored is what the check answers "signed in" to without asking anyone
  // (authProvider.check): the frame is drawn in the same render as the login's end, not a frame later.
  const signedIn = data ? Boolean(data.authenticated) : isPending && Boolean(getToken() && getUser());
  // Signed in on login.html (just logged in there): the console goes on at index.html's address.
  useLayoutEffect(() => {
    if (signedIn) leaveLoginHtml();
  });
  if (isPending && !signedIn) return <>{loading}</>;
  if (!signedIn) return <LeaveForLogin loading={loading} />;
  return <>{children}</>;
}
