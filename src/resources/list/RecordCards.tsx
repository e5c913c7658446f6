import { Card, Checkbox, List, type CheckboxProps, type PaginationProps } from 'antd';
import type { ColumnType, TableProps } from 'antd/es/table';
import type { ReactNode } from 'react';
import type { ResourceSchema, Values } from '../../model/types';
import { recordName } from '../recordNames';
import { t } from '../../i18n';
import './recordCards.css';

interface RecordCardsProps {
  schema: ResourceSchema;
  /** The list's columns as the table shows them (order, hidden ones left out), without the actions. */
  columns: ColumnType<Values>[];
  /** The list's table props (rows, loading, paging and its change handler). */
  tableProps: TableProps<Values>;
  /** The table's row selection (lists with bulk actions); the cards offer the same choice. */
  rowSelection?: TableProps<Values>['rowSelection'];
  /** The paging's extras shared with the table (sizes, total). */
  paging: PaginationProps;
  /** A row's actions. */
  actions?: (record: Values) => ReactNode;
  /** What an empty list says (the table's), 'No Data' by default. */
  emptyText?: ReactNode;
}

/** What a column shows for a record: its render, else the raw value. */
function cellOf(column: ColumnType<Values>, record: Values, index: number): ReactNode {
  const value = record[String(column.dataIndex ?? column.key)];
  return column.render ? (column.render(value, record, index) as ReactNode) : (value as ReactNode);
}

const keyOf = (schema: ResourceSchema, record: Values) => record[schema.idKey] as string | number;

/**
 * A list's rows as cards, for a phone where a table would scroll sideways: each card is named by
 * its record (title and id), lists every shown column as label and value (the status with its
 * tag or switch) and ends with the row's actions. Paging is the table's; a list with bulk actions
 * has a checkbox on each card and Select all above them.
 */
export function RecordCards({
  schema,
  columns,
  tableProps,
  rowSelection,
  paging,
  actions,
  emptyText,
}: RecordCardsProps) {
  const rows = (tableProps.dataSource ?? []) as Values[];
  const table = tableProps.pagination;
  const selected = new Set(rowSelection?.selectedRowKeys ?? []);
  const select = (chosen: Values[]) =>
    rowSelection?.onChange?.(
      chosen.map((record) => keyOf(schema, record)),
      chosen,
      { type: 'multiple' },
    );
  const toggle = (record: Values, on: boolean) =>
    select(rows.filter((row) => (row === record ? on : selected.has(keyOf(schema, row)))));
  // A row no bulk action can be done to (the table's disabled checkbox) is left out of Select all.
  const checkboxOf = (record: Values) =>
    rowSelection?.getCheckboxProps?.(record) as CheckboxProps | undefined;
  const selectable = rows.filter((row) => !checkboxOf(row)?.disabled);
  const allSelected = selectable.length > 0 && selectable.every((row) => selected.has(keyOf(schema, row)));
  const someSelected = !allSelected && rows.some((row) => selected.has(keyOf(schema, row)));

  return (
    <>
      {rowSelection && rows.length > 0 && (
        <Checkbox
          className="record-cards-select-all"
          checked={allSelected}
          indeterminate={someSelected}
          onChange={(event) => select(event.target.checked ? selectable : [])}
        >
          {t('Select all')}
        </Checkbox>
      )}
      <List<Values>
        className="record-cards"
        loading={Boolean(tableProps.loading)}
        dataSource={rows}
        rowKey={(record) => String(keyOf(schema, record))}
        locale={{ emptyText: emptyText ?? t('No Data') }}
        pagination={
          table
            ? {
                // The table's own paging (page, size, total, the pages as links), not its placement.
                current: table.current,
                pageSize: table.pageSize,
                total: table.total,
                itemRender: table.itemRender,
                ...paging,
                size: 'small',
                onChange: (current, pageSize) =>
                  tableProps.onChange?.({ current, pageSize }, {}, [], {
                    action: 'paginate',
                    currentDataSource: rows,
                  }),
              }
            : false
        }
        renderItem={(record, index) => {
          const name = recordName(schema, record);
          return (
            <List.Item>
              <Card
                size="small"
                className="record-card"
                title={name}
                extra={
                  rowSelection && (
                    <Checkbox
                      aria-label={
                        (checkboxOf(record) as { 'aria-label'?: string } | undefined)?.['aria-label'] ?? name
                      }
                      disabled={checkboxOf(record)?.disabled}
                      checked={selected.has(keyOf(schema, record))}
                      onChange={(event) => toggle(record, event.target.checked)}
                    />
                  )
                }
              >
                <dl className="record-card-fields">
                  {columns.map((column) => (
                    <div key={String(column.key)}>
                      <dt>{column.title as ReactNode}</dt>
                      <dd>{cellOf(column, record, index)}</dd>
                    </div>
                  ))}
                </dl>
                {actions && <div className="record-card-actions">{actions(record)}</div>}
              </Card>
            </List.Item>
          );
        }}
      />
    </>
  );
}
