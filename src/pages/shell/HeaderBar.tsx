import { LogoutOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { useGetIdentity, useLogout } from '@refinedev/core';
import { Avatar, Breadcrumb, Button, Dropdown, Space, Tooltip, Typography } from 'antd';
import { Link, useLocation } from 'react-router';
import { HELP_CENTER_URL } from '../../config';
import type { StoredUser } from '../../providers/session';
import { crumbLabels } from '../breadcrumb';
import { ColorSchemeSwitch } from './ColorSchemeSwitch';
import { LanguageSwitch } from './LanguageSwitch';
import { t } from '../../i18n';

/** The breadcrumb bar: a crumb per path segment, Help Center, and the user area with Logout. */
export function HeaderBar({ labels }: { labels: Record<string, string> }) {
  const { pathname } = useLocation();
  const { data: user } = useGetIdentity<StoredUser>();
  const { mutate: logout } = useLogout();
  const crumbs = crumbLabels(pathname, labels);
  const name = user?.user_name ?? '';
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        width: '100%',
        gap: 16,
      }}
    >
      <Breadcrumb
        items={crumbs.map((crumb, index) => ({
          title:
            index < crumbs.length - 1 && labels[crumb.path] ? (
              <Link to={crumb.path}>{t(crumb.label)}</Link>
            ) : (
              t(crumb.label)
            ),
        }))}
      />
      <Space size="middle">
        <LanguageSwitch />
        <ColorSchemeSwitch />
        <Tooltip title={t('Help Center: guides and answers')}>
          <Button
            type="text"
            icon={<QuestionCircleOutlined />}
            href={HELP_CENTER_URL}
            target="_blank"
            aria-label={t('Help Center')}
          />
        </Tooltip>
        <Dropdown
          menu={{
            items: [{ key: 'logout', icon: <LogoutOutlined />, label: t('Logout'), onClick: () => logout() }],
          }}
        >
          {/* Named by its text (the user's name), so the name holds what is seen (WCAG 2.5.3). */}
          <Button type="text" style={{ height: 40 }}>
            <Space>
              <Avatar aria-hidden style={{ backgroundColor: '#1677ff' }}>
                {name.charAt(0).toUpperCase()}
              </Avatar>
              <Typography.Text translate="no">{name}</Typography.Text>
            </Space>
            <span className="sr-only"> {t('account menu')}</span>
          </Button>
        </Dropdown>
      </Space>
    </div>
  );
}
