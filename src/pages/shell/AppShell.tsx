import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { STORAGE_KEYS } from '../../config';
import { ContentSkeleton } from './ContentSkeleton';
import { HeaderBar } from './HeaderBar';
import { SideMenu } from './SideMenu';
import { SignInAgain } from './SignInAgain';
import { UrlTokenQuestion } from './UrlTokenQuestion';
import { t } from '../../i18n';

export const MENU_WIDTH = 256;
export const MENU_COLLAPSED_WIDTH = 80;

const readCollapsed = () => localStorage.getItem(STORAGE_KEYS.siderCollapsed) === 'true';

/** The signed-in frame: left menu, breadcrumb bar with the user area, content and footer. */
export default function AppShell({ labels }: { labels: Record<string, string> }) {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = () => {
    localStorage.setItem(STORAGE_KEYS.siderCollapsed, String(!collapsed));
    setCollapsed(!collapsed);
  };
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SignInAgain />
      <UrlTokenQuestion />
      <Layout.Sider
        width={MENU_WIDTH}
        collapsedWidth={MENU_COLLAPSED_WIDTH}
        collapsed={collapsed}
        trigger={null}
        collapsible
        style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
      >
        {/* The name comes from the text itself (no aria-label), so it always holds what is seen. */}
        <button
          type="button"
          className="shell-logo"
          onClick={() => {
            window.location.hash = '';
          }}
        >
          <span className="shell-logo-mark" aria-hidden="true">
            P
          </span>
          {collapsed ? (
            <span className="sr-only">{t('Publisher Console home')}</span>
          ) : (
            <span className="shell-logo-text">
              {t('Publisher Console')}
              <span className="sr-only"> {t('home')}</span>
            </span>
          )}
        </button>
        <SideMenu collapsed={collapsed} />
      </Layout.Sider>
      {/* min-width 0: a wide table scrolls inside its card instead of widening the page past the window. */}
      <Layout style={{ minWidth: 0 }}>
        <Layout.Header
          style={{
            background: 'var(--console-surface)',
            padding: '0 16px',
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            borderBottom: '1px solid var(--console-border-soft)',
          }}
        >
          <Button
            type="text"
            aria-label={collapsed ? t('Expand menu') : t('Collapse menu')}
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={toggle}
          />
          <HeaderBar labels={labels} />
        </Layout.Header>
        <Layout.Content style={{ margin: 16 }}>
          <Suspense fallback={<ContentSkeleton />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
        <Layout.Footer style={{ textAlign: 'center', color: 'var(--console-text-muted)' }}>
          {t('Publisher Console ©{{year}} · Open-source supply-side publisher console', {
            year: new Date().getFullYear(),
          })}
        </Layout.Footer>
      </Layout>
    </Layout>
  );
}
