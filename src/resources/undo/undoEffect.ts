import type { RowAction } from '../../model/types';
import type { Effect } from './pendingChanges';

/**
 * What a call row action does to its row, when it can be undone: a DELETE removes it, an action
 * declaring `sets` changes those fields. Undefined: the call is made at once (Feedback Result...).
 */
export function undoEffect(action: RowAction): Effect | undefined {
  if (action.kind !== 'call') return undefined;
  if (action.call.method === 'DELETE') return { remove: true };
  return action.sets ? { sets: action.sets } : undefined;
}
