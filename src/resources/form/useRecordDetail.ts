import { useOne } from '@refinedev/core';
import { useEffect } from 'react';
import type { FormMode } from './formValues';
import type { ResourceSchema, Values } from '../../model/types';
import { useMessage } from '../../providers/notifications/useMessage';

/**
 * The record a form opens with: its detail (api.show) when the schema has one, else the list
 * row. A failed load shows messages.loadFailed (else the server's text) and closes the form.
 */
export function useRecordDetail(
  schema: ResourceSchema,
  mode: FormMode,
  row: Values | undefined,
  scope: Values,
  onClose: () => void,
): { record?: Values; loading: boolean } {
  const wanted = Boolean(schema.api.show && row && mode !== 'create');
  const message = useMessage();
  const { query, result } = useOne<Values>({
    resource: schema.name,
    id: row?.[schema.idKey] as string,
    meta: { scope: { ...scope, ...row } },
    queryOptions: { enabled: wanted, gcTime: 0, staleTime: 0, retry: false },
    errorNotification: false,
  });
  const failed = wanted && query.isError;
  useEffect(() => {
    if (!failed) return;
    void message.error(schema.messages?.loadFailed ?? query.error?.message ?? 'service error');
    onClose();
  }, [failed, schema, query.error, onClose, message]);
  if (!wanted) return { record: row, loading: false };
  return { record: result ?? undefined, loading: query.isLoading || failed };
}
