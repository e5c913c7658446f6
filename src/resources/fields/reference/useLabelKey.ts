import { useResourceParams } from '@refinedev/core';
import type { ReferenceSpec } from '../../../model/types';

/**
 * The field a reference shows: its own `labelKey`, else the referenced resource's `recordLabel`
 * (declared once on that resource, handed to Refine as the resource's meta), else the id.
 */
export function useLabelKey(spec: ReferenceSpec): string {
  const { resource } = useResourceParams({ resource: spec.resource });
  const declared = resource?.meta?.recordLabel as string | undefined;
  return spec.labelKey ?? declared ?? 'id';
}
