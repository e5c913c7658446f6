import type { ColumnsType } from 'antd/es/table';
import { OptionCell } from './fields/OptionCell';
import { formatDateTime, formatPlain } from './format';
import type { ColumnSpec, FieldDef, ResourceSchema, Values } from './types';

function cell(field: FieldDef, spec: ColumnSpec, value: unknown, record: Values) {
  if (spec.format) return spec.format(value, record);
  if (spec.display === 'dateTime') return formatDateTime(value);
  if (field.options)
    return <OptionCell source={field.options} value={value} asTag={spec.display === 'tag'} />;
  return formatPlain(value);
}

/** Table columns from the fields that declare one. */
export function schemaColumns(schema: ResourceSchema): ColumnsType<Values> {
  return schema.fields
    .filter((field) => field.column)
    .map((field) => {
      const spec: ColumnSpec = field.column === true ? {} : (field.column as ColumnSpec);
      return {
        key: field.key,
        dataIndex: field.key,
        title: field.label,
        width: spec.width,
        sorter: spec.sorter,
        render: (value: unknown, record: Values) => cell(field, spec, value, record),
      };
    });
}
