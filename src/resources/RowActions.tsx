import { Button, Space } from 'antd';
import { Suspense, useMemo } from 'react';
import { lazyPart } from './lazyPart';
import { useNavigate } from 'react-router';
import { ActionGate } from './ActionGate';
import { CallAction } from './CallAction';
import { CopyTextAction } from './CopyTextAction';
import { DownloadAction } from './DownloadAction';
import { listUrl } from './listUrl';
import type { CustomActionProps, ResourceSchema, RowAction, Values } from '../model/types';
import { useMessage } from '../providers/useMessage';

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
          {action.label}
        </Button>
      }
    >
      <Component {...props} />
    </Suspense>
  );
}

/** The row's actions, each enabled or disabled by its condition and by the accessControlProvider. */
export function RowActions({ schema, record, onEdit, onView, refresh }: RowActionsProps) {
  const navigate = useNavigate();
  const message = useMessage();
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
            {({ allowed }) => {
              const disabled = !allowed || (action.enabledWhen ? !action.enabledWhen(record) : false);
              if (action.kind === 'call') {
                return <CallAction action={action} record={record} disabled={disabled} refresh={refresh} />;
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
                    label={action.label}
                    disabled={disabled}
                    refresh={refresh}
                  />
                );
              }
              const label =
                action.kind === 'edit'
                  ? (action.label ?? 'Edit')
                  : action.kind === 'view'
                    ? (action.label ?? 'View')
                    : action.label;
              const run = () => {
                if (action.kind === 'edit') return onEdit(record);
                if (action.kind === 'view') return onView?.(record);
                const refusal = action.refusal?.(record);
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
            }}
          </ActionGate>
        ))}
    </Space>
  );
}
