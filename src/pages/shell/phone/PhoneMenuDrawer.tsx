import { Drawer } from 'antd';
import { ShellLogo } from '../ShellLogo';
import { MENU_WIDTH, SideMenu } from '../SideMenu';
import { t } from '../../../i18n';

/**
 * The phone menu's drawer: its own chunk, fetched when the Menu button is first pressed, so the
 * shell after login loads no drawer code it does not show.
 */
export default function PhoneMenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      width={MENU_WIDTH}
      closable={false}
      aria-label={t('Main menu')}
      rootClassName="shell-drawer"
      styles={{ header: { display: 'none' }, body: { padding: 0, background: 'var(--console-menu-bg)' } }}
    >
      <ShellLogo onClick={onClose} />
      <SideMenu collapsed={false} onNavigate={onClose} />
    </Drawer>
  );
}
