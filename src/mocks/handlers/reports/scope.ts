import type { ReportScope, ReportView } from '../../../reports/types';
import type { MockUser } from '../../store/seed';
import { scopeItems, scopeOf, type ScopeItem } from '../../users/scope';
import type { FactFilter } from './engine';

/**
 * A report tab's data scope (`scope` in its config), for every model: which facts a caller may
 * see, and the values a scoped key takes (the records of its kind, by id or by name).
 */

/** The tab's scope entries (none, one or several). */
export const scopesOf = (view: ReportView): ReportScope[] =>
  view.scope === undefined ? [] : Array.isArray(view.scope) ? view.scope : [view.scope];

/** How a fact's key names one of these records: its id as text, or its name. */
export const scopedValue = (scope: ReportScope, item: ScopeItem): string =>
  scope.by === 'name' ? item.name : String(item.id);

/** The id of the record a fact's key names, or undefined when no record has that id or name. */
function recordId(scope: ReportScope, value: string): number | undefined {
  return scopeItems(scope.kind).find((item) => scopedValue(scope, item) === value)?.id;
}

/**
 * The facts of a tab the user's data scope grants: those whose every scoped key (when the fact
 * has it) names a granted record. A key naming no record is granted to those who see every record
 * of its kind only.
 */
export function factsVisibleTo(view: ReportView, user: MockUser): FactFilter {
  const granted = scopeOf(user);
  const checks = scopesOf(view).filter((scope) => granted[scope.kind] !== 'all');
  if (!checks.length) return () => true;
  return (fact) =>
    checks.every((scope) => {
      const value = fact.keys[scope.key];
      if (value === undefined || value === '') return true;
      const id = recordId(scope, value);
      const ids = granted[scope.kind];
      return id !== undefined && ids !== 'all' && ids.has(id);
    });
}
