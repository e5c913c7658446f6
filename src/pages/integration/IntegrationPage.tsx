import { CopyOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import {
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Input,
  Menu,
  Row,
  Skeleton,
  Space,
  Timeline,
  Typography,
} from 'antd';
import { lazy, Suspense, useState } from 'react';
import { integrationTypeFor } from '../../config';
import { useMessage } from '../../providers/useMessage';
import { copyText } from '../../resources/custom/copyText';
import { webLink } from '../../sanitize/policy';
import './integration.css';
import { latestLog, type Integration } from './types';
import { ScreenTitle } from '../ScreenTitle';

const ChangelogMarkdown = lazy(() => import('./ChangelogMarkdown'));

/** A document or download link from the server: http(s) only, else no link. */
const link = (href?: string, name?: string) => {
  const safe = webLink(href);
  return safe ? (
    <Typography.Link href={safe} target="_blank" rel="noopener noreferrer">
      {name || safe}
    </Typography.Link>
  ) : (
    '--'
  );
};

/** SDK & API Information: the integrations, each with its documents, changelog and API token. */
export default function IntegrationPage() {
  const message = useMessage();
  const integrations = useCustom<{ data?: { list?: Integration[] } }>({
    url: '/ssp_publisher/openapi/integration/info',
    method: 'get',
    config: { query: { page_index: 1, page_size: 100, integration_type: integrationTypeFor() } },
  });
  const appKey = useCustom<{ data?: { app_key?: string } }>({
    url: '/ssp_publisher/openapi/app_key',
    method: 'get',
    errorNotification: false,
  });
  const list =
    (integrations.result.data as { data?: { list?: Integration[] } } | undefined)?.data?.list ?? [];
  const token = (appKey.result.data as { data?: { app_key?: string } } | undefined)?.data?.app_key;
  const [selectedId, setSelectedId] = useState<number>();
  const selected = list.find((item) => item.integration_id === selectedId) ?? list[0];

  const copy = async () => {
    if (token && (await copyText(token))) void message.success('copy done');
    else void message.error('copy failed');
  };

  return (
    <Card title={<ScreenTitle>SDK &amp; API</ScreenTitle>}>
      {integrations.query.isLoading ? (
        <Skeleton active />
      ) : !selected ? (
        <Empty description="No Data" />
      ) : (
        <Row gutter={24} wrap={false}>
          <Col flex="280px">
            <Menu
              aria-label="Integrations"
              mode="inline"
              selectedKeys={[String(selected.integration_id)]}
              onClick={({ key }) => setSelectedId(Number(key))}
              items={list.map((item) => ({
                key: String(item.integration_id),
                style: { height: 'auto', lineHeight: 1.5, padding: '8px 16px' },
                label: (
                  <div>
                    <div>{item.integration_name}</div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {latestLog(item)?.version ?? '--'} · {item.update_time}
                    </Typography.Text>
                  </div>
                ),
              }))}
            />
          </Col>
          <Col flex="auto">
            <Typography.Title level={4} style={{ marginTop: 0 }}>
              {selected.integration_name}
            </Typography.Title>
            <Descriptions
              className="integration-details"
              column={1}
              size="small"
              items={[
                { key: 'version', label: 'Latest Version', children: latestLog(selected)?.version ?? '--' },
                { key: 'updated', label: 'Update Time', children: selected.update_time },
                {
                  key: 'document',
                  label: 'Document',
                  children: link(selected.document_link, selected.document_name),
                },
                {
                  key: 'download',
                  label: 'Download',
                  children: link(selected.download_link, selected.download_name),
                },
              ]}
            />
            {selected.integration_method === 'Report' && token && (
              <Space.Compact style={{ margin: '16px 0', maxWidth: 560, width: '100%' }}>
                <Space.Addon>API Security token</Space.Addon>
                <Input aria-label="API Security token" value={token} readOnly />
                <Button icon={<CopyOutlined />} onClick={() => void copy()}>
                  Copy
                </Button>
              </Space.Compact>
            )}
            <Typography.Title level={5}>Changelog</Typography.Title>
            <Suspense fallback={<Skeleton active />}>
              <Timeline
                items={(selected.changelogs ?? []).map((entry) => ({
                  key: entry.log_id,
                  children: (
                    <>
                      <Typography.Text strong>
                        {entry.version}{' '}
                        <Typography.Text type="secondary">{entry.update_time}</Typography.Text>
                      </Typography.Text>
                      <ChangelogMarkdown source={entry.log} />
                    </>
                  ),
                }))}
              />
            </Suspense>
          </Col>
        </Row>
      )}
    </Card>
  );
}
