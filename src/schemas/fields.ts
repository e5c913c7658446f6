import type {
  ApiCall,
  Condition,
  FieldDef,
  FilterSpec,
  FormSpec,
  OptionSource,
  PairsSpec,
  RecordPath,
} from '../model/types';
import { LP_TYPE_OPTIONS } from './enums';

/**
 * Field shapes that several schemas share, so each schema lists only what is its own. Each
 * factory returns a FieldDef typed by its key; what differs between screens is an argument.
 */

/** A status column shown as a tag (with an optional tooltip, e.g. a failed row's remark) and a select filter. */
export const statusField = (
  options: OptionSource,
  tooltip?: (row: Record<string, unknown>) => string | undefined,
  filter: FilterSpec = {},
): FieldDef<'status'> => ({
  key: 'status',
  label: 'Status',
  options,
  column: { display: 'tag', ...(tooltip ? { tooltip } : {}) },
  filter: { kind: 'select', withAll: true, ...filter },
});

/** A date-time column ('Created Time', 'Updated Time'...), optionally filtered by a date range. */
export const timeField = <Key extends string>(
  key: Key,
  label: string,
  rangeParams?: [string, string],
): FieldDef<Key> => ({
  key,
  label,
  column: { display: 'dateTime', sortable: true },
  ...(rangeParams ? { filter: { kind: 'dateRange', params: rangeParams } } : {}),
});

export const createdTime = (rangeParams?: [string, string]) =>
  timeField('created_time', 'Created Time', rangeParams);
export const updatedTime = () => timeField('updated_time', 'Updated Time');

/** The creator column (optionally a text filter). */
export const creatorField = <Key extends string = 'created_user_name'>(
  key = 'created_user_name' as Key,
  filter?: boolean,
): FieldDef<Key> => ({
  key,
  label: 'Creator',
  column: true,
  ...(filter ? { filter: { placeholder: 'Creator' } } : {}),
});

/** Lp Type (content or middle page): a column, an 'All' filter and a required select in the form. */
export const lpTypeField = (form: FormSpec): FieldDef<'lp_type'> => ({
  key: 'lp_type',
  label: 'Lp Type',
  kind: 'select',
  options: LP_TYPE_OPTIONS,
  column: true,
  filter: { withAll: true },
  form,
});

/** Rows of two inputs (kind 'pairs'), e.g. event maps and postback return options. */
export const pairsField = <Key extends string>(
  key: Key,
  label: string,
  pairs: PairsSpec,
  form: FormSpec = {},
): FieldDef<Key> => ({
  key,
  label,
  kind: 'pairs',
  pairs,
  form,
});

/** A plain text input, only in the form. */
export const textInput = <Key extends string>(key: Key, label: string): FieldDef<Key> => ({
  key,
  label,
  form: {},
});

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
export const crudCalls = <IdKey extends string>(base: string, idKey: IdKey) => ({
  list: pagedList(`${base}/list`),
  create: { method: 'POST', path: base } satisfies ApiCall,
  update: { method: 'PUT', path: `${base}/{${idKey}}` as const } satisfies ApiCall<RecordPath<IdKey>>,
});

/** An app or ad-unit name: letters, numbers, underscores and colons (rules carry the message). */
export const nameField = <Key extends string>(key: Key, label: string, form: FormSpec): FieldDef<Key> => ({
  key,
  label,
  column: { sortable: true },
  form: { placeholder: 'Letters, numbers, _ and :', ...form },
});

/**
 * The field's column hidden until the user shows it in the list's column settings: a column needed
 * less often, left out so that the list fits a 1366 px screen.
 */
export const offByDefault = <F extends FieldDef<string>>(field: F): F => ({
  ...field,
  column: { ...(typeof field.column === 'object' ? field.column : {}), offByDefault: true },
});
