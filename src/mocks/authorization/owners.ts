import { recordsOf } from '../generic/records';
import { registry } from '../../schemas';
import { ownerId } from './recordScope';
import { scopeItems } from '../users/scope';
import type { ScopeLocator } from './types';

/**
 * The id of the scoped record a record of another resource belongs to, read from that resource's
 * `dataScope` (a zone's `site_id`, a link's search site by `domain`): undefined when no such
 * record exists (the handler then answers its own "not found"), NaN when its owner cannot be told
 * (refused rather than guessed).
 */
function ownerOfRecord(resource: string, value: string): number | undefined {
  const schema = registry.find((candidate) => candidate.name === resource);
  const spec = schema?.dataScope;
  if (!schema || !spec) return Number.NaN;
  const row = recordsOf(schema).find((record) => String(record[schema.idKey]) === value);
  if (!row) return undefined;
  return ownerId(spec, row[spec.via]) ?? Number.NaN;
}

/**
 * The id of the scoped record a value names, or undefined when no such record exists (the
 * handler then answers its own "not found").
 */
export function scopedId(locator: ScopeLocator, value: string): number | undefined {
  const items = scopeItems(locator.kind);
  if (locator.via === 'id') return items.find((item) => String(item.id) === value)?.id;
  if (locator.via === 'name') return items.find((item) => item.name === value)?.id;
  return ownerOfRecord(locator.via, value);
}
