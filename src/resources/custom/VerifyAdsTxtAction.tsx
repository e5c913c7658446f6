import { useCustomMutation } from '@refinedev/core';
import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import type { CustomActionProps } from '../../model/types';
import { asRun, useActionRuns } from '../actions/actionRuns';
import { useMessage } from '../../providers/notifications/useMessage';
import { t } from '../../i18n';
import { verifyAdsTxt } from '../../calls/calls';
import { fillPath } from '../../calls/declare';

/**
 * Verify ads.txt: missing lines in a modal, or 'Verify Ads.txt Success'; the list refreshes after.
 * Only one verification runs at a time: the action's run (actionRuns.ts) is shared with the
 * selection bar's Verify ads.txt, which waits meanwhile, as the other rows do (RowActions says why).
 */
export default function VerifyAdsTxtAction({ record, label, disabled, refresh, runKey }: CustomActionProps) {
  const siteId = String(record.id);
  const run = useActionRuns().get(runKey);
  const { mutateAsync } = useCustomMutation();
  const message = useMessage();
  const [missing, setMissing] = useState<string[]>();

  const check = async () => {
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
      refresh();
    }
  };
  // Taken before the first await: a second click in the same instant finds it taken.
  const verify = () => asRun(runKey, { rows: [siteId], bulk: false }, check);

  return (
    <>
      <Button
        type="link"
        size="small"
        disabled={disabled}
        loading={run?.bulk === false && run.rows.includes(siteId)}
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
