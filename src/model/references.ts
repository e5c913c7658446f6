import type { ReferenceSpec } from './types';

/*
 * What a reference field (kind 'reference') asks of the referenced list, read by the engine's
 * inputs and by the contract alike.
 */

/** The page size of a reference that offers every record at once (`whole: true`). */
export const WHOLE_LIST_SIZE = 9999;

/** The page a `whole` reference asks for its choices, or undefined when it searches page by page. */
export function wholePageSize(spec: ReferenceSpec): number | undefined {
  if (!spec.whole) return undefined;
  return spec.whole === true ? WHOLE_LIST_SIZE : spec.whole.pageSize;
}

/** The ids a reference's value holds: none when empty, one, or each of a multiple reference's list. */
export function referencedIds(value: unknown): string[] {
  const values = Array.isArray(value) ? value : [value];
  return values.filter((one) => one !== undefined && one !== null && one !== '').map(String);
}
