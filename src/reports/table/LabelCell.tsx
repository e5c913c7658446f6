import { formatValue } from './format';
import type { DictionarySource, Option } from '../types';
import { useOptionList } from '../filters/useOptionList';

/** A dimension cell naming its value (a zone's name, a country's) from the column's options. */
export function LabelCell({ source, value }: { source: Option[] | DictionarySource; value: unknown }) {
  const { options } = useOptionList(source);
  const found = options.find((option) => option.value === String(value));
  return <>{found ? found.label : formatValue(value)}</>;
}
