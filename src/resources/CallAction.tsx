import { useCustomMutation } from '@refinedev/core';
import { App, Button } from 'antd';
import { fillPath } from '../providers/paths';
import type { RowAction, Values } from '../model/types';
import { useMessage } from '../providers/useMessage';
import { t } from '../i18n';

type CallRowAction = Extract<RowAction, { kind: 'call' }>;

/**
 * A row action that calls the API, after a confirmation when the schema asks for one (Delete,
 * Pause...). The schema's messages are shown; the list reloads after success.
 */
export function CallAction({
  action,
  record,
  disabled,
  refresh,
}: {
  action: CallRowAction;
  record: Values;
  disabled: boolean;
  refresh: () => void;
}) {
  const { mutateAsync, mutation } = useCustomMutation();
  const message = useMessage();
  const { modal } = App.useApp();
  const run = async () => {
    try {
      await mutateAsync({
        url: fillPath(action.call.path, record),
        method: action.call.method.toLowerCase() as 'post',
        values: action.call.body ? action.call.body(record, {}) : {},
        // A schema's own failure text replaces the server's: one toast, not two.
        meta: { base: action.call.base, silent: Boolean(action.failed) },
        successNotification: false,
        errorNotification: false,
      });
      void message.success(action.done ?? t('Done'));
      refresh();
    } catch (error) {
      void message.error(action.failed ?? (error instanceof Error ? error.message : t('service error')));
    }
  };
  const start = () => {
    if (!action.confirm) return void run();
    modal.confirm({
      title: action.label,
      content: typeof action.confirm === 'function' ? action.confirm(record) : action.confirm,
      okText: action.okText ?? t('Confirm'),
      cancelText: t('Cancel'),
      onOk: run,
    });
  };
  return (
    <Button
      type="link"
      size="small"
      danger={action.danger}
      disabled={disabled}
      loading={mutation.isPending}
      onClick={start}
    >
      {action.label}
    </Button>
  );
}
