import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { STORAGE_KEYS } from '../../config';
import { usePhone } from '../../theme';
import { ContentSkeleton } from './ContentSkeleton';
import { HeaderBar } from './HeaderBar';
import { PhoneMenu } from './phone/PhoneMenu';
import { ShellBreadcrumb } from './ShellBreadcrumb';
import { ShellLogo } from './ShellLogo';
import { MENU_COLLAPSED_WIDTH, MENU_WIDTH, SideMenu } from './SideMenu';
import { SignInAgain } from './signInAgain/SignInAgain';
import { UrlTokenQuestion } from './UrlTokenQuestion';
import { t } from '../../i18n';

const readCollapsed = () => localStorage.getItem(STORAGE_KEYS.siderCollapsed) === 'true';

/**
 * The signed-in frame: left menu, breadcrumb bar with the user area, content and footer. On a
 * phone (below antd's `md`, src/theme/usePhone.ts) the menu is a drawer opened from the header
 * and the breadcrumb sits above the content.
 */
export default function AppShell({ labels }: { labels: Record<string, string> }) {
  const phone = usePhone();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = () => {
    localStorage.setItem(STORAGE_KEYS.siderCollapsed, String(!collapsed));
    setCollapsed(!collapsed);
  };
  return (
    // shell-phone: the console's CSS for a phone's width (src/styles.css), set by antd's breakpoints.
    <Layout style={{ minHeight: '100vh' }} className={phone ? 'shell-phone' : undefined}>
      <SignInAgain />
      <UrlTokenQuestion />
      {phone ? null : (
        <Layout.Sider
          width={MENU_WIDTH}
          collapsedWidth={MENU_COLLAPSED_WIDTH}
          collapsed={collapsed}
          trigger={null}
          collapsible
          style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
        >
          <ShellLogo collapsed={collapsed} />
          <SideMenu collapsed={collapsed} />
        </Layout.Sider>
      )}
      {/* min-width 0: a wide table scrolls inside its card instead of widening the page past the window. */}
      <Layout style={{ minWidth: 0 }}>
        <Layout.Header
          style={{
            background: 'var(--console-surface)',
            padding: phone ? '0 8px' : '0 16px',
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            borderBottom: '1px solid var(--console-border-soft)',
          }}
        >
          {phone ? (
            <PhoneMenu />
          ) : (
            <Button
              type="text"
              aria-label={collapsed ? t('Expand menu') : t('Collapse menu')}
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={toggle}
            />
          )}
          <HeaderBar labels={labels} compact={phone} />
        </Layout.Header>
        <Layout.Content style={{ margin: phone ? 8 : 16 }}>
          {phone ? (
            <div style={{ margin: '4px 4px 12px' }}>
              <ShellBreadcrumb labels={labels} />
            </div>
          ) : null}
          <Suspense fallback={<ContentSkeleton />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
        <Layout.Footer
          style={{
            textAlign: 'center',
            color: 'var(--console-text-muted)',
            ...(phone ? { padding: '16px 12px' } : {}),
          }}
        >
          {t('Publisher Console ©{{year}} · Open-source supply-side publisher console', {
            year: new Date().getFullYear(),
          })}
        </Layout.Footer>
      </Layout>
    </Layout>
  );
}
