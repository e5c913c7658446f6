import { useTable } from '@refinedev/antd';
import { Card, Table, Typography } from 'antd';
import type { ColumnsType, ColumnType } from 'antd/es/table';
import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router';
import { AddressedForm } from '../form/AddressedForm';
import { schemaColumns } from './columns';
import { ColumnSettings } from './ColumnSettings';
import { arrangeColumns, useColumnLayout } from './useColumnLayout';
import { hasFilters, sameFilters, toCrudFilters } from './filters';
import { emptyResult } from '../../ui/EmptyResult';
import { ListToolbar } from './ListToolbar';
import { RecordCards } from './RecordCards';
import { RowActions } from '../actions/RowActions';
import { useBulkSelection } from '../bulk/useBulkSelection';
import { SchemaFilters } from './SchemaFilters';
import { resourceLabels } from '../../model/labels';
import type { ResourceSchema, Values } from '../../model/types';
import { useFormAddress } from '../form/useFormAddress';
import { useSearchHistory } from './useSearchHistory';
import { readScope } from '../useScope';
import { ScreenTitle } from '../../ui/ScreenTitle';
import { shown, t } from '../../i18n';
import { usePhone } from '../../theme';
import { usePendingRows } from '../undo/usePendingRows';

export const PAGE_SIZES = [10, 20, 30, 50, 100];
export const DEFAULT_PAGE_SIZE = 20;

/**
 * The list screen of a resource: filters, table (cards on a phone), row actions and its
 * create/edit/view modal, which the address holds (`?create`, `?edit=<id>`, `?view=<id>`; see useFormAddress).
 */
export function SchemaList({ schema }: { schema: ResourceSchema }) {
  const scope = readScope(schema);
  if (!scope) return <Navigate to={schema.scope?.redirectTo ?? '/home'} replace />;
  return <ScopedList schema={schema} scope={scope} />;
}

function ScopedList({ schema, scope }: { schema: ResourceSchema; scope: Values }) {
  const { address, open, close } = useFormAddress();
  const {
    tableProps: shownTableProps,
    searchFormProps,
    tableQuery,
    filters,
    sorters,
    setFilters,
    setCurrentPage,
  } = useTable<Values>({
    resource: schema.name,
    syncWithLocation: true,
    pagination: { pageSize: DEFAULT_PAGE_SIZE, mode: 'server' },
    sorters: schema.defaultSort ? { initial: [schema.defaultSort] } : undefined,
    onSearch: (values) => {
      const next = toCrudFilters(schema, values as Values);
      // Unchanged filters leave the query as it is and nothing would be asked: Search always
      // fetches again, so a publisher can refresh today's rows.
      if (sameFilters(next, latest.current.filters)) setTimeout(latest.current.refresh);
      return next;
    },
    meta: { scope },
    errorNotification: false,
  });
  useSearchHistory(schema, { filters, setFilters, setCurrentPage, form: searchFormProps.form! });
  // Deletes and status changes waiting for their undo time show as done (sent when the screen is left).
  const tableProps = usePendingRows(schema, shownTableProps);
  const refresh = () => tableQuery.refetch();
  const latest = useRef({ filters, refresh });
  useEffect(() => {
    latest.current = { filters, refresh };
  });
  const bulk = useBulkSelection(schema, {
    rows: tableProps.dataSource,
    pagination: tableProps.pagination,
    filters,
    sorters,
    refresh,
  });
  const columnLayout = useColumnLayout(schema);
  const phone = usePhone();
  const columns = arrangeColumns(schemaColumns(schema, sorters), columnLayout.layout);
  const actions = schema.rowActions?.length
    ? (record: Values) => (
        <RowActions
          schema={schema}
          record={record}
          refresh={refresh}
          onEdit={(row) => open({ mode: 'edit', id: String(row[schema.idKey]) })}
          onView={(row) => open({ mode: 'view', id: String(row[schema.idKey]) })}
        />
      )
    : undefined;
  // An empty page of a filtered list offers to clear the filters (as the filter form's Reset).
  const clearFilters = () => {
    searchFormProps.form?.resetFields();
    searchFormProps.form?.submit();
  };
  const emptyText = emptyResult(hasFilters(filters), clearFilters);
  const paging = {
    pageSizeOptions: PAGE_SIZES,
    showSizeChanger: true,
    showTotal: (total: number) => t('Total {{total}}', { total }),
  };
  // The first shown column and the actions stay in view while the columns between scroll sideways.
  const tableColumns: ColumnsType<Values> = [
    ...columns.map((column, index) => (index === 0 ? { ...column, fixed: 'left' as const } : column)),
    ...(actions
      ? [
          {
            key: 'actions',
            title: t('Action'),
            fixed: 'right' as const,
            render: (_: unknown, record: Values) => actions(record),
          },
        ]
      : []),
  ];

  return (
    <Card
      title={<ScreenTitle>{t(resourceLabels(schema).title)}</ScreenTitle>}
      extra={
        <ListToolbar
          schema={schema}
          filters={filters}
          sorters={sorters}
          refresh={refresh}
          onCreate={() => open({ mode: 'create' })}
          settings={
            <ColumnSettings
              offered={columnLayout.offered}
              layout={columnLayout.layout}
              onChange={columnLayout.change}
              onReset={columnLayout.reset}
            />
          }
        />
      }
    >
      {schema.scope && (
        <Typography.Paragraph strong style={{ whiteSpace: 'pre' }}>
          {shown(schema.scope.describe, scope)}
        </Typography.Paragraph>
      )}
      <SchemaFilters schema={schema} formProps={searchFormProps} />
      {bulk.bar}
      {/* On a phone, where a table would scroll sideways, each row is a card. */}
      {phone ? (
        <RecordCards
          schema={schema}
          columns={columns as ColumnType<Values>[]}
          tableProps={tableProps}
          rowSelection={bulk.rowSelection}
          paging={paging}
          actions={actions}
          emptyText={emptyText}
        />
      ) : (
        <Table<Values>
          {...tableProps}
          rowSelection={bulk.rowSelection}
          rowKey={schema.idKey}
          columns={tableColumns}
          locale={{ emptyText }}
          scroll={{ x: 'max-content' }}
          pagination={{ ...tableProps.pagination, ...paging }}
        />
      )}
      <AddressedForm
        schema={schema}
        scope={scope}
        address={address}
        rows={tableProps.dataSource ?? []}
        rowsLoading={tableQuery.isLoading}
        onClose={close}
        refresh={refresh}
      />
    </Card>
  );
}
