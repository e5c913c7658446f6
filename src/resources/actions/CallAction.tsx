import { useCustomMutation } from '@refinedev/core';
import { App, Button } from 'antd';
import { fillPath } from '../../providers/http/paths';
import type { ResourceSchema, RowAction, Values } from '../../model/types';
import { useMessage } from '../../providers/notifications/useMessage';
import { shown, t } from '../../i18n';
import { useOneAtATime } from '../../ui/useOneAtATime';
import { outcomeUnknown, saveFailure } from './saveOutcome';
import { recordTitle } from '../recordNames';
import { undoEffect } from '../undo/undoEffect';
import { asRun, isRun } from './actionRuns';
import { useUndoable } from '../undo/useUndoable';

type CallRowAction = Extract<RowAction, { kind: 'call' }>;

/**
 * A row action that calls the API, after a confirmation when the schema asks for one (Delete,
 * Pause...). A delete, or an action declaring what it `sets`, shows at once and waits a few seconds
 * with Undo before the call (useUndoable). The schema's messages are shown once the call is
 * answered; the list reloads after.
 */
export function CallAction({
  schema,
  action,
  record,
  disabled,
  refresh,
  runKey,
}: {
  schema: ResourceSchema;
  action: CallRowAction;
  record: Values;
  disabled: boolean;
  refresh: () => void | Promise<unknown>;
  /** Its one-at-a-time run (actionRuns.ts), taken while the call runs when it is also offered in bulk. */
  runKey: string;
}) {
  const { mutateAsync, mutation } = useCustomMutation();
  const message = useMessage();
  const { modal } = App.useApp();
  const { once, pending } = useOneAtATime();
  const hold = useUndoable();
  const send = async () => {
    try {
      await mutateAsync({
        url: fillPath(action.call.path, record),
        method: action.call.method.toLowerCase() as 'post',
        values: action.call.body ? action.call.body(record, {}) : {},
        // The action shows its own toast (the schema's failure text, else the server's): one, not two.
        meta: { base: action.call.base, silent: true },
        successNotification: false,
        errorNotification: false,
      });
      void message.success(action.done ?? t('Done'));
    } catch (error) {
      if (!outcomeUnknown(error)) void message.error(action.failed ?? saveFailure(error));
      else void message.warning(saveFailure(error));
    }
    await refresh();
  };
  const run = async (): Promise<void> => {
    const effect = undoEffect(action);
    if (!effect) {
      // Offered in bulk too: one run at a time, the selection bar's or a row's (actionRuns.ts).
      if (isRun(action)) await asRun(runKey, { rows: [String(record[schema.idKey])], bulk: false }, send);
      else await send();
      return;
    }
    // Held: the question is answered, the row shows the change, the call waits for Undo's time.
    const id = record[schema.idKey];
    const subject = `${t(action.label)}: ${recordTitle(schema, record) ?? String(id)}`;
    void hold({ resource: schema.name, ids: [id], effect, subject, send });
  };
  // Busy from the click until the call is answered (or held) or the question declined: one click, one call.
  const start = once(async () => {
    if (!action.confirm) return run();
    const { confirm } = action;
    await new Promise<void>((answered) =>
      modal.confirm({
        title: t(action.label),
        content: shown(confirm, record),
        okText: t(action.okText ?? 'Confirm'),
        cancelText: t('Cancel'),
        onOk: () => run().finally(answered),
        onCancel: () => answered(),
      }),
    );
  });
  return (
    <Button
      type="link"
      size="small"
      danger={action.danger}
      disabled={disabled}
      loading={pending || mutation.isPending}
      onClick={() => void start()}
    >
      {t(action.label)}
    </Button>
  );
}
