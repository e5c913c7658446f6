import { getDefaultSortOrder } from '@refinedev/antd';
import type { CrudSort } from '@refinedev/core';
import { Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { StatusSwitch, switchToggle } from '../bulk/StatusSwitch';
import { CustomCell } from '../CustomCell';
import { DISPLAYS } from '../fields/displays';
import { defaultCell } from '../fields/kinds/defaults';
import { kindOf } from '../fields/registry';
import { EMPTY } from '../format';
import type { ColumnSpec, FieldDef, ResourceSchema, Values } from '../../model/types';
import { t } from '../../i18n';

/**
 * What a cell shows: '--' where `shownWhen` fails, the schema's `format`, the display it names
 * (fields/displays), else the field kind's cell. A tag of a field with options is the option's.
 */
function content(field: FieldDef, spec: ColumnSpec, value: unknown, record: Values) {
  if (spec.shownWhen && !spec.shownWhen(record)) return EMPTY;
  if (spec.format) return spec.format(value, record);
  const asOptionTag = spec.display === 'tag' && field.options;
  if (spec.display && spec.display !== 'text' && !asOptionTag)
    return DISPLAYS[spec.display](value, spec, field);
  const kindCell = kindOf(field.kind).cell;
  return kindCell ? kindCell(field, value, record) : defaultCell(field, value, spec.display === 'tag');
}

/** The cell, with the record's tooltip (e.g. a failed row's remark) when there is one. */
function cell(field: FieldDef, spec: ColumnSpec, value: unknown, record: Values) {
  const shown = content(field, spec, value, record);
  const tip = spec.tooltip?.(record);
  return tip ? (
    <Tooltip title={tip}>
      <span tabIndex={0} aria-label={tip} style={{ cursor: 'help' }}>
        {shown}
      </span>
    </Tooltip>
  ) : (
    shown
  );
}

/**
 * Table columns from the fields that declare one. A `sortable` column's header sorts the list on
 * the server; its arrow follows the list's current sorters (from the address after a reload). The
 * status column of a schema whose `statusToggle` asks for a switch is that switch.
 */
export function schemaColumns(schema: ResourceSchema, sorters: CrudSort[] = []): ColumnsType<Values> {
  const toggle = switchToggle(schema);
  return schema.fields
    .filter((field) => field.column)
    .map((field) => {
      const spec: ColumnSpec = field.column === true ? {} : (field.column as ColumnSpec);
      return {
        key: field.key,
        dataIndex: field.key,
        title: t(field.label),
        ...(spec.sortable
          ? { sorter: true, sortOrder: getDefaultSortOrder(field.key, sorters) ?? null }
          : {}),
        render: (value: unknown, record: Values) =>
          toggle?.key === field.key ? (
            <StatusSwitch schema={schema} toggle={toggle} record={record} />
          ) : spec.component ? (
            <CustomCell loader={spec.component} value={value} record={record} schema={schema} />
          ) : (
            cell(field, spec, value, record)
          ),
      };
    });
}
