import { useCustomMutation, useInvalidate } from '@refinedev/core';
import { App, Switch, Tooltip } from 'antd';
import { useMessage } from '../../../providers/useMessage';
import { useActionAccess } from '../../ActionGate';
import type { CustomCellProps } from '../../../model/types';
import './account.css';
import { t } from '../../../i18n';
import { useOneAtATime } from '../../useOneAtATime';

export const STATUS_CHANGE_FAILED = 'change user status failed';
export const STATUS_CHANGED = 'change user status success';

/**
 * The user status switch: active (0) or disabled (1), changed after a confirmation. The
 * accessControlProvider decides whether it can be used (the admin cannot be toggled).
 */
export default function UserStatusSwitch({ value, record, schema }: CustomCellProps) {
  const { allowed, reason } = useActionAccess(schema, 'status', record);
  const { modal } = App.useApp();
  const message = useMessage();
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation();
  const { once, pending } = useOneAtATime();
  const active = Number(value) === 0;
  const name = String(record.user_name ?? '');

  const change = async () => {
    try {
      await mutateAsync({
        url: '/ssp_publisher/user/status',
        method: 'post',
        values: { id: record.user_id, status: active ? 1 : 0 },
        // One failure, one toast: the spec's 'change user status failed', not also the server's msg.
        meta: { silent: true },
        successNotification: false,
        errorNotification: false,
      });
      void message.success(STATUS_CHANGED);
    } catch {
      void message.error(STATUS_CHANGE_FAILED);
    }
    await invalidate({ resource: schema.name, invalidates: ['list'] });
  };

  // One question at a time, busy until the change is answered or declined.
  const confirm = once(
    () =>
      new Promise<void>((answered) =>
        modal.confirm({
          title: active ? t('Disable user') : t('Enable user'),
          content: active
            ? t('Disable {{name}}? They are signed out and cannot log in until enabled again.', { name })
            : t('Enable {{name}}? They can log in again.', { name }),
          okText: t('Confirm'),
          cancelText: t('Cancel'),
          onOk: () => change().finally(answered),
          onCancel: () => answered(),
        }),
      ),
  );

  const control = (
    <Switch
      className="user-status-switch"
      checked={active}
      checkedChildren={t('Active')}
      unCheckedChildren={t('Disabled')}
      disabled={!allowed}
      loading={pending || mutation.isPending}
      onClick={() => void confirm()}
      aria-label={t('Status of {{name}}', { name })}
    />
  );
  return allowed ? control : <Tooltip title={reason}>{control}</Tooltip>;
}
