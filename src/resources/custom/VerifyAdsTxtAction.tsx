import { useCustomMutation } from '@refinedev/core';
import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import type { CustomActionProps } from '../../model/types';
import { finishVerify, tryStartVerify, useRunningVerify } from './verifyLock';
import { useMessage } from '../../providers/notifications/useMessage';
import { t } from '../../i18n';
import { verifyAdsTxt } from '../../calls/calls';
import { fillPath } from '../../calls/declare';

/** Verify ads.txt: missing lines in a modal, or 'Verify Ads.txt Success'; the list refreshes after. */
export default function VerifyAdsTxtAction({ record, label, disabled, refresh }: CustomActionProps) {
  const siteId = String(record.id);
  const running = useRunningVerify();
  const { mutateAsync } = useCustomMutation();
  const message = useMessage();
  const [missing, setMissing] = useState<string[]>();

  const verify = async () => {
    if (!tryStartVerify(siteId)) return;
    try {
      const response = await mutateAsync({
        url: fillPath(verifyAdsTxt, { id: siteId }),
        method: 'post',
        values: {},
        successNotification: false,
        errorNotification: false,
      });
      const lines = ((response.data as { data?: { result?: string[] } }).data?.result ?? []).filter(Boolean);
      if (lines.length) setMissing(lines);
      else void message.success('Verify Ads.txt Success');
    } catch {
      // The call layer has shown why.
    } finally {
      finishVerify();
      refresh();
    }
  };

  return (
    <>
      <Button
        type="link"
        size="small"
        disabled={disabled || (running !== undefined && running !== siteId)}
        loading={running === siteId}
        onClick={() => void verify()}
      >
        {label}
      </Button>
      <Modal
        open={Boolean(missing)}
        title={t('Verify ads.txt')}
        footer={null}
        onCancel={() => setMissing(undefined)}
      >
        <Typography.Paragraph strong>{t('Some lines are missing')}</Typography.Paragraph>
        <pre
          className="adstxt-missing"
          style={{ color: 'var(--console-error-text)', whiteSpace: 'pre-wrap', margin: 0 }}
        >
          {missing?.join('\n')}
        </pre>
      </Modal>
    </>
  );
}
