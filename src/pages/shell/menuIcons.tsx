import {
  AppstoreOutlined,
  BarChartOutlined,
  GlobalOutlined,
  HomeOutlined,
  ApiOutlined,
  SearchOutlined,
  TeamOutlined,
  WindowsOutlined,
  FileOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** Icons the server menu may name; an unknown name gets a plain file icon. */
const ICONS: Record<string, ReactNode> = {
  home: <HomeOutlined />,
  site: <GlobalOutlined />,
  account: <TeamOutlined />,
  report: <BarChartOutlined />,
  app: <AppstoreOutlined />,
  search: <SearchOutlined />,
  widget: <WindowsOutlined />,
  integration: <ApiOutlined />,
};

export const menuIcon = (name?: string): ReactNode => (name ? (ICONS[name] ?? <FileOutlined />) : undefined);
