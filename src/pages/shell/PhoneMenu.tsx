import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { ShellLogo } from './ShellLogo';
import { MENU_WIDTH, SideMenu } from './SideMenu';
import { useOpenedOnce } from './useOpenedOnce';
import { t } from '../../i18n';

/**
 * On a phone the menu is a drawer from the left, opened by the header's Menu button. It is open
 * while the screen is the one it was opened on: going anywhere (an entry, the logo, Back) closes
 * it, and so do Escape, its mask and a click on the entry already shown.
 */
export function PhoneMenu() {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);
  const rendered = useOpenedOnce(open);
  return (
    <>
      <Button
        type="text"
        // The icon is decoration: the name is the visible word alone.
        icon={<MenuOutlined aria-hidden />}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpenOn(pathname)}
      >
        {t('Menu')}
      </Button>
      {rendered ? (
        <Drawer
          open={open}
          onClose={close}
          placement="left"
          width={MENU_WIDTH}
          closable={false}
          aria-label={t('Main menu')}
          rootClassName="shell-drawer"
          styles={{ header: { display: 'none' }, body: { padding: 0, background: 'var(--console-menu-bg)' } }}
        >
          <ShellLogo onClick={close} />
          <SideMenu collapsed={false} onNavigate={close} />
        </Drawer>
      ) : null}
    </>
  );
}
