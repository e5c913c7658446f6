import { QuestionCircleOutlined } from '@ant-design/icons';
import { Menu, Tooltip, type MenuProps } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { HELP_CENTER_URL } from '../../config';
import { loadMenu, type MenuItem } from '../../providers/menu';
import { menuIcon } from './menuIcons';

type AntdItem = Required<MenuProps>['items'][number];

function toAntdItems(items: MenuItem[]): AntdItem[] {
  return items.map((item) =>
    item.children?.length
      ? {
          key: item.path || String(item.id),
          icon: menuIcon(item.icon),
          label: item.name,
          children: toAntdItems(item.children),
        }
      : { key: item.path, icon: menuIcon(item.icon), label: <Link to={item.path}>{item.name}</Link> },
  );
}

/** The left menu: the server's tree as it comes (sorted by `sort`), plus the Help Center link. */
export function SideMenu({ collapsed }: { collapsed: boolean }) {
  const { pathname } = useLocation();
  const [items, setItems] = useState<MenuItem[]>([]);
  useEffect(() => {
    loadMenu().then(setItems, () => setItems([]));
  }, []);
  const openKeys = items.filter((item) => pathname.startsWith(`${item.path}/`)).map((item) => item.path);
  const help: AntdItem = {
    key: 'help-center',
    icon: <QuestionCircleOutlined />,
    label: (
      <Tooltip title="Open the Help Center in a new tab" placement="right">
        <a href={HELP_CENTER_URL} target="_blank" rel="noreferrer">
          Help Center
        </a>
      </Tooltip>
    ),
  };
  return (
    <Menu
      theme="dark"
      mode="inline"
      aria-label="Main menu"
      selectedKeys={[pathname]}
      defaultOpenKeys={collapsed ? undefined : openKeys}
      key={items.length}
      items={[...toAntdItems(items), { type: 'divider' }, help]}
    />
  );
}
