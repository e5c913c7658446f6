import { Button, Space, Tooltip } from 'antd';
import { Suspense, useMemo, type ReactNode } from 'react';
import { lazyPart } from '../lazyPart';
import { useNavigate } from 'react-router';
import { ActionGate } from './ActionGate';
import { CallAction } from './CallAction';
import { CopyTextAction } from './CopyTextAction';
import { DownloadAction } from './DownloadAction';
import { listUrl } from '../listUrl';
import type { CustomActionProps, ResourceSchema, RowAction, Values } from '../../model/types';
import { useMessage } from '../../providers/notifications/useMessage';
import { shown, t } from '../../i18n';
import { isRun, runKey, runWaitReason, useActionRuns } from './actionRuns';

interface RowActionsProps {
  schema: ResourceSchema;
  record: Values;
  onEdit: (record: Values) => void;
  /** Opens the form read-only ('view' actions). */
  onView?: (record: Values) => void;
  refresh: () => void;
}

/** A custom action's component, loaded the first time a row shows it. */
function CustomAction({
  action,
  ...props
}: CustomActionProps & { action: Extract<RowAction, { kind: 'custom' }> }) {
  const Component = useMemo(() => lazyPart(action.component), [action]);
  return (
    <Suspense
      fallback={
        <Button type="link" size="small" disabled>
          {t(action.label)}
        </Button>
      }
    >
      <Component {...props} />
    </Suspense>
  );
}

/**
 * A disabled action says why on hover (a disabled button takes no pointer events: the span does).
 * The span is always there, so a button does not move to a new parent when its reason arrives.
 */
export function Explained({ reason, children }: { reason?: string; children: ReactNode }) {
  return (
    <Tooltip title={reason}>
      <span style={{ display: 'inline-block' }}>{children}</span>
    </Tooltip>
  );
}

/**
 * The row's actions, each enabled or disabled by its condition and by the accessControlProvider;
 * a disabled one explains itself in a tooltip (the provider's reason or the schema's).
 */
export function RowActions(props: RowActionsProps) {
  const { schema, record } = props;
  const runs = useActionRuns();
  return (
    <Space size={0} wrap>
      {(schema.rowActions ?? [])
        .filter((action) => !action.visibleWhen || action.visibleWhen(record))
        .map((action) => (
          <ActionGate
            key={action.kind + (action.label ?? '')}
            schema={schema}
            access={action.access}
            record={record}
          >
            {({ allowed, reason }) => {
              const unmet = action.enabledWhen ? !action.enabledWhen(record) : false;
              // One run at a time: while the action runs for the selection or another row, it waits.
              const key = runKey(schema.name, action.label ?? 'Edit');
              const waits = isRun(action)
                ? runWaitReason(runs.get(key), String(record[schema.idKey]))
                : undefined;
              const disabled = !allowed || unmet || Boolean(waits);
              const why = !allowed ? reason : unmet ? shown(action.disabledReason) : waits && t(waits);
              return (
                <Explained reason={disabled ? why : undefined}>
                  <ActionButton {...props} action={action} disabled={disabled} runKey={key} />
                </Explained>
              );
            }}
          </ActionGate>
        ))}
    </Space>
  );
}

/** One action of a row, by its kind. */
function ActionButton({
  schema,
  record,
  onEdit,
  onView,
  refresh,
  action,
  disabled,
  runKey,
}: RowActionsProps & { action: RowAction; disabled: boolean; runKey: string }) {
  const navigate = useNavigate();
  const message = useMessage();
  if (action.kind === 'call') {
    return (
      <CallAction
        schema={schema}
        action={action}
        record={record}
        disabled={disabled}
        refresh={refresh}
        runKey={runKey}
      />
    );
  }
  if (action.kind === 'download') {
    return <DownloadAction action={action} record={record} disabled={disabled} />;
  }
  if (action.kind === 'copy') {
    return <CopyTextAction action={action} record={record} disabled={disabled} />;
  }
  if (action.kind === 'custom') {
    return (
      <CustomAction
        action={action}
        record={record}
        schema={schema}
        label={t(action.label)}
        disabled={disabled}
        refresh={refresh}
        runKey={runKey}
      />
    );
  }
  const label =
    action.kind === 'edit'
      ? t(action.label ?? 'Edit')
      : action.kind === 'view'
        ? t(action.label ?? 'View')
        : t(action.label);
  const run = () => {
    if (action.kind === 'edit') return onEdit(record);
    if (action.kind === 'view') return onView?.(record);
    const refusal = shown(action.refusal, record);
    if (refusal) return void message.warning(refusal);
    Object.entries(action.session?.(record) ?? {}).forEach(([key, value]) =>
      sessionStorage.setItem(key, value),
    );
    navigate(listUrl(action.to, action.filters?.(record)));
  };
  return (
    <Button type="link" size="small" disabled={disabled} onClick={run}>
      {label}
    </Button>
  );
}
