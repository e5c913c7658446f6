import { useCustom } from '@refinedev/core';
import type { Option, OptionSource, RemoteOptions } from '../model/types';
import { shownOptions, t } from '../i18n';
import { choicesOf } from '../providers/http';

const isRemote = (source: OptionSource | undefined): source is RemoteOptions =>
  Boolean(source && !Array.isArray(source) && 'path' in source);

/**
 * The call a field's remote options make, its answer declared: entries that are objects with a
 * value (a mistyped answer is a failed call with its message, never a crash in a select).
 */
export const optionsCall = (remote: RemoteOptions) => ({
  url: remote.path,
  method: 'get' as const,
  config: { query: remote.query },
  meta: { base: remote.base, answer: choicesOf(remote) },
});

/** A field's options in the language shown: static ones as declared, remote ones from their dictionary call (cached). */
export function useOptions(source: OptionSource | undefined): { options: Option[]; loading: boolean } {
  const remote = isRemote(source) ? source : undefined;
  const { query, result } = useCustom<Record<string, unknown>>({
    ...optionsCall(remote ?? { path: '' }),
    queryOptions: { enabled: Boolean(remote), staleTime: 5 * 60_000 },
    errorNotification: false,
  });
  if (!source) return { options: [], loading: false };
  if (!remote) {
    // A schema's own choices are English keys, translated where they are shown.
    return { options: shownOptions(source as readonly Option[]), loading: false };
  }
  const envelope = result.data as { data?: unknown } | undefined;
  // A dictionary answers a list; a paged list call ({ list, total }) serves as one too.
  const data = envelope?.data as { list?: unknown } | unknown[] | undefined;
  const rows = Array.isArray(data) ? data : Array.isArray(data?.list) ? data.list : [];
  const raw = rows as Record<string, unknown>[];
  const valueKey = remote.valueKey ?? 'value';
  const labelKey = remote.labelKey ?? 'label';
  const options = raw.map((entry) => {
    // A dictionary value the catalogue knows in the language shown; an unknown one as sent.
    const label = t(String(entry[labelKey] ?? entry[valueKey]));
    const group = remote.groupKey ? entry[remote.groupKey] : undefined;
    return {
      value: entry[valueKey] as string | number,
      label: group ? t('{{group}} > {{label}}', { group: t(String(group)), label }) : label,
    };
  });
  return { options, loading: query.isLoading };
}

/** The label of a value among options; unknown values print as they are. */
export function optionLabel(options: Option[], value: unknown): string {
  const found = options.find((option) => String(option.value) === String(value));
  return found ? found.label : String(value);
}
