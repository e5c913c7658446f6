import type { ComponentType } from 'react';
import type { ApiBase } from '../config';

/** Form or record values, as the API sends and receives them. */
export type Values = Record<string, unknown>;
export type Condition = (values: Values) => boolean;

/** A validation rule with its exact message; turned into an antd rule and reused by the embedded API. */
export type Rule =
  | { kind: 'required'; message: string }
  | { kind: 'max'; value: number; message?: string }
  | { kind: 'min'; value: number; message?: string }
  | { kind: 'pattern'; pattern: RegExp; message: string }
  | { kind: 'check'; test: (value: unknown, values: Values) => boolean; message: string };

export interface Option {
  label: string;
  value: string | number;
  /** Tag colour, for status columns. */
  color?: string;
}

/** Options fetched from a dictionary call; `data` is a list of { value, label } or mapped by `map`. */
export interface RemoteOptions {
  base?: ApiBase;
  path: string;
  query?: Values;
  valueKey?: string;
  labelKey?: string;
}

export type OptionSource = readonly Option[] | RemoteOptions;

export type FieldKind = 'text' | 'textarea' | 'number' | 'select' | 'multiSelect' | 'color' | 'dateTime';

export interface ColumnSpec {
  /** Display kind for the cell; default prints the value ('--' when empty). */
  display?: 'text' | 'tag' | 'dateTime';
  /** Turns the value (and record) into the text shown. */
  format?: (value: unknown, record: Values) => string;
  width?: number;
  sorter?: boolean;
}

export interface FilterSpec {
  /** Query parameter name (default: the field key). */
  param?: string;
  kind?: 'text' | 'select';
  /** Adds an 'All' choice (value '') before the options. */
  withAll?: boolean;
  placeholder?: string;
  /** Filter choices when they differ from the field's own options. */
  options?: OptionSource;
}

export interface FormSpec {
  /** Form label when it differs from the column label. */
  label?: string;
  rules?: Rule[];
  /** Shown on create / edit (default both). */
  onCreate?: boolean;
  onEdit?: boolean;
  /** Read-only on edit. */
  lockedOnEdit?: boolean;
  visibleWhen?: Condition;
  /** When false the field is disabled and its value cleared. */
  enabledWhen?: Condition;
  /** Rules apply only while this holds (default: always). */
  requiredWhen?: Condition;
  initial?: unknown;
  placeholder?: string;
  /** Text before the input (e.g. the host of a site link). */
  prefix?: string;
  /** Number options or field-specific settings. */
  min?: number;
  max?: number;
  step?: number;
  /** Trim text before sending (default true for text kinds). */
  trim?: boolean;
}

export interface FieldDef {
  key: string;
  label: string;
  kind?: FieldKind;
  options?: OptionSource;
  column?: ColumnSpec | boolean;
  filter?: FilterSpec | boolean;
  form?: FormSpec;
}

export interface ApiCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path with {placeholders} filled from the scope and the record. */
  path: string;
  base?: ApiBase;
  /** Paging parameter names. */
  paging?: { page: string; size: string };
  /** Where the rows and total sit in `data` (default 'list' and 'total'; an array `data` is the rows). */
  rowsKey?: string;
  totalKey?: string;
  /** Shapes the request body from the form values (default: the values). */
  body?: (values: Values, scope: Values) => Values;
  /** Fixed query parameters. */
  query?: Values;
}

/** Row action kinds every resource can use. */
export type RowAction =
  | { kind: 'edit'; label?: string; enabledWhen?: Condition }
  | {
      kind: 'navigate';
      label: string;
      to: string;
      /** Session-storage entries written before navigating (page state such as the site id). */
      session?: (record: Values) => Record<string, string>;
      enabledWhen?: Condition;
    }
  | {
      kind: 'custom';
      label: string;
      /** A part from resources/custom, loaded lazily. */
      component: () => Promise<{ default: ComponentType<CustomActionProps> }>;
      enabledWhen?: Condition;
    };

export interface CustomActionProps {
  record: Values;
  schema: ResourceSchema;
  label: string;
  disabled: boolean;
  /** Reload the list. */
  refresh: () => void;
}

/** Page state a list needs from session storage (e.g. the zone list's site). */
export interface ScopeSpec {
  /** scope key -> session-storage key */
  session: Record<string, string>;
  /** Where to go when a key is missing. */
  redirectTo: string;
  /** Header line shown above the list. */
  describe: (scope: Values) => string;
}

export interface ResourceSchema {
  name: string;
  /** Menu and breadcrumb label. */
  label: string;
  /** The list screen's route; absent for a resource shown inside another screen (e.g. a tab). */
  route?: string;
  /** Menu path that grants access to this screen (default: route). */
  accessPath?: string;
  idKey: string;
  api: { list: ApiCall; create?: ApiCall; update?: ApiCall };
  fields: FieldDef[];
  rowActions?: RowAction[];
  scope?: ScopeSpec;
  /** Create button and modal title; no create when absent. */
  createLabel?: string;
  editLabel?: string;
  messages?: { created?: string; createFailed?: string; updated?: string; updateFailed?: string };
  /** Filter order when it differs from the field order. */
  filterOrder?: string[];
  /** Default list sort. */
  defaultSort?: { field: string; order: 'asc' | 'desc' };
}
