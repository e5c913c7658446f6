import { useIsAuthenticated } from '@refinedev/core';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';

/**
 * Shows the signed-in frame once the session check has answered, or goes to the login page.
 * Unlike Refine's Authenticated, a later re-check (after the auth queries are invalidated) keeps
 * the frame mounted: an open form keeps what the user typed.
 */
export function SessionGate({ loading, children }: { loading: ReactNode; children: ReactNode }) {
  const { data, isPending } = useIsAuthenticated();
  if (isPending) return <>{loading}</>;
  if (!data?.authenticated) return <Navigate to="/login" replace />;
  return <>{children}</>;
}
