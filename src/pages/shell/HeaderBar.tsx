import { LogoutOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { useGetIdentity, useLogout } from '@refinedev/core';
import { Button, Dropdown, Skeleton, Space, Tooltip, Typography } from 'antd';
import { HELP_CENTER_URL } from '../../config';
import type { StoredUser } from '../../providers/session/session';
import { ColorSchemeSwitch } from './ColorSchemeSwitch';
import { LanguageSwitch } from './LanguageSwitch';
import { CommandPalette } from './palette/CommandPalette';
import { ShellBreadcrumb } from './ShellBreadcrumb';
import { t } from '../../i18n';
import './headerBar.css';

/**
 * The breadcrumb bar: a crumb per path segment, Help Center, and the user area with Logout. On a
 * phone (`compact`) the breadcrumb moves above the content and Help Center into the menu's drawer,
 * and a long user name is cut short, so the bar fits the width.
 */
export function HeaderBar({
  labels,
  compact = false,
  signingIn = false,
}: {
  labels: Record<string, string>;
  compact?: boolean;
  /** While the login's answers travel: grey bars for the breadcrumb and the user, who is not known yet. */
  signingIn?: boolean;
}) {
  const { data: user } = useGetIdentity<StoredUser>();
  // Logout first sends the changes waiting for Undo (authProvider): one logout at a time meanwhile.
  const { mutate: logout, isPending: loggingOut } = useLogout();
  const name = user?.user_name ?? '';
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        flex: 1,
        minWidth: 0,
        gap: 16,
      }}
    >
      {compact ? null : signingIn ? (
        <Skeleton.Input active size="small" />
      ) : (
        <ShellBreadcrumb labels={labels} />
      )}
      <Space size={compact ? 'small' : 'middle'} style={{ marginLeft: 'auto' }}>
        <CommandPalette compact={compact} idle={signingIn} />
        <LanguageSwitch />
        <ColorSchemeSwitch />
        {compact ? null : (
          <Tooltip title={t('Help Center: guides and answers')}>
            <Button
              type="text"
              icon={<QuestionCircleOutlined />}
              href={HELP_CENTER_URL}
              target="_blank"
              aria-label={t('Help Center')}
            />
          </Tooltip>
        )}
        {signingIn ? (
          <Skeleton.Button active shape="round" />
        ) : (
          <Dropdown
            menu={{
              items: [
                {
                  key: 'logout',
                  icon: <LogoutOutlined />,
                  label: t('Logout'),
                  disabled: loggingOut,
                  onClick: () => logout(),
                },
              ],
            }}
          >
            {/* Named by its text (the user's name), so the name holds what is seen (WCAG 2.5.3). */}
            <Button type="text" style={{ height: 40 }}>
              <Space>
                {/* The initial in a circle: antd's Avatar (with its Group and Popover) measures its text
                  on every render, a forced layout the shell does not need for one letter. */}
                <span aria-hidden className="shell-avatar">
                  {name.charAt(0).toUpperCase()}
                </span>
                <Typography.Text translate="no" className={compact ? 'shell-user-name' : undefined}>
                  {name}
                </Typography.Text>
              </Space>
              <span className="sr-only"> {t('account menu')}</span>
            </Button>
          </Dropdown>
        )}
      </Space>
    </div>
  );
}
