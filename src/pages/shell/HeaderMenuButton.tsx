import { Button, Dropdown, Tooltip, type MenuProps } from 'antd';
import { useState, type ReactNode } from 'react';

interface HeaderMenuButtonProps {
  /** The button's name, shown in a tooltip too. */
  title: string;
  icon: ReactNode;
  menu: MenuProps;
}

/**
 * An icon button of the user area opening a menu. Its tooltip names it until the menu opens, then
 * stays away: a tooltip drawn over the menu (a long Chinese title reaches its first item) would
 * hide that item and take its click.
 */
export function HeaderMenuButton({ title, icon, menu }: HeaderMenuButtonProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <Dropdown trigger={['click']} menu={menu} open={menuOpen} onOpenChange={setMenuOpen}>
      <Tooltip title={title} open={menuOpen ? false : undefined}>
        <Button type="text" aria-label={title} icon={icon} />
      </Tooltip>
    </Dropdown>
  );
}
