import { db } from '../store/db';
import { scopeItems } from '../users/scope';
import type { ScopeLocator } from './types';

type OwnerLookup = (value: string) => number | undefined;

/** Child records whose handler module says which scoped record owns them (see registerOwner). */
const owners: Partial<Record<ScopeLocator['via'], OwnerLookup>> = {
  zone: (value) => db().zones.find((zone) => String(zone.zone_id) === value)?.site_id,
};

/**
 * Tells the authorization layer which scoped record owns a child record, for rows that find the
 * record `via` it: `registerOwner('link', (id) => searchSiteIdOfLink(id))`, once, at module load.
 */
export function registerOwner(via: 'link', lookup: OwnerLookup): void {
  owners[via] = lookup;
}

/**
 * The id of the scoped record a value names, or undefined when no such record exists (the
 * handler then answers its own "not found").
 */
export function scopedId(locator: ScopeLocator, value: string): number | undefined {
  const items = scopeItems(locator.kind);
  if (locator.via === 'id') return items.find((item) => String(item.id) === value)?.id;
  if (locator.via === 'name') return items.find((item) => item.name === value)?.id;
  const lookup = owners[locator.via];
  // No lookup registered means the table cannot tell the owner: refuse rather than guess.
  return lookup ? lookup(value) : Number.NaN;
}
