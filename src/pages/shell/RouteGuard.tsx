import { useCan } from '@refinedev/core';
import { Spin } from 'antd';
import { lazy, type ReactNode } from 'react';

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
  if (isLoading) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  return data?.can ? <>{children}</> : <ForbiddenPage />;
}
