import type { CrudFilter } from '@refinedev/core';
import { Input } from 'antd';
import type { FieldDef, FilterSpec, Values } from '../../../model/types';
import { formatPlain } from '../../format';
import { rangeDates } from '../DateRangeInput';
import { OptionCell } from '../OptionCell';
import type { KindFilterProps } from './kind';
import { t } from '../../../i18n';

/** A cell: the option's label (a tag when the column says so) for fields with options, else the value. */
export function defaultCell(field: FieldDef, value: unknown, asTag: boolean) {
  if (field.options) return <OptionCell source={field.options} value={value} asTag={asTag} />;
  return formatPlain(value);
}

/** A filter: a text box. */
export function defaultFilterInput({ field, spec }: KindFilterProps) {
  return <Input allowClear placeholder={t(spec.placeholder ?? field.label)} style={{ width: 200 }} />;
}

/**
 * A filter value as query parameters: a date range as its two parameters, anything else trimmed
 * under its own; an empty value removes its filter.
 */
export function defaultQuery(spec: FilterSpec, param: string, values: Values): CrudFilter[] {
  if (spec.kind === 'dateRange') {
    const [begin, end] = spec.params ?? [`${param}_begin`, `${param}_end`];
    const [from, to] = rangeDates(values[param]);
    return [
      { field: begin, operator: 'eq', value: from },
      { field: end, operator: 'eq', value: to },
    ];
  }
  const raw = values[param];
  const value = typeof raw === 'string' ? raw.trim() : raw;
  return [{ field: param, operator: 'eq', value: value === '' || value === null ? undefined : value }];
}
