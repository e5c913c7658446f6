import { QuestionCircleOutlined } from '@ant-design/icons';
import { Menu, Skeleton, Tooltip, type MenuProps } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { HELP_CENTER_URL } from '../../config';
import { loadMenu, type MenuItem } from '../../providers/access/menu';
import { cachedMenu } from '../../providers/access/menuCache';
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
 * The user's menu: the last session's on this browser at once (menuCache.ts), then the server's
 * when it arrives (an entry the server no longer gives goes then; the routes never trust the
 * kept one). Undefined while there is neither.
 */
function useMenuItems(): MenuItem[] | undefined {
  const [items, setItems] = useState<MenuItem[] | undefined>(cachedMenu);
  useEffect(() => {
    loadMenu().then(setItems, () => setItems([]));
  }, []);
  return items;
}

/** The left menu of the signed-in shell, with the user's menu. */
export function SideMenu({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  return <MenuTree items={useMenuItems()} collapsed={collapsed} onNavigate={onNavigate} />;
}

/** Where the menu goes while no menu is known yet: grey bars, one per entry to come. */
function MenuSkeleton() {
  return (
    <div role="status" aria-label={t('Loading the menu')} className="shell-menu-skeleton">
      <Skeleton active title={false} paragraph={{ rows: 6, width: '100%' }} />
    </div>
  );
}

/**
 * The left menu: the tree given (sorted by `sort`), plus the Help Center link; a skeleton while
 * `items` is undefined. The selected entry and the open group follow every navigation, not only
 * the first load; groups the user opened stay open. `onNavigate` hears a click on an entry (the
 * phone's drawer closes then).
 */
export function MenuTree({
  items,
  collapsed,
  onNavigate,
}: {
  items: MenuItem[] | undefined;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const group = items?.find((item) => item.children?.length && pathname.startsWith(`${item.path}/`))?.path;
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  useEffect(() => {
    if (group) setOpenKeys((keys) => (keys.includes(group) ? keys : [...keys, group]));
  }, [group]);
  if (!items) return <MenuSkeleton />;
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
