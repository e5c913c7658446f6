import type { ResourceSchema, Values } from '../../model/types';
import { accessControlProvider } from '../../providers/access/accessControlProvider';
import type { BulkAction } from './bulkActions';

/**
 * Why a bulk action cannot be done to a row (an English text, the catalogue key): its own conditions
 * (hidden or disabled on the row), then the access control provider (the admin user); undefined
 * when it can.
 */
export async function bulkRefusal(
  schema: ResourceSchema,
  action: BulkAction,
  record: Values,
): Promise<string | undefined> {
  const unavailable = action.unavailable(record);
  if (unavailable) return unavailable;
  if (!action.access) return undefined;
  const answer = await accessControlProvider.can({
    resource: schema.name,
    action: action.access,
    params: { record },
  });
  return answer.can ? undefined : (answer.reason ?? 'service error');
}

/**
 * The reasons, each once, when none of the list's bulk actions can ever be done to the row (the
 * admin user can be neither deleted nor switched): its checkbox is disabled and says them.
 * Undefined when one action can.
 */
export async function unselectableBecause(
  schema: ResourceSchema,
  actions: readonly BulkAction[],
  record: Values,
): Promise<string[] | undefined> {
  if (!actions.length) return undefined;
  const reasons = await Promise.all(actions.map((action) => bulkRefusal(schema, action, record)));
  if (reasons.some((reason) => reason === undefined)) return undefined;
  return [...new Set(reasons as string[])];
}
