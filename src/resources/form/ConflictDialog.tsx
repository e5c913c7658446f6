import { Button, Modal, Table, Typography } from 'antd';
import type { ChangedField } from './conflicts';
import type { FieldDef } from '../../model/types';
import { useOptions, optionLabel } from '../useOptions';
import { ReferenceLabel } from '../fields/reference/ReferenceLabel';
import { referencedIds } from '../../model/references';
import { t } from '../../i18n';

interface ConflictDialogProps {
  changes: ChangedField[];
  /** Take the server's values into the form (it stays open). */
  onReload: () => void;
  /** Save the form's values all the same. */
  onOverwrite: () => void;
  /** Back to the form as it is. */
  onCancel: () => void;
  saving: boolean;
}

/**
 * What changed on the server since the form opened the record, field by field (its label, the
 * value opened, the value on the server now, the user's), and the two ways on: Reload or
 * Overwrite.
 */
export function ConflictDialog({ changes, onReload, onOverwrite, onCancel, saving }: ConflictDialogProps) {
  return (
    <Modal
      open
      title={t('This record was changed elsewhere')}
      onCancel={onCancel}
      width={720}
      footer={[
        <Button key="reload" onClick={onReload} disabled={saving}>
          {t('Reload')}
        </Button>,
        <Button key="overwrite" type="primary" danger onClick={onOverwrite} loading={saving}>
          {t('Overwrite')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        {t(
          'Someone changed this record after you opened it. Reload to take the values now on the server, or Overwrite to save yours over them.',
        )}
      </Typography.Paragraph>
      <Table<ChangedField>
        size="small"
        pagination={false}
        rowKey={(change) => change.field.key}
        dataSource={changes}
        columns={[
          {
            title: t('Field'),
            key: 'field',
            render: (_, change) => t(change.field.form?.label ?? change.field.label),
          },
          {
            title: t('When you opened it'),
            key: 'opened',
            render: (_, change) => <Shown field={change.field} value={change.opened} />,
          },
          {
            title: t('Now on the server'),
            key: 'server',
            render: (_, change) => <Shown field={change.field} value={change.server} />,
          },
          {
            title: t('Yours'),
            key: 'mine',
            render: (_, change) => <Shown field={change.field} value={change.mine} />,
          },
        ]}
      />
    </Modal>
  );
}

const EMPTY = '—';

/** A field's value as text: a choice or a reference by its label, a list joined, a password never shown. */
function Shown({ field, value }: { field: FieldDef; value: unknown }) {
  const choices = field.kind === 'select' || field.kind === 'multiSelect';
  const { options } = useOptions(choices ? field.options : undefined);
  if (value === undefined || value === null || value === '') return <>{EMPTY}</>;
  if (field.kind === 'password') return <>{t('(hidden)')}</>;
  if (field.kind === 'reference')
    return referencedIds(value).length ? (
      <ReferenceLabel spec={field.reference} value={value} />
    ) : (
      <>{EMPTY}</>
    );
  const one = (item: unknown) =>
    choices ? optionLabel(options, item) : typeof item === 'object' ? JSON.stringify(item) : String(item);
  const text = Array.isArray(value) ? value.map(one).join(', ') : one(value);
  return <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{text || EMPTY}</span>;
}
