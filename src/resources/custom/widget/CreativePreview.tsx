import { Alert, InputNumber, Modal, Space } from 'antd';
import { useState } from 'react';
import { DEFAULT_PREVIEW, PREVIEW_HEIGHT, PREVIEW_WIDTH, previewSizeError } from './previewSize';
import { t } from '../../../i18n';

/** One side of the preview size, within its limits. */
function SideInput({
  label,
  limits,
  value,
  onChange,
}: {
  label: string;
  limits: { min: number; max: number };
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <Space.Compact>
      <Space.Addon>{label}</Space.Addon>
      <InputNumber
        aria-label={label}
        min={limits.min}
        max={limits.max}
        value={value}
        onChange={(changed) => onChange(Number(changed))}
      />
    </Space.Compact>
  );
}

/** A creative shown at a chosen size (default 300x250); a refused size says why. */
export function CreativePreview({ creativeId, onClose }: { creativeId: string; onClose: () => void }) {
  const [size, setSize] = useState(DEFAULT_PREVIEW);
  const problem = previewSizeError(size.width, size.height);
  return (
    <Modal
      open
      title={t('Preview creative {{id}}', { id: creativeId })}
      footer={null}
      onCancel={onClose}
      width={Math.min(size.width + 80, 1280)}
    >
      <Space style={{ marginBottom: 16 }}>
        <SideInput
          label={t('Width')}
          limits={PREVIEW_WIDTH}
          value={size.width}
          onChange={(width) => setSize((current) => ({ ...current, width }))}
        />
        <SideInput
          label={t('Height')}
          limits={PREVIEW_HEIGHT}
          value={size.height}
          onChange={(height) => setSize((current) => ({ ...current, height }))}
        />
      </Space>
      {problem ? (
        <Alert type="error" showIcon message={t(problem)} />
      ) : (
        <div
          data-testid="creative-preview"
          style={{
            width: size.width,
            height: size.height,
            border: '1px dashed var(--console-border)',
            display: 'grid',
            placeItems: 'center',
            background: 'var(--console-surface-muted)',
          }}
        >
          {t('Creative {{id}} ({{width}}x{{height}})', { id: creativeId, ...size })}
        </div>
      )}
    </Modal>
  );
}
