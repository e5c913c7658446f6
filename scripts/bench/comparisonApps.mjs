// The comparison apps of the first-paint bench, built with this repository's own packages in a
// temporary folder outside the repository (nothing of them is kept):
// - minimal: a minimal Refine + antd + react-router app (Refine's AuthPage login, ThemedLayout
//   shell, a Site List of Refine's List and useTable with antd's Table, its rows read from the
//   app's own server), the yardstick;
// - floor: only the library parts the console's login and home screens use (Refine core, the data
//   router its unsaved-changes guard needs, antd's App, Layout, Menu, Dropdown, Breadcrumb, Form,
//   Input, Button, Card, Typography, Skeleton, Result) and no console code: the fewest bytes any
//   console built on this stack can fetch up to its shell. It gets the console's own build
//   savings, taken from vite.config.ts.
import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, loadConfigFromFile } from 'vite';
import { recordChunkModules } from './packageShare.mjs';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Comparison app</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`;

const MINIMAL_TSX = `import '@ant-design/v5-patch-for-react-19';
import { Refine, Authenticated, type AuthProvider, type DataProvider } from '@refinedev/core';
import { AuthPage, List, ThemedLayout, useNotificationProvider, useTable } from '@refinedev/antd';
import routerProvider from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider, Table, Typography } from 'antd';
import { createRoot } from 'react-dom/client';
import { HashRouter, Outlet, Route, Routes } from 'react-router';

const authProvider: AuthProvider = {
  login: async ({ email }) => { localStorage.setItem('user', email); return { success: true, redirectTo: '/' }; },
  logout: async () => { localStorage.removeItem('user'); return { success: true, redirectTo: '/login' }; },
  check: async () => localStorage.getItem('user') ? { authenticated: true } : { authenticated: false, redirectTo: '/login' },
  onError: async () => ({}),
  getIdentity: async () => ({ name: localStorage.getItem('user') }),
};

// The site list's rows come from the app's server (sites.json), a page at a time.
const dataProvider = {
  getApiUrl: () => '',
  getList: async ({ pagination }) => {
    const rows = await (await fetch('./sites.json')).json();
    const page = pagination?.currentPage ?? 1;
    const size = pagination?.pageSize ?? 10;
    return { data: rows.slice((page - 1) * size, page * size), total: rows.length };
  },
  getOne: async () => { throw new Error('not in this app'); },
  create: async () => { throw new Error('not in this app'); },
  update: async () => { throw new Error('not in this app'); },
  deleteOne: async () => { throw new Error('not in this app'); },
} as DataProvider;

function Home() {
  return <Typography.Title level={3}>Welcome</Typography.Title>;
}

function SiteList() {
  const { tableProps } = useTable({ syncWithLocation: false });
  return (
    <List title="Site List">
      <Table {...tableProps} rowKey="id">
        <Table.Column dataIndex="id" title="ID" />
        <Table.Column dataIndex="domain" title="Domain" />
        <Table.Column dataIndex="status" title="Status" />
      </Table>
    </List>
  );
}

createRoot(document.getElementById('root')!).render(
  <HashRouter>
    <ConfigProvider>
      <AntdApp>
        <Refine
          routerProvider={routerProvider}
          authProvider={authProvider}
          dataProvider={dataProvider}
          notificationProvider={useNotificationProvider}
          resources={[{ name: 'home', list: '/' }, { name: 'sites', list: '/sites', meta: { label: 'Site List' } }]}
          options={{ disableTelemetry: true }}
        >
          <Routes>
            <Route path="/login" element={<AuthPage type="login" />} />
            <Route element={<Authenticated key="app" redirectOnFail="/login"><ThemedLayout><Outlet /></ThemedLayout></Authenticated>}>
              <Route index element={<Home />} />
              <Route path="/sites" element={<SiteList />} />
            </Route>
          </Routes>
        </Refine>
      </AntdApp>
    </ConfigProvider>
  </HashRouter>,
);
`;

/** The minimal app's site list: 24 rows, as its server would send them. */
const SITES_JSON = JSON.stringify(
  Array.from({ length: 24 }, (_, index) => ({
    id: 1001 + index,
    domain: `site-${index + 1}.example.com`,
    status: index % 3 ? 'Enabled' : 'Disabled',
  })),
);

const FLOOR_TSX = `import '@ant-design/v5-patch-for-react-19';
import { Refine, useGetIdentity, useLogin, type AuthProvider } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import {
  App as AntdApp, Breadcrumb, Button, Card, ConfigProvider, Dropdown, Form, Input, Layout, Menu, Result,
  Skeleton, Typography,
} from 'antd';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter, Outlet, useBlocker } from 'react-router';
import { RouterProvider } from 'react-router/dom';

const authProvider: AuthProvider = {
  login: async ({ email }) => { localStorage.setItem('user', email); return { success: true, redirectTo: '/' }; },
  logout: async () => { localStorage.removeItem('user'); return { success: true, redirectTo: '/login' }; },
  check: async () => localStorage.getItem('user') ? { authenticated: true } : { authenticated: false, redirectTo: '/login' },
  onError: async () => ({}),
  getIdentity: async () => ({ name: 'Admin' }),
};

function Login() {
  const { mutate } = useLogin();
  return (
    <Card title="Log in">
      <Form layout="vertical" onFinish={(values) => mutate(values)}>
        <Form.Item label="Email" name="email" rules={[{ required: true }]}><Input /></Form.Item>
        <Form.Item label="Password" name="password" rules={[{ required: true }]}><Input.Password /></Form.Item>
        <Button type="primary" htmlType="submit">Log in</Button>
      </Form>
    </Card>
  );
}

function Shell() {
  useBlocker(false);
  return (
    <Layout>
      <Layout.Sider><Menu aria-label="Main menu" items={[{ key: 'home', label: 'Home' }]} /></Layout.Sider>
      <Layout>
        <Layout.Header><Dropdown menu={{ items: [{ key: 'out', label: 'Log out' }] }}><Button>Admin</Button></Dropdown></Layout.Header>
        <Breadcrumb items={[{ title: 'Home' }]} />
        <Layout.Content><Outlet /></Layout.Content>
      </Layout>
    </Layout>
  );
}

function Home() {
  const { data } = useGetIdentity<{ name: string }>();
  return data ? <Typography.Title>Welcome, {data.name}</Typography.Title> : <Skeleton />;
}

function Root({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider><AntdApp>
      <Refine routerProvider={routerProvider} authProvider={authProvider} options={{ disableTelemetry: true }}>
        {children}
      </Refine>
    </AntdApp></ConfigProvider>
  );
}

const router = createHashRouter([
  { path: '/login', element: <Root><Login /></Root>, errorElement: <Result status="500" /> },
  { path: '/', element: <Root><Shell /></Root>, children: [{ index: true, element: <Home /> }] },
]);

createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
`;

const SOURCES = { minimal: MINIMAL_TSX, floor: FLOOR_TSX };

/**
 * The console's own build savings (vite.config.ts: its browser-build stand-ins and the packages it
 * marks pure), read from its config so the floor keeps up with every change to them.
 */
async function consoleSavings(consoleRoot) {
  const loaded = await loadConfigFromFile(
    { command: 'build', mode: 'production' },
    join(consoleRoot, 'vite.config.ts'),
    consoleRoot,
    'silent',
  );
  const { resolve, build: options } = loaded.config;
  return { alias: resolve?.alias ?? [], treeshake: options?.rollupOptions?.treeshake };
}

/**
 * Writes and builds one comparison app with the packages of the console at `consoleRoot`; resolves
 * with its build folder (index.html, #/login).
 */
export async function buildComparisonApp(kind, consoleRoot) {
  const nodeModules = join(consoleRoot, 'node_modules');
  const savings = kind === 'floor' ? await consoleSavings(consoleRoot) : { alias: [] };
  const root = await mkdtemp(join(tmpdir(), `${kind}-refine-`));
  await mkdir(join(root, 'src'));
  await writeFile(join(root, 'index.html'), INDEX_HTML);
  await writeFile(join(root, 'src', 'main.tsx'), SOURCES[kind]);
  if (kind === 'minimal') {
    await mkdir(join(root, 'public'));
    await writeFile(join(root, 'public', 'sites.json'), SITES_JSON);
  }
  await symlink(nodeModules, join(root, 'node_modules'), 'dir');
  const { default: react } = await import('@vitejs/plugin-react');
  await build({
    root,
    configFile: false,
    base: './',
    plugins: [react(), recordChunkModules()],
    resolve: { alias: savings.alias },
    logLevel: 'silent',
    build: {
      outDir: join(root, 'dist'),
      emptyOutDir: true,
      chunkSizeWarningLimit: 5000,
      rollupOptions: savings.treeshake ? { treeshake: savings.treeshake } : {},
    },
  });
  return { root, outDir: join(root, 'dist') };
}
