import type { CrudFilter } from '@refinedev/core';

/** A filter list as the address holds it: present values as text, in one order. */
const asAddressed = (filters: readonly CrudFilter[]) =>
  filters
    .flatMap((filter) =>
      'field' in filter && filter.value !== undefined && filter.value !== null && filter.value !== ''
        ? [`${filter.field} ${filter.operator} ${String(filter.value)}`]
        : [],
    )
    .sort()
    .join('\n');

/**
 * Whether two filter lists are the same search once written in the address (values as text, so
 * the status 1 a form chose and the '1' read back from the address are one search).
 */
export function sameSearch(next: readonly CrudFilter[], current: readonly CrudFilter[]): boolean {
  return asAddressed(next) === asAddressed(current);
}
