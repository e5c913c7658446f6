import { Button, Space } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { CustomActionProps, ResourceSchema, RowAction, Values } from './types';

interface RowActionsProps {
  schema: ResourceSchema;
  record: Values;
  onEdit: (record: Values) => void;
  refresh: () => void;
}

/** A custom action's component, loaded the first time a row shows it. */
function CustomAction({
  action,
  ...props
}: CustomActionProps & { action: Extract<RowAction, { kind: 'custom' }> }) {
  const Component = useMemo(() => lazy(action.component), [action]);
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

/** The row's actions, each enabled or disabled by its condition. */
export function RowActions({ schema, record, onEdit, refresh }: RowActionsProps) {
  const navigate = useNavigate();
  return (
    <Space size={0} wrap>
      {(schema.rowActions ?? []).map((action) => {
        const disabled = action.enabledWhen ? !action.enabledWhen(record) : false;
        if (action.kind === 'custom') {
          return (
            <CustomAction
              key={action.label}
              action={action}
              record={record}
              schema={schema}
              label={action.label}
              disabled={disabled}
              refresh={refresh}
            />
          );
        }
        const label = action.kind === 'edit' ? (action.label ?? 'Edit') : action.label;
        const run = () => {
          if (action.kind === 'edit') return onEdit(record);
          Object.entries(action.session?.(record) ?? {}).forEach(([key, value]) =>
            sessionStorage.setItem(key, value),
          );
          navigate(action.to);
        };
        return (
          <Button key={label} type="link" size="small" disabled={disabled} onClick={run}>
            {label}
          </Button>
        );
      })}
    </Space>
  );
}
