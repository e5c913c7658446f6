import { CopyOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import { Button, Input, Space } from 'antd';
import { copyText } from './copyText';
import { useMessage } from '../providers/notifications/useMessage';
import { t } from '../i18n';
import { appKey as appKeyCall } from '../calls/calls';

/** The signed-in user's API Security token (their app key); undefined while loading or when they have none. */
export function useApiToken(): { token?: string; loading: boolean } {
  const appKey = useCustom<{ data?: { app_key?: string } }>({
    url: appKeyCall.path,
    method: 'get',
    errorNotification: false,
  });
  const token = (appKey.result.data as { data?: { app_key?: string } } | undefined)?.data?.app_key;
  return { token: token || undefined, loading: appKey.query.isLoading };
}

/** Copies a text with the spec's toasts: 'copy done', else 'copy failed'. */
export function useCopy(): (text: string | undefined) => Promise<void> {
  const message = useMessage();
  return async (text) => {
    if (text && (await copyText(text))) void message.success('copy done');
    else void message.error('copy failed');
  };
}

/** The API Security token, read-only, with its Copy button (SDK & API and Report API screens). */
export function ApiTokenField({ token }: { token: string }) {
  const copy = useCopy();
  return (
    <Space.Compact style={{ margin: '16px 0', maxWidth: 560, width: '100%' }}>
      <Space.Addon>{t('API Security token')}</Space.Addon>
      <Input aria-label={t('API Security token')} value={token} readOnly />
      <Button icon={<CopyOutlined />} onClick={() => void copy(token)}>
        {t('Copy')}
      </Button>
    </Space.Compact>
  );
}
