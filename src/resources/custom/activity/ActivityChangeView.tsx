import { Button, Descriptions, Modal, Table, Tag } from 'antd';
import { t } from '../../../i18n';
import type { CustomFormProps, Values } from '../../../model/types';
import {
  ACTIVITY_KIND_OPTIONS,
  HIDDEN,
  recordName,
  type ActivityChange,
} from '../../../common/activityKinds';
import { formTitle } from '../../form/formValues';
import { optionLabel, useOptions } from '../../useOptions';

/**
 * A value as the change table shows it: text as it is, lists and objects as JSON, none as '--', and
 * the log's mark for a secret in the console's language.
 */
export function changeValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '--';
  if (value === HIDDEN) return t(HIDDEN);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * A value before or after: the label of its option in the console's language where the log names
 * one (a user's status 0: 'Active'), else the value as `changeValue` shows it.
 */
export function shownValue(value: unknown, label: string | string[] | undefined): string {
  if (Array.isArray(label)) return label.map((item) => t(item)).join(', ');
  return label ? t(label) : changeValue(value);
}

/** A long value (an article's HTML) wraps inside its cell instead of widening the table. */
const Wrapped = ({ value, label }: { value: unknown; label?: string | string[] }) => (
  <div style={{ maxWidth: 280, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
    {shownValue(value, label)}
  </div>
);

/**
 * One entry of the activity log, opened from its row: who changed which record when, and each
 * changed field before and after. Read-only: the log is never edited.
 */
export default function ActivityChangeView({ schema, mode, record = {}, onClose }: CustomFormProps) {
  const kind = ACTIVITY_KIND_OPTIONS.find((option) => option.value === record.action);
  const changes = (Array.isArray(record.changes) ? record.changes : []) as ActivityChange[];
  const rows = changes.map((change) => ({ ...change, key: change.field }));
  // The resource by its screen, as the list's Resource column names it ('Account > User').
  const resourceField = schema.fields.find((field) => field.key === 'resource');
  const { options: resources } = useOptions(resourceField?.options);
  const resource = String(record.resource ?? '');
  return (
    <Modal
      open
      width={760}
      title={formTitle(schema, mode)}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('Close')}</Button>}
    >
      <Descriptions size="small" column={2} bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('Time')}>{String(record.created_time ?? '')}</Descriptions.Item>
        <Descriptions.Item label={t('User')}>
          {/* Data: the user's name and email, in every language. */}
          <span translate="no">{`${String(record.user_name ?? '')} (${String(record.email ?? '')})`}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('Resource')}>
          {resources.some((option) => option.value === resource)
            ? optionLabel(resources, resource)
            : t(resource)}
        </Descriptions.Item>
        <Descriptions.Item label={t('Record')}>
          {/* Data: the record's name and id. */}
          <span translate="no">{recordName(record)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('Change')} span={2}>
          {kind ? <Tag color={kind.color}>{t(kind.label)}</Tag> : String(record.action ?? '')}
        </Descriptions.Item>
      </Descriptions>
      <Table<Values>
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={rows}
        columns={[
          {
            key: 'field',
            title: t('Field'),
            // The field's label in the schema of its resource, else its key.
            render: (_, row) => (row.label ? t(String(row.label)) : String(row.field)),
          },
          {
            key: 'before',
            title: t('Before'),
            render: (_, row) => <Wrapped value={row.before} label={row.before_label as string | string[]} />,
          },
          {
            key: 'after',
            title: t('After'),
            render: (_, row) => <Wrapped value={row.after} label={row.after_label as string | string[]} />,
          },
        ]}
      />
    </Modal>
  );
}
