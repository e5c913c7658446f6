import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { Suspense, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { STORAGE_KEYS } from '../../config';
import { cachedMenu } from '../../providers/access/menuCache';
import { usePhone } from '../../theme';
import { ContentSkeleton } from './ContentSkeleton';
import { HeaderBar } from './HeaderBar';
import { PhoneMenu } from './phone/PhoneMenu';
import { ShellBreadcrumb } from './ShellBreadcrumb';
import { ShellLogo } from './ShellLogo';
import { MENU_COLLAPSED_WIDTH, MENU_WIDTH, MenuTree, SideMenu } from './SideMenu';
import { SignInAgain } from './signInAgain/SignInAgain';
import { UrlTokenQuestion } from './UrlTokenQuestion';
import { t } from '../../i18n';

const readCollapsed = () => localStorage.getItem(STORAGE_KEYS.siderCollapsed) === 'true';

interface FrameParts {
  phone: boolean;
  collapsed: boolean;
  /** The side menu (none on a phone, whose menu is a drawer). */
  menu: ReactNode;
  /** The header's first button: the phone's Menu, or folding the side menu. */
  menuButton: ReactNode;
  header: ReactNode;
  /** Above the content on a phone. */
  breadcrumb: ReactNode;
  children: ReactNode;
}

/**
 * The signed-in frame: left menu, breadcrumb bar with the user area, content and footer. On a
 * phone (below antd's `md`, src/theme/usePhone.ts) the menu is a drawer opened from the header
 * and the breadcrumb sits above the content.
 */
function ShellFrame({ phone, collapsed, menu, menuButton, header, breadcrumb, children }: FrameParts) {
  return (
    <>
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
          {menu}
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
          {menuButton}
          {header}
        </Layout.Header>
        <Layout.Content style={{ margin: phone ? 8 : 16 }}>
          {phone ? <div style={{ margin: '4px 4px 12px' }}>{breadcrumb}</div> : null}
          {children}
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
    </>
  );
}

// shell-phone: the console's CSS for a phone's width (src/styles.css), set by antd's breakpoints.
const layoutProps = (phone: boolean) => ({
  style: { minHeight: '100vh' },
  className: phone ? 'shell-phone' : undefined,
});

export default function AppShell({ labels }: { labels: Record<string, string> }) {
  const phone = usePhone();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = () => {
    localStorage.setItem(STORAGE_KEYS.siderCollapsed, String(!collapsed));
    setCollapsed(!collapsed);
  };
  return (
    <Layout {...layoutProps(phone)}>
      <SignInAgain />
      <UrlTokenQuestion />
      <ShellFrame
        phone={phone}
        collapsed={collapsed}
        menu={<SideMenu collapsed={collapsed} />}
        menuButton={
          phone ? (
            <PhoneMenu />
          ) : (
            <Button
              type="text"
              aria-label={collapsed ? t('Expand menu') : t('Collapse menu')}
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={toggle}
            />
          )
        }
        header={<HeaderBar labels={labels} compact={phone} />}
        breadcrumb={<ShellBreadcrumb labels={labels} />}
      >
        <Suspense fallback={<ContentSkeleton />}>
          <Outlet />
        </Suspense>
      </ShellFrame>
    </Layout>
  );
}

/**
 * The shell drawn the moment "Log in" is pressed, over the login card, while the login's answers
 * travel: React and antd draw the frame (and write its styles) during the network's wait, not
 * after it. The menu is the one last kept for `email` on this browser (a skeleton without one);
 * nothing in it can be used (inert: the session is not there yet), and assistive technology keeps
 * the card, whose button says the login is on its way. Once signed in, the shell's route replaces it.
 */
export function SigningInFrame({ email }: { email?: string }) {
  const phone = usePhone();
  const collapsed = readCollapsed();
  const items = cachedMenu(email);
  return (
    <div className="shell-signing-in" inert>
      <Layout {...layoutProps(phone)}>
        <ShellFrame
          phone={phone}
          collapsed={collapsed}
          menu={<MenuTree items={items} collapsed={collapsed} />}
          menuButton={
            <Button
              type="text"
              aria-label={phone ? undefined : t('Collapse menu')}
              icon={
                phone ? (
                  <MenuOutlined aria-hidden />
                ) : collapsed ? (
                  <MenuUnfoldOutlined />
                ) : (
                  <MenuFoldOutlined />
                )
              }
            >
              {phone ? t('Menu') : null}
            </Button>
          }
          header={<HeaderBar labels={{}} compact={phone} signingIn />}
          breadcrumb={null}
        >
          <ContentSkeleton />
        </ShellFrame>
      </Layout>
    </div>
  );
}
