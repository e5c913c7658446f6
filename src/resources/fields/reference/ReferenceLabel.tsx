import type { ReferenceSpec } from '../../../model/types';
import { EMPTY, isBlank } from '../../format';
import { useReferenceLabel } from './useReferenceLabel';

/** A list cell: the referenced record's label; its id while loading or when no record has it. */
export function ReferenceLabel({ spec, value }: { spec: ReferenceSpec; value: unknown }) {
  const { label } = useReferenceLabel(spec, value);
  if (isBlank(value)) return <>{EMPTY}</>;
  return <>{label ?? String(value)}</>;
}
