import { Button, Modal } from 'antd';
import type { ReactNode } from 'react';
import { copyText } from '../../ui/copyText';
import { useMessage } from '../../providers/notifications/useMessage';
import { t } from '../../i18n';

/** Shown when the browser refuses the clipboard: 'Copy failed, please refresh the page and try again.' */
export const COPY_FAILED = '复制失败，请刷新页面后重试';
export const COPIED = 'copy done';

/** The small link button a row action shows in the Action column. */
export function RowButton({
  label,
  disabled,
  loading,
  onClick,
}: {
  label: ReactNode;
  disabled?: boolean;
  loading?: boolean;
  onClick: () => void;
}) {
  return (
    <Button type="link" size="small" disabled={disabled} loading={loading} onClick={onClick}>
      {label}
    </Button>
  );
}

/**
 * A modal showing a text (children) with a Copy button: 'copy done' when copied, `failed` when the
 * browser refuses the clipboard. Used by the 'copy' row action and custom copy parts (ads.txt).
 */
export function CopyModal({
  open,
  title,
  text,
  onClose,
  failed = COPY_FAILED,
  busy,
  destroyOnHidden,
  children,
}: {
  open: boolean;
  title: ReactNode;
  text: string;
  onClose: () => void;
  failed?: string;
  /** When given, Copy is disabled while it holds (e.g. the text is loading). */
  busy?: boolean;
  destroyOnHidden?: boolean;
  children: ReactNode;
}) {
  const message = useMessage();
  const copy = async () => {
    if (await copyText(text)) void message.success(COPIED);
    else void message.error(failed);
  };
  return (
    <Modal
      open={open}
      title={title}
      okText={t('Copy')}
      onOk={() => void copy()}
      onCancel={onClose}
      okButtonProps={busy === undefined ? undefined : { disabled: busy }}
      destroyOnHidden={destroyOnHidden}
    >
      {children}
    </Modal>
  );
}
