import { ApiOutlined, CopyOutlined } from '@ant-design/icons';
import { Button, Checkbox, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useApiToken, useCopy } from '../../ui/ApiToken';
import { curlCommand, reportUrl } from './apiRequest';
import { t } from '../../i18n';
import { tNodes } from '../../i18n/tNodes';

export const COPY_API_REQUEST = 'Copy as API request';
/** The two calls of a report compared with the previous period (here and on the Report API screen). */
export const CURRENT_PERIOD_CALL = 'Current period';
export const PREVIOUS_PERIOD_CALL = 'Previous period';
export const PREVIOUS_PERIOD_NOTE =
  'The same body with the dates of the previous period (the same number of days, just before), asked whole: page 1 of 9999 rows, so that every row shown finds its match.';

interface ApiRequestButtonProps {
  /** The report call's path (under /gamebridge/v2). */
  path: string;
  /** The body the report sends for what it shows now. */
  payload: Record<string, unknown>;
  /** Compared with the previous period: the body of the second call, for that period. */
  previousPayload?: Record<string, unknown>;
}

/** One call's command, read-only, with its own Copy button. */
function CommandBox({ label, command }: { label: string; command: string }) {
  const copy = useCopy();
  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }}>
      {/* A command, not wording: kept as it is in every language. */}
      <Input.TextArea
        translate="no"
        aria-label={label}
        className="report-api-command"
        value={command}
        readOnly
        autoSize={{ minRows: 4, maxRows: 12 }}
      />
      <Button type="primary" icon={<CopyOutlined />} onClick={() => void copy(command)}>
        {t('Copy')}
      </Button>
    </Space>
  );
}

/**
 * The modal body: the curl command of the report's current state, the token left out unless
 * chosen; compared with the previous period, the two calls the report sends, each with its Copy.
 */
function ApiRequest({ path, payload, previousPayload }: ApiRequestButtonProps) {
  const { token } = useApiToken();
  const [withToken, setWithToken] = useState(false);
  const command = (body: Record<string, unknown>) =>
    curlCommand(reportUrl(path), body, withToken ? token : undefined);
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph className="report-text-link" style={{ marginBottom: 0 }}>
        {tNodes(
          'The request this report sends for what it shows now (this page of rows). See {{link}} for every parameter.',
          { link: <Link to="/report/reportapi">{t('Report API')}</Link> },
        )}
      </Typography.Paragraph>
      {previousPayload ? (
        <>
          <Typography.Text strong>{t(CURRENT_PERIOD_CALL)}</Typography.Text>
          <CommandBox label={t(CURRENT_PERIOD_CALL)} command={command(payload)} />
          <Typography.Text strong>{t(PREVIOUS_PERIOD_CALL)}</Typography.Text>
          <Typography.Text type="secondary">{t(PREVIOUS_PERIOD_NOTE)}</Typography.Text>
          <CommandBox label={t(PREVIOUS_PERIOD_CALL)} command={command(previousPayload)} />
        </>
      ) : (
        <CommandBox label={t('API request')} command={command(payload)} />
      )}
      <Checkbox
        checked={withToken}
        disabled={!token}
        onChange={(event) => setWithToken(event.target.checked)}
      >
        {t('Include my API Security token')}
        {!token && <Typography.Text type="secondary"> {t('(your account has none)')}</Typography.Text>}
      </Checkbox>
    </Space>
  );
}

/** "Copy as API request": a curl command for the report's current state. */
export function ApiRequestButton(props: ApiRequestButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<ApiOutlined />} onClick={() => setOpen(true)}>
        {t(COPY_API_REQUEST)}
      </Button>
      <Modal
        title={t(COPY_API_REQUEST)}
        open={open}
        footer={null}
        width={720}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <ApiRequest {...props} />
      </Modal>
    </>
  );
}
