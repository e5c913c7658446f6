import { Alert, InputNumber, Modal, Space } from 'antd';
import { useState } from 'react';
import { DEFAULT_PREVIEW, PREVIEW_HEIGHT, PREVIEW_WIDTH, previewSizeError } from './previewSize';

/** A creative shown at a chosen size (default 300x250); a refused size says why. */
export function CreativePreview({ creativeId, onClose }: { creativeId: string; onClose: () => void }) {
  const [size, setSize] = useState(DEFAULT_PREVIEW);
  const problem = previewSizeError(size.width, size.height);
  return (
    <Modal
      open
      title={`Preview creative ${creativeId}`}
      footer={null}
      onCancel={onClose}
      width={Math.min(size.width + 80, 1280)}
    >
      <Space style={{ marginBottom: 16 }}>
        <InputNumber
          aria-label="Width"
          addonBefore="Width"
          min={PREVIEW_WIDTH.min}
          max={PREVIEW_WIDTH.max}
          value={size.width}
          onChange={(width) => setSize((current) => ({ ...current, width: Number(width) }))}
        />
        <InputNumber
          aria-label="Height"
          addonBefore="Height"
          min={PREVIEW_HEIGHT.min}
          max={PREVIEW_HEIGHT.max}
          value={size.height}
          onChange={(height) => setSize((current) => ({ ...current, height: Number(height) }))}
        />
      </Space>
      {problem ? (
        <Alert type="error" showIcon message={problem} />
      ) : (
        <div
          data-testid="creative-preview"
          style={{
            width: size.width,
            height: size.height,
            border: '1px dashed #d9d9d9',
            display: 'grid',
            placeItems: 'center',
            background: '#fafafa',
          }}
        >
          Creative {creativeId} ({size.width}x{size.height})
        </div>
      )}
    </Modal>
  );
}
