import { useCustomMutation, useInvalidate } from '@refinedev/core';
import { App, Switch, Tooltip } from 'antd';
import { t } from '../../i18n';
import type { Option, ResourceSchema, StatusSwitchSpec, StatusToggleSpec, Values } from '../../model/types';
import { useMessage } from '../../providers/notifications/useMessage';
import { useActionAccess } from '../actions/ActionGate';
import { useOneAtATime } from '../../ui/useOneAtATime';
import { recordTitle } from '../recordNames';
import { recordCall } from './recordCall';
import { useUndoable } from '../undo/useUndoable';
import './statusSwitch.css';

type Toggle = StatusToggleSpec & { switch: StatusSwitchSpec };

/** The schema's status toggle when it asks for a switch in its status column. */
export const switchToggle = (schema: ResourceSchema): Toggle | undefined =>
  schema.statusToggle?.switch ? (schema.statusToggle as Toggle) : undefined;

/**
 * A record's status as a switch (schema `statusToggle.switch`): after the question, the switch
 * flips at once and the toggle's call for this record with the other status waits a few seconds,
 * with Undo (useUndoable); then the spec's toast, the list reloaded. The
 * accessControlProvider decides whether it can be used (`statusToggle.access`: the admin user
 * cannot be disabled), and its reason shows in a tooltip.
 */
export function StatusSwitch({
  schema,
  toggle,
  record,
}: {
  schema: ResourceSchema;
  toggle: Toggle;
  record: Values;
}) {
  const { allowed, reason } = useActionAccess(schema, toggle.access, record);
  const { modal } = App.useApp();
  const message = useMessage();
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation();
  const { once, pending } = useOneAtATime();
  const on = String(record[toggle.key]) === String(toggle.on);
  const name = recordTitle(schema, record) ?? String(record[schema.idKey]);
  const options = (schema.fields.find((field) => field.key === toggle.key)?.options ?? []) as Option[];
  const labelOf = (value: unknown) =>
    t(options.find((option) => String(option.value) === String(value))?.label ?? String(value));
  const question = on ? toggle.switch.disable : toggle.switch.enable;

  const hold = useUndoable();
  const status = on ? toggle.off : toggle.on;

  const send = async () => {
    const { url, method, payload, meta } = recordCall(toggle.call, { ...record, [toggle.key]: status });
    try {
      await mutateAsync({
        url,
        method,
        values: payload,
        meta,
        successNotification: false,
        errorNotification: false,
      });
      void message.success(t(toggle.switch.done));
    } catch {
      void message.error(t(toggle.switch.failed));
    }
    await invalidate({ resource: schema.name, invalidates: ['list'] });
  };
  const change = () => {
    void hold({
      resource: schema.name,
      ids: [record[schema.idKey]],
      effect: { sets: { [toggle.key]: status } },
      subject: `${t(question.title)}: ${name}`,
      send,
    });
  };

  // One question at a time, busy until the change is answered or declined.
  const confirm = once(
    () =>
      new Promise<void>((answered) =>
        modal.confirm({
          title: t(question.title),
          content: t(question.content, { name }),
          okText: t('Confirm'),
          cancelText: t('Cancel'),
          onOk: () => {
            change();
            answered();
          },
          onCancel: () => answered(),
        }),
      ),
  );

  const control = (
    <Switch
      className="status-switch"
      checked={on}
      checkedChildren={labelOf(toggle.on)}
      unCheckedChildren={labelOf(toggle.off)}
      disabled={!allowed}
      loading={pending || mutation.isPending}
      onClick={() => void confirm()}
      aria-label={t('Status of {{name}}', { name })}
    />
  );
  return allowed ? control : <Tooltip title={reason}>{control}</Tooltip>;
}
