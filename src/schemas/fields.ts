import type {
  ApiCall,
  Condition,
  FieldDef,
  FilterSpec,
  FormSpec,
  OptionSource,
  PairsSpec,
} from '../resources/types';
import { LP_TYPE_OPTIONS } from './enums';

/**
 * Field shapes that several schemas share, so each schema lists only what is its own. Each
 * factory returns a plain FieldDef; what differs between screens is an argument.
 */

/** A status column shown as a tag (with an optional tooltip, e.g. a failed row's remark) and a select filter. */
export const statusField = (
  options: OptionSource,
  tooltip?: (row: Record<string, unknown>) => string | undefined,
  filter: FilterSpec = {},
): FieldDef => ({
  key: 'status',
  label: 'Status',
  options,
  column: { display: 'tag', ...(tooltip ? { tooltip } : {}) },
  filter: { kind: 'select', withAll: true, ...filter },
});

/** A date-time column ('Created Time', 'Updated Time'...), optionally filtered by a date range. */
export const timeField = (key: string, label: string, rangeParams?: [string, string]): FieldDef => ({
  key,
  label,
  column: { display: 'dateTime' },
  ...(rangeParams ? { filter: { kind: 'dateRange', params: rangeParams } } : {}),
});

export const createdTime = (rangeParams?: [string, string]) =>
  timeField('created_time', 'Created Time', rangeParams);
export const updatedTime = () => timeField('updated_time', 'Updated Time');

/** The creator column (optionally a text filter). */
export const creatorField = (key = 'created_user_name', filter?: boolean): FieldDef => ({
  key,
  label: 'Creator',
  column: true,
  ...(filter ? { filter: { placeholder: 'Creator' } } : {}),
});

/** Lp Type (content or middle page): a column, an 'All' filter and a required select in the form. */
export const lpTypeField = (form: FormSpec): FieldDef => ({
  key: 'lp_type',
  label: 'Lp Type',
  kind: 'select',
  options: LP_TYPE_OPTIONS,
  column: true,
  filter: { withAll: true },
  form,
});

/** Rows of two inputs (kind 'pairs'), e.g. event maps and postback return options. */
export const pairsField = (key: string, label: string, pairs: PairsSpec, form: FormSpec = {}): FieldDef => ({
  key,
  label,
  kind: 'pairs',
  pairs,
  form,
});

/** A plain text input, only in the form. */
export const textInput = (key: string, label: string): FieldDef => ({ key, label, form: {} });

/** True when the record's numeric status is this one. */
export const hasStatus =
  (status: number): Condition =>
  (row) =>
    Number(row.status) === status;

/** A GET list call paged with page_index and page_size, as most list screens are. */
export const pagedList = (path: string): ApiCall => ({
  method: 'GET',
  path,
  paging: { page: 'page_index', size: 'page_size' },
});

/** The list, create and edit calls of a resource kept under one path (`{base}/list`, `{base}`, `{base}/{id}`). */
export const crudCalls = (base: string, idKey: string) => ({
  list: pagedList(`${base}/list`),
  create: { method: 'POST', path: base } satisfies ApiCall,
  update: { method: 'PUT', path: `${base}/{${idKey}}` } satisfies ApiCall,
});

/** An app or ad-unit name: letters, numbers, underscores and colons (rules carry the message). */
export const nameField = (key: string, label: string, form: FormSpec): FieldDef => ({
  key,
  label,
  column: true,
  form: { placeholder: 'Letters, numbers, _ and :', ...form },
});
