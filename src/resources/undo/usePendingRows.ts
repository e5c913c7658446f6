import type { TableProps } from 'antd';
import { useEffect, useMemo } from 'react';
import type { ResourceSchema, Values } from '../../model/types';
import { sendPending, usePendingChanges, withPending } from './pendingChanges';

/**
 * A list's table props with its waiting changes shown (useUndoable): deleted rows gone, the total
 * one less for each, changed fields changed. When the list goes (another screen, another tab), what
 * still waits is sent at once: leaving never loses a change.
 */
export function usePendingRows(schema: ResourceSchema, tableProps: TableProps<Values>): TableProps<Values> {
  const changes = usePendingChanges();
  useEffect(() => () => void sendPending(schema.name), [schema.name]);
  return useMemo(() => {
    const rows = tableProps.dataSource;
    if (!rows) return tableProps;
    const shown = withPending(schema, rows, changes);
    if (shown === rows) return tableProps;
    const gone = rows.length - shown.length;
    const { pagination } = tableProps;
    return {
      ...tableProps,
      dataSource: shown,
      pagination: pagination && { ...pagination, total: Math.max(0, (pagination.total ?? 0) - gone) },
    };
  }, [schema, tableProps, changes]);
}
