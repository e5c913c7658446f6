import type { CrudFilter } from '@refinedev/core';
import type { ReactNode } from 'react';
import type { FieldDef, FilterSpec, FormSpec, Values } from '../../../model/types';

/** What antd's Form.Item hands a control. */
export interface ControlProps {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
}

/** A form control's inputs: the field, its form spec and what FieldInput worked out. */
export interface KindInputProps extends ControlProps {
  field: FieldDef;
  spec: FormSpec;
  placeholder?: string;
  /** Option values hidden from this user (FieldDef.hiddenOptions). */
  exclude: readonly (string | number)[];
  /** The 'max' rule's length, for counters. */
  maxLength?: number;
}

/** A list filter's control: the field and its filter spec. */
export interface KindFilterProps {
  field: FieldDef;
  spec: FilterSpec;
}

/**
 * One field kind: its form input, its list cell and how its filter value becomes query
 * parameters. `cell`, `filterInput` and `query` fall back to the defaults of kinds/defaults.
 */
export interface FieldKindView {
  input: (props: KindInputProps) => ReactNode;
  cell?: (field: FieldDef, value: unknown, record: Values) => ReactNode;
  filterInput?: (props: KindFilterProps) => ReactNode;
  query?: (spec: FilterSpec, param: string, values: Values) => CrudFilter[];
}

/** The props a control passes on to its antd input. */
export function controlOf({ id, value, onChange, disabled }: KindInputProps): ControlProps {
  return { id, value, onChange, disabled };
}
