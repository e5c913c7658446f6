import { useGetIdentity } from '@refinedev/core';
import { Card, Col, Row, Skeleton, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { t } from '../i18n';
import { tNodes } from '../i18n/tNodes';
import type { StoredUser } from '../providers/session/session';
import { useAfterPaint } from './home/useAfterPaint';
import { loadEarningsOverview } from './nextScreens';

const SHORTCUTS = [
  {
    to: '/siteManager/siteList',
    title: 'Sites and zones',
    text: 'Add content sites, verify ads.txt, set up zones.',
  },
  { to: '/report/revenueReport', title: 'Revenue', text: 'Read content, app and search ads revenue.' },
  { to: '/account/channel', title: 'Channels', text: 'Group traffic into channels for reporting.' },
];

// The overview is its own chunk, asked for once the greeting has painted: the figures follow. Loaded
// through nextScreens (the entry's chunk), so the import does not ask again for the entry's style
// sheet, which the page has inline.
const EarningsOverview = lazy(loadEarningsOverview);

/**
 * Home: the welcome message with the user's name, then the earnings overview (what the user's
 * menu grants of it) and the shortcuts.
 */
export default function HomePage() {
  const { data: user } = useGetIdentity<StoredUser>();
  const painted = useAfterPaint();
  const loading = (
    <div role="status" aria-busy="true" aria-label={t('Loading the earnings overview')}>
      <Skeleton active paragraph={{ rows: 4 }} />
    </div>
  );
  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {tNodes('Welcome, {{name}}', { name: <span translate="no">{user?.user_name ?? ''}</span> })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('Manage your inventory and follow your revenue from one place.')}
      </Typography.Paragraph>
      {/* The overview is asked for once the heading has painted (useAfterPaint). */}
      {painted ? (
        <Suspense fallback={loading}>
          <EarningsOverview />
        </Suspense>
      ) : (
        loading
      )}
      <Row gutter={[16, 16]}>
        {SHORTCUTS.map((shortcut) => (
          <Col xs={24} md={8} key={shortcut.to}>
            <Link to={shortcut.to}>
              <Card hoverable title={t(shortcut.title)}>
                {t(shortcut.text)}
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </>
  );
}
