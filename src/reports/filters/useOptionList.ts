import { useCustom } from '@refinedev/core';
import type { DictionarySource, Option } from '../types';
import { shownOptions, t } from '../../i18n';
import { choicesOf } from '../../providers/http';

const isDictionary = (source: Option[] | DictionarySource): source is DictionarySource =>
  !Array.isArray(source);

/** Reads a list out of an answer's data: the data itself, or one of its fields. */
export function optionsFrom(data: unknown, source: DictionarySource): Option[] {
  const list = source.pick ? (data as Record<string, unknown> | undefined)?.[source.pick] : data;
  if (!Array.isArray(list)) return [];
  const valueKey = source.valueKey ?? 'value';
  const labelKey = source.labelKey ?? 'label';
  return (list as Record<string, unknown>[]).map((entry) => ({
    value: String(entry[valueKey]),
    label: t(String(entry[labelKey] ?? entry[valueKey])), // a known dictionary value translated
  }));
}

/** The call of a dictionary (a filter's or a column's options), its answer declared as choices. */
export const dictionaryCall = (source: DictionarySource) => ({
  url: source.path,
  method: 'get' as const,
  config: { query: source.query },
  meta: { base: source.base, answer: choicesOf(source) },
});

/**
 * A filter's or a column's options in the language shown: static ones as declared (English keys,
 * translated here), a dictionary from its call (cached for five minutes).
 */
export function useOptionList(source: Option[] | DictionarySource): { options: Option[]; loading: boolean } {
  const dictionary = isDictionary(source) ? source : undefined;
  const { query, result } = useCustom<{ data?: unknown }>({
    ...dictionaryCall(dictionary ?? { path: '' }),
    queryOptions: { enabled: Boolean(dictionary), staleTime: 5 * 60_000 },
    errorNotification: false,
  });
  if (!dictionary) return { options: shownOptions(source as Option[]), loading: false };
  const envelope = result.data as { data?: unknown } | undefined;
  return { options: optionsFrom(envelope?.data, dictionary), loading: query.isLoading };
}
