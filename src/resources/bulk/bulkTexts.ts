import { t } from '../../i18n';

/**
 * An action's texts in the selection bar, in English (the catalogue keys): the button, the
 * question for one row and for `{{count}}`, the summary (`{{done}}`, `{{total}}`), and for a status
 * change the summary naming rows that were already as asked.
 */
export interface BulkTexts {
  label: string;
  one: string;
  many: string;
  result: string;
  already?: { one: string; many: string };
}

export const DELETE_TEXTS: BulkTexts = {
  label: 'Delete',
  one: 'Delete 1 record?',
  many: 'Delete {{count}} records?',
  result: 'Deleted {{done}} of {{total}}',
};

export const STATUS_TEXTS: Record<'enable' | 'disable', BulkTexts> = {
  enable: {
    label: 'Enable',
    one: 'Enable 1 record?',
    many: 'Enable {{count}} records?',
    result: 'Enabled {{done}} of {{total}}',
    already: {
      one: 'Enabled {{done}} of {{total}}; 1 was already enabled',
      many: 'Enabled {{done}} of {{total}}; {{count}} were already enabled',
    },
  },
  disable: {
    label: 'Disable',
    one: 'Disable 1 record?',
    many: 'Disable {{count}} records?',
    result: 'Disabled {{done}} of {{total}}',
    already: {
      one: 'Disabled {{done}} of {{total}}; 1 was already disabled',
      many: 'Disabled {{done}} of {{total}}; {{count}} were already disabled',
    },
  },
};

/** A declared row action without texts of its own: its label names it ("Retry 3 records?"). */
export const declaredTexts = (label: string): BulkTexts => ({
  label,
  one: '{{action}} 1 record?',
  many: '{{action}} {{count}} records?',
  result: '{{action}}: {{done}} of {{total}} done',
});

/** The values every text of an action may name: the action's own label, translated. */
const named = (texts: BulkTexts, values: Record<string, unknown>) => ({ action: t(texts.label), ...values });

export const bulkLabel = (texts: BulkTexts) => t(texts.label);

/** The confirmation's question, naming the count ("Delete 3 records?"). */
export const bulkQuestion = (texts: BulkTexts, count: number) =>
  count === 1 ? t(texts.one, named(texts, {})) : t(texts.many, named(texts, { count }));

/**
 * The summary's first line ("Deleted 2 of 3"); rows that were already as asked are not counted as
 * done but named apart ("Disabled 2 of 3; 1 was already disabled").
 */
export const bulkResult = (texts: BulkTexts, done: number, total: number, already = 0) => {
  if (!already || !texts.already) return t(texts.result, named(texts, { done, total }));
  return already === 1
    ? t(texts.already.one, named(texts, { done, total }))
    : t(texts.already.many, named(texts, { done, total, count: already }));
};

export const selectedText = (count: number) => t('{{count}} selected', { count });
export const recordsText = (count: number) =>
  count === 1 ? t('1 record') : t('{{count}} records', { count });
export const progressText = (finished: number, total: number) =>
  t('{{finished}} of {{total}} done', { finished, total });
export const failedText = (count: number) => t('Failed: {{count}}', { count });
export const DELETE_WARNING = 'You can still undo it for a few seconds.';
export const CLEAR_SELECTION = 'Clear selection';
export const selectRowText = (name: string) => t('Select {{name}}', { name });
