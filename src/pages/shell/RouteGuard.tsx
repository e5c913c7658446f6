import { useCan } from '@refinedev/core';
import { lazy, type ReactNode } from 'react';
import { ContentSkeleton } from './ContentSkeleton';

const ForbiddenPage = lazy(() => import('../ForbiddenPage'));

/** Shows the screen only when the user's menu grants its path; otherwise the 403 page. */
export function RouteGuard({
  accessPath,
  resource,
  children,
}: {
  accessPath: string;
  resource: string;
  children: ReactNode;
}) {
  const { data, isLoading } = useCan({ resource, action: 'list', params: { path: accessPath } });
  if (isLoading) return <ContentSkeleton />;
  return data?.can ? <>{children}</> : <ForbiddenPage />;
}
