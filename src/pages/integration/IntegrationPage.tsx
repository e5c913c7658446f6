import { useCustom } from '@refinedev/core';
import { Card, Col, Descriptions, Empty, Menu, Row, Skeleton, Timeline, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { integrationTypeFor } from '../../config';
import { webLink } from '../../sanitize/policy';
import { ApiTokenField, useApiToken } from '../../ui/ApiToken';
import './integration.css';
import { latestLog, type Integration } from './types';
import { ScreenTitle } from '../../ui/ScreenTitle';
import { currentLanguage, t } from '../../i18n';
import { usePhone } from '../../theme';
import { integrationInfo } from '../../calls/calls';

const ChangelogMarkdown = lazy(() => import('./ChangelogMarkdown'));

/** A document or download link from the server: http(s) only, else no link. */
const link = (href?: string, name?: string) => {
  const safe = webLink(href);
  return safe ? (
    <Typography.Link href={safe} target="_blank" rel="noopener noreferrer" translate="no">
      {name || safe}
    </Typography.Link>
  ) : (
    '--'
  );
};

/** SDK & API Information: the integrations, each with its documents, changelog and API token. */
export default function IntegrationPage() {
  const integrations = useCustom<{ data?: { list?: Integration[] } }>({
    url: integrationInfo.path,
    method: 'get',
    config: { query: { page_index: 1, page_size: 100, integration_type: integrationTypeFor() } },
    // A failure is the call layer's one toast (its answer checked against its declared shape).
    errorNotification: false,
  });
  const { token } = useApiToken();
  const list =
    (integrations.result.data as { data?: { list?: Integration[] } } | undefined)?.data?.list ?? [];
  const [selectedId, setSelectedId] = useState<number>();
  const selected = list.find((item) => item.integration_id === selectedId) ?? list[0];
  // On a phone the list of integrations sits above the details, each the card's full width.
  const phone = usePhone();

  return (
    <Card title={<ScreenTitle>SDK &amp; API</ScreenTitle>}>
      {integrations.query.isLoading ? (
        <Skeleton active />
      ) : !selected ? (
        <Empty description={t('No Data')} />
      ) : (
        <Row gutter={24} wrap={phone}>
          <Col flex={phone ? '100%' : '280px'}>
            <Menu
              aria-label={t('Integrations')}
              mode="inline"
              selectedKeys={[String(selected.integration_id)]}
              onClick={({ key }) => setSelectedId(Number(key))}
              items={list.map((item) => ({
                key: String(item.integration_id),
                style: { height: 'auto', lineHeight: 1.5, padding: '8px 16px' },
                label: (
                  <div>
                    <div translate="no">{item.integration_name}</div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {latestLog(item)?.version ?? '--'} · {item.update_time}
                    </Typography.Text>
                  </div>
                ),
              }))}
            />
          </Col>
          <Col flex={phone ? '100%' : 'auto'}>
            <Typography.Title level={4} style={{ marginTop: 0 }} translate="no">
              {selected.integration_name}
            </Typography.Title>
            <Descriptions
              className="integration-details"
              column={1}
              size="small"
              items={[
                {
                  key: 'version',
                  label: t('Latest Version'),
                  children: latestLog(selected)?.version ?? '--',
                },
                { key: 'updated', label: t('Update Time'), children: selected.update_time },
                {
                  key: 'document',
                  label: t('Document'),
                  children: link(selected.document_link, selected.document_name),
                },
                {
                  key: 'download',
                  label: t('Download'),
                  children: link(selected.download_link, selected.download_name),
                },
              ]}
            />
            {selected.integration_method === 'Report' && token && <ApiTokenField token={token} />}
            <Typography.Title level={5}>{t('Changelog')}</Typography.Title>
            {/* The entries are data: the server's Markdown, written in English, shown as sent (and
                marked English for screen readers); a reader in another language is told so. */}
            {currentLanguage() !== 'en' && (
              <Typography.Paragraph type="secondary">
                {t('The changelog is published in English.')}
              </Typography.Paragraph>
            )}
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
                      <div lang="en" translate="no">
                        <ChangelogMarkdown source={entry.log} />
                      </div>
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
