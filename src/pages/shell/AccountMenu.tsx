import { LogoutOutlined } from '@ant-design/icons';
import { useGetIdentity, useLogout } from '@refinedev/core';
import { Button, Dropdown, Space, Typography } from 'antd';
import type { StoredUser } from '../../providers/session/session';
import { useOverlaysArmed } from './overlaysArmed';
import { t } from '../../i18n';
import './headerBar.css';

/** The user area: the user's initial and name, opening Logout; a long name cut short on a phone. */
export function AccountMenu({ compact }: { compact: boolean }) {
  const { data: user } = useGetIdentity<StoredUser>();
  const { mutate: logout } = useLogout();
  const name = user?.user_name ?? '';
  const button = (
    // Named by its text (the user's name), so the name holds what is seen (WCAG 2.5.3).
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
  );
  // Until the header arms its overlays (overlaysArmed.ts), the same button without its menu.
  if (!useOverlaysArmed()) return button;
  return (
    <Dropdown
      menu={{
        items: [{ key: 'logout', icon: <LogoutOutlined />, label: t('Logout'), onClick: () => logout() }],
      }}
    >
      {button}
    </Dropdown>
  );
}
