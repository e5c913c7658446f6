import { QuestionCircleOutlined } from '@ant-design/icons';
import { Menu, Tooltip, type MenuProps } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { HELP_CENTER_URL } from '../../config';
import { loadMenu, type MenuItem } from '../../providers/access/menu';
import { menuIcon } from './menuIcons';
import { t } from '../../i18n';

type AntdItem = Required<MenuProps>['items'][number];

/** The menu's width, open beside the content or in the phone's drawer, and folded to its icons. */
export const MENU_WIDTH = 256;
export const MENU_COLLAPSED_WIDTH = 80;

function toAntdItems(items: MenuItem[]): AntdItem[] {
  return items.map((item) =>
    item.children?.length
      ? {
          key: item.path || String(item.id),
          icon: menuIcon(item.icon),
          label: t(item.name),
          children: toAntdItems(item.children),
        }
      : { key: item.path, icon: menuIcon(item.icon), label: <Link to={item.path}>{t(item.name)}</Link> },
  );
}

/** The menu entry a path belongs to: itself, or the deepest entry it sits under (a zone list under Site List...). */
export function menuKeyOf(items: MenuItem[], pathname: string): string {
  const leaves = items.flatMap(function leavesOf(item): MenuItem[] {
    return item.children?.length ? item.children.flatMap(leavesOf) : [item];
  });
  const owners = leaves.filter((leaf) => pathname === leaf.path || pathname.startsWith(`${leaf.path}/`));
  return owners.sort((a, b) => b.path.length - a.path.length)[0]?.path ?? pathname;
}

/**
 * The left menu: the server's tree as it comes (sorted by `sort`), plus the Help Center link. The
 * selected entry and the open group follow every navigation, not only the first load; groups the
 * user opened stay open. `onNavigate` hears a click on an entry (the phone's drawer closes then).
 */
export function SideMenu({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const [items, setItems] = useState<MenuItem[]>([]);
  useEffect(() => {
    loadMenu().then(setItems, () => setItems([]));
  }, []);
  const group = items.find((item) => item.children?.length && pathname.startsWith(`${item.path}/`))?.path;
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  useEffect(() => {
    if (group) setOpenKeys((keys) => (keys.includes(group) ? keys : [...keys, group]));
  }, [group]);
  const help: AntdItem = {
    key: 'help-center',
    icon: <QuestionCircleOutlined />,
    label: (
      <Tooltip title={t('Open the Help Center in a new tab')} placement="right">
        <a href={HELP_CENTER_URL} target="_blank" rel="noreferrer">
          {t('Help Center')}
        </a>
      </Tooltip>
    ),
  };
  return (
    <Menu
      theme="dark"
      mode="inline"
      aria-label={t('Main menu')}
      selectedKeys={[menuKeyOf(items, pathname)]}
      onClick={onNavigate}
      // A collapsed menu opens its groups as pop-ups, on hover.
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      items={[...toAntdItems(items), { type: 'divider' }, help]}
    />
  );
}
