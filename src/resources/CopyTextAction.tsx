import { Button, Modal, Typography, message } from 'antd';
import { useState } from 'react';
import { copyText } from './custom/copyText';
import type { RowAction, Values } from './types';

/** Shown when the browser refuses the clipboard: 'Copy failed, please refresh the page and try again.' */
export const COPY_FAILED = '复制失败，请刷新页面后重试';
export const COPIED = 'copy done';

/** Row action kind 'copy': a modal with the row's text (a link, a code snippet) and a Copy button. */
export function CopyTextAction({
  action,
  record,
  disabled,
}: {
  action: Extract<RowAction, { kind: 'copy' }>;
  record: Values;
  disabled: boolean;
}) {
  const [open, setOpen] = useState(false);
  const text = open ? action.text(record) : '';
  const copy = async () => {
    if (await copyText(text)) void message.success(COPIED);
    else void message.error(COPY_FAILED);
  };
  return (
    <>
      <Button type="link" size="small" disabled={disabled} onClick={() => setOpen(true)}>
        {action.label}
      </Button>
      <Modal
        open={open}
        title={action.title}
        okText="Copy"
        onOk={() => void copy()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph>
          <pre
            aria-label={action.title}
            style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0 }}
          >
            {text}
          </pre>
        </Typography.Paragraph>
      </Modal>
    </>
  );
}
