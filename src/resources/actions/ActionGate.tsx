import { useCan } from '@refinedev/core';
import type { ReactNode } from 'react';
import type { ResourceSchema, Values } from '../../model/types';
import { t } from '../../i18n';

export interface ActionAccess {
  allowed: boolean;
  /** Why the action is refused, for a tooltip. */
  reason?: string;
  /** The provider has not answered yet. */
  loading?: boolean;
}

/**
 * Asks the accessControlProvider whether an action on a record is allowed (Refine's useCan with
 * the record as params). No action name means no rule: allowed.
 */
export function useActionAccess(
  schema: ResourceSchema,
  access: string | undefined,
  record: Values,
): ActionAccess {
  const { data, isLoading } = useCan({
    resource: schema.name,
    action: access ?? '',
    params: { record },
    queryOptions: { enabled: Boolean(access) },
  });
  if (!access) return { allowed: true };
  return {
    allowed: data?.can === true,
    reason: data?.reason === undefined ? undefined : t(data.reason),
    loading: isLoading,
  };
}

/** Renders its child with the answer of useActionAccess (a render prop, so lists can use it per row). */
export function ActionGate({
  schema,
  access,
  record,
  children,
}: {
  schema: ResourceSchema;
  access?: string;
  record: Values;
  children: (access: ActionAccess) => ReactNode;
}) {
  return <>{children(useActionAccess(schema, access, record))}</>;
}
