import { fail } from '../../respond';
import { scopeItems, scopeOf, type ScopeKind } from '../../users/scope';
import type { MockUser } from '../../store/seed';
import type { DateLimit, ReportPermission } from '../../../reports/types';
import { localToday } from './days';
import type { ReportQuery } from './engine';

/** A reason to refuse a report query beyond its shape, or nothing. */
export type Guard = (query: ReportQuery, user: MockUser) => Response | undefined;

/** The id of the record of a kind a filter value names: by its id or its name (a site's domain, an app's name). */
const recordId = (kind: ScopeKind, value: string) =>
  scopeItems(kind).find((item) => String(item.id) === value || item.name === value)?.id;

/**
 * A report's declared permission: a caller whose data scope holds none of its kind, or a filter
 * naming a record outside the scope, is refused with the declared texts.
 */
export function permissionGuard(permission: ReportPermission): Guard {
  return (query, user) => {
    const granted = scopeOf(user)[permission.scope];
    if (granted === 'all') return undefined;
    const wanted = permission.filter ? query.filters[permission.filter] : undefined;
    const values = Array.isArray(wanted) ? wanted.map(String) : [];
    const outside = values.some((value) => !granted.has(recordId(permission.scope, value) ?? Number.NaN));
    return granted.size === 0 || outside
      ? fail(permission.refusal, { permission_msg: permission.text })
      : undefined;
  };
}

type DateWindow = Extract<DateLimit, { kind: 'window' }>;

/** The refusals of a date window, as the guard below answers them (docs/openapi.json shows them too). */
export const windowRefusals = (limit: DateWindow) => ({
  tooEarly: `The earliest date is ${limit.earliest}`,
  future: 'The date range cannot be in the future',
  tooLong: `The date range cannot be longer than ${limit.maxDays} days`,
});

/** A date window (the management spec's Revenue report): from `earliest`, not in the future, at most `maxDays`. */
export function windowGuard(limit: DateWindow): Guard {
  const refusals = windowRefusals(limit);
  return (query) => {
    if (query.start < limit.earliest) return fail(refusals.tooEarly);
    if (query.end > localToday()) return fail(refusals.future);
    const days = (Date.parse(query.end) - Date.parse(query.start)) / 86_400_000 + 1;
    return days > limit.maxDays ? fail(refusals.tooLong) : undefined;
  };
}

/** Every guard of a report's tab, first refusal wins. */
export function guardsOf(permission: ReportPermission | undefined, dateLimit: DateLimit): Guard {
  const guards = [
    ...(permission ? [permissionGuard(permission)] : []),
    ...(dateLimit.kind === 'window' ? [windowGuard(dateLimit)] : []),
  ];
  return (query, user) =>
    guards.reduce<Response | undefined>((refused, guard) => refused ?? guard(query, user), undefined);
}
