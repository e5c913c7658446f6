import type { ReferenceSpec } from '../../../model/types';
import { EMPTY } from '../../format';
import { useReferenceLabels } from './useReferenceLabels';

/**
 * A cell: the referenced record's label (a multiple reference's, comma-separated); an id while it
 * loads or when no record has it.
 */
export function ReferenceLabel({ spec, value }: { spec: ReferenceSpec; value: unknown }) {
  const { labels } = useReferenceLabels(spec, value);
  if (!labels.length) return <>{EMPTY}</>;
  return <>{labels.map(({ id, label }) => label ?? id).join(', ')}</>;
}
