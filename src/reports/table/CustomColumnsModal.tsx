import { Button, Checkbox, Modal, Space } from 'antd';
import { useEffect, useState } from 'react';
import type { Option } from '../types';
import { shownOptions, t } from '../../i18n';

/** The Custom metrics modal: any subset of the report's metrics, Check all and Clear All. */
export function CustomColumnsModal({
  open,
  options,
  value,
  onSave,
  onClose,
}: {
  open: boolean;
  options: Option[];
  value: string[];
  onSave: (visible: string[]) => void;
  onClose: () => void;
}) {
  const [chosen, setChosen] = useState(value);
  useEffect(() => {
    if (open) setChosen(value);
  }, [open, value]);

  return (
    <Modal
      open={open}
      title={t('Custom')}
      okText={t('Save')}
      onOk={() => onSave(options.map((option) => option.value).filter((key) => chosen.includes(key)))}
      onCancel={onClose}
      destroyOnHidden
    >
      <Space style={{ marginBottom: 12 }}>
        <Button size="small" onClick={() => setChosen(options.map((option) => option.value))}>
          {t('Check all')}
        </Button>
        <Button size="small" onClick={() => setChosen([])}>
          {t('Clear All')}
        </Button>
      </Space>
      <Checkbox.Group
        aria-label={t('Metrics')}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 8 }}
        value={chosen}
        onChange={(checked) => setChosen(checked as string[])}
        options={shownOptions(options)}
      />
    </Modal>
  );
}
