import type { ApiBase } from '../config';
import type { LookupSpec, NamedLookup, ResourceSchema } from './types';

/*
 * A schema's lookup names the resource it searches; what it leaves out comes from that resource,
 * declared once there. The engine reads the resource from Refine's resource meta (as references
 * read its recordLabel), the embedded API and the contract from the schema registry.
 */

/** What a lookup takes from the resource it names: its list call and the field that labels a record. */
export interface LookupTarget {
  list: { path: string; base?: ApiBase };
  recordLabel?: string;
}

/** A resource's part in the lookups that name it (also what Refine's resource meta carries). */
export const lookupTargetOf = (schema: ResourceSchema): LookupTarget => ({
  list: { path: schema.api.list.path, base: schema.api.list.base },
  recordLabel: schema.recordLabel,
});

/**
 * The lookup as it asks: without its own `path` it asks the named resource's list call (with that
 * call's base), without `labelKey` it shows the resource's `recordLabel` (else the value). What it
 * declares itself wins. A lookup with its path (a report's filter) is returned as it is.
 */
export function lookupWithDefaults(
  spec: LookupSpec | NamedLookup,
  target: LookupTarget | undefined,
): LookupSpec {
  const named = 'resource' in spec ? spec.resource : undefined;
  if (named === undefined) return spec as LookupSpec;
  const own = spec.path === undefined ? undefined : { path: spec.path, base: spec.base };
  const list = own ?? target?.list;
  if (!list)
    throw new Error(`The lookup of ${named} has no path, and no resource ${named} lends its list call`);
  const labelKey = spec.labelKey ?? target?.recordLabel;
  return {
    ...spec,
    path: list.path,
    ...(list.base === undefined ? {} : { base: list.base }),
    ...(labelKey === undefined ? {} : { labelKey }),
  };
}
