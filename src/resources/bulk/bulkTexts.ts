import { t } from '../../i18n';
import type { BulkKind } from './bulkActions';

/** The selection bar's texts, in English (the catalogue keys); `t` shows them in the user's language. */
const TEXTS: Record<BulkKind, { label: string; one: string; many: string; result: string }> = {
  delete: {
    label: 'Delete',
    one: 'Delete 1 record?',
    many: 'Delete {{count}} records?',
    result: 'Deleted {{done}} of {{total}}',
  },
  enable: {
    label: 'Enable',
    one: 'Enable 1 record?',
    many: 'Enable {{count}} records?',
    result: 'Enabled {{done}} of {{total}}',
  },
  disable: {
    label: 'Disable',
    one: 'Disable 1 record?',
    many: 'Disable {{count}} records?',
    result: 'Disabled {{done}} of {{total}}',
  },
};

export const bulkLabel = (kind: BulkKind) => t(TEXTS[kind].label);

/** The confirmation's question, naming the count ("Delete 3 records?"). */
export const bulkQuestion = (kind: BulkKind, count: number) =>
  count === 1 ? t(TEXTS[kind].one) : t(TEXTS[kind].many, { count });

/** Enable and Disable with rows already as asked: the summary says how many, apart from the done ones. */
const ALREADY: Record<Exclude<BulkKind, 'delete'>, { one: string; many: string }> = {
  enable: {
    one: 'Enabled {{done}} of {{total}}; 1 was already enabled',
    many: 'Enabled {{done}} of {{total}}; {{count}} were already enabled',
  },
  disable: {
    one: 'Disabled {{done}} of {{total}}; 1 was already disabled',
    many: 'Disabled {{done}} of {{total}}; {{count}} were already disabled',
  },
};

/**
 * The summary's first line ("Deleted 2 of 3"); rows that were already as asked are not counted as
 * done but named apart ("Disabled 2 of 3; 1 was already disabled").
 */
export const bulkResult = (kind: BulkKind, done: number, total: number, already = 0) => {
  if (!already || kind === 'delete') return t(TEXTS[kind].result, { done, total });
  const texts = ALREADY[kind];
  return already === 1 ? t(texts.one, { done, total }) : t(texts.many, { done, total, count: already });
};

export const selectedText = (count: number) => t('{{count}} selected', { count });
export const progressText = (finished: number, total: number) =>
  t('{{finished}} of {{total}} done', { finished, total });
export const failedText = (count: number) => t('Failed: {{count}}', { count });
export const DELETE_WARNING = 'This cannot be undone.';
export const CLEAR_SELECTION = 'Clear selection';
export const selectRowText = (name: string) => t('Select {{name}}', { name });
