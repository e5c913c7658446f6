import type { ApiCall, Values } from '../../model/types';
import { fillPath } from '../../providers/http/paths';

/**
 * One record's call as Refine's custom call takes it: the path and body filled from `values`,
 * silent (the caller shows its own toast: one failure, one toast).
 */
export function recordCall(call: ApiCall, values: Values) {
  return {
    url: fillPath(call.path, values),
    method: call.method.toLowerCase() as 'post',
    payload: call.body ? call.body(values, {}) : {},
    meta: { base: call.base, silent: true },
  };
}
