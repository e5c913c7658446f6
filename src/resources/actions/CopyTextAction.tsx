import { Typography } from 'antd';
import { useState } from 'react';
import { CopyModal, RowButton } from './CopyModal';
import type { RowAction, Values } from '../../model/types';
import { t } from '../../i18n';

export { COPIED, COPY_FAILED } from './CopyModal';

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
  const title = t(action.title);
  return (
    <>
      <RowButton label={t(action.label)} disabled={disabled} onClick={() => setOpen(true)} />
      <CopyModal open={open} title={title} text={text} onClose={() => setOpen(false)} destroyOnHidden>
        <Typography.Paragraph>
          <pre aria-label={title} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0 }}>
            {text}
          </pre>
        </Typography.Paragraph>
      </CopyModal>
    </>
  );
}
