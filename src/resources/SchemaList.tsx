import { useTable } from '@refinedev/antd';
import { Button, Card, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { schemaColumns } from './columns';
import { toCrudFilters } from './filters';
import { RowActions } from './RowActions';
import { SchemaFilters } from './SchemaFilters';
import { SchemaForm } from './SchemaForm';
import type { ResourceSchema, Values } from './types';
import { readScope } from './useScope';

export const PAGE_SIZES = [10, 20, 30, 50, 100];
export const DEFAULT_PAGE_SIZE = 20;

type Editing = { mode: 'create' } | { mode: 'edit'; record: Values } | undefined;

/** The list screen of a resource: filters, table, row actions and its create/edit modal. */
export function SchemaList({ schema }: { schema: ResourceSchema }) {
  const scope = readScope(schema);
  if (!scope) return <Navigate to={schema.scope?.redirectTo ?? '/home'} replace />;
  return <ScopedList schema={schema} scope={scope} />;
}

function ScopedList({ schema, scope }: { schema: ResourceSchema; scope: Values }) {
  const [editing, setEditing] = useState<Editing>();
  const { tableProps, searchFormProps, tableQuery } = useTable<Values>({
    resource: schema.name,
    syncWithLocation: true,
    pagination: { pageSize: DEFAULT_PAGE_SIZE, mode: 'server' },
    sorters: schema.defaultSort ? { initial: [schema.defaultSort] } : undefined,
    onSearch: (values) => toCrudFilters(schema, values as Values),
    meta: { scope },
    errorNotification: false,
  });
  const refresh = () => void tableQuery.refetch();
  const columns = schemaColumns(schema);
  if (schema.rowActions?.length) {
    columns.push({
      key: 'actions',
      title: 'Action',
      render: (_, record) => (
        <RowActions
          schema={schema}
          record={record}
          refresh={refresh}
          onEdit={(row) => setEditing({ mode: 'edit', record: row })}
        />
      ),
    });
  }

  return (
    <Card
      title={schema.label}
      extra={
        schema.createLabel && schema.api.create ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'create' })}>
            {schema.createLabel}
          </Button>
        ) : undefined
      }
    >
      {schema.scope && (
        <Typography.Paragraph strong style={{ whiteSpace: 'pre' }}>
          {schema.scope.describe(scope)}
        </Typography.Paragraph>
      )}
      <SchemaFilters schema={schema} formProps={searchFormProps} />
      <Table<Values>
        {...tableProps}
        rowKey={schema.idKey}
        columns={columns}
        locale={{ emptyText: 'No Data' }}
        scroll={{ x: 'max-content' }}
        pagination={{
          ...tableProps.pagination,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          showTotal: (total) => `Total ${total}`,
        }}
      />
      {editing && (
        <SchemaForm
          schema={schema}
          mode={editing.mode}
          record={editing.mode === 'edit' ? editing.record : undefined}
          scope={scope}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Card>
  );
}
