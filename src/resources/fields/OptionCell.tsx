import { Tag } from 'antd';
import { EMPTY, isBlank } from '../format';
import type { OptionSource } from '../../model/types';
import { optionLabel, useOptions } from '../useOptions';

/** A table cell showing option labels for a value or a list of values; as a tag when asked. */
export function OptionCell({
  source,
  value,
  asTag,
}: {
  source: OptionSource;
  value: unknown;
  asTag?: boolean;
}) {
  const { options } = useOptions(source);
  if (isBlank(value)) return <>{EMPTY}</>;
  if (asTag) {
    const option = options.find((candidate) => String(candidate.value) === String(value));
    return <Tag color={option?.color}>{option?.label ?? String(value)}</Tag>;
  }
  const values = Array.isArray(value) ? value : [value];
  return <>{values.map((item) => optionLabel(options, item)).join(', ')}</>;
}
