import { ApiOutlined, CopyOutlined } from '@ant-design/icons';
import { Button, Checkbox, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useApiToken, useCopy } from '../../ui/ApiToken';
import { curlCommand, reportUrl } from './apiRequest';
import { t } from '../../i18n';
import { tNodes } from '../../i18n/tNodes';

export const COPY_API_REQUEST = 'Copy as API request';

interface ApiRequestButtonProps {
  /** The report call's path (under /gamebridge/v2). */
  path: string;
  /** The body the report sends for what it shows now. */
  payload: Record<string, unknown>;
}

/** The modal body: the curl command of the report's current state, the token left out unless chosen. */
function ApiRequest({ path, payload }: ApiRequestButtonProps) {
  const { token } = useApiToken();
  const copy = useCopy();
  const [withToken, setWithToken] = useState(false);
  const command = curlCommand(reportUrl(path), payload, withToken ? token : undefined);
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph className="report-text-link" style={{ marginBottom: 0 }}>
        {tNodes(
          'The request this report sends for what it shows now (this page of rows). See {{link}} for every parameter.',
          { link: <Link to="/report/reportapi">{t('Report API')}</Link> },
        )}
      </Typography.Paragraph>
      {/* A command, not wording: kept as it is in every language. */}
      <Input.TextArea
        translate="no"
        aria-label={t('API request')}
        className="report-api-command"
        value={command}
        readOnly
        autoSize={{ minRows: 4, maxRows: 12 }}
      />
      <Checkbox
        checked={withToken}
        disabled={!token}
        onChange={(event) => setWithToken(event.target.checked)}
      >
        {t('Include my API Security token')}
        {!token && <Typography.Text type="secondary"> {t('(your account has none)')}</Typography.Text>}
      </Checkbox>
      <Button type="primary" icon={<CopyOutlined />} onClick={() => void copy(command)}>
        {t('Copy')}
      </Button>
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
