// The comparison app of the first-paint bench: a minimal Refine + antd + react-router app (Refine's
// AuthPage login, ThemedLayout shell), built with this repository's own packages in a temporary
// folder outside the repository. Nothing of it is kept.
import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Minimal Refine app</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`;

const MAIN_TSX = `import '@ant-design/v5-patch-for-react-19';
import { Refine, Authenticated, type AuthProvider } from '@refinedev/core';
import { AuthPage, ThemedLayout, useNotificationProvider } from '@refinedev/antd';
import routerProvider from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider, Typography } from 'antd';
import { createRoot } from 'react-dom/client';
import { HashRouter, Outlet, Route, Routes } from 'react-router';

const authProvider: AuthProvider = {
  login: async ({ email }) => { localStorage.setItem('user', email); return { success: true, redirectTo: '/' }; },
  logout: async () => { localStorage.removeItem('user'); return { success: true, redirectTo: '/login' }; },
  check: async () => localStorage.getItem('user') ? { authenticated: true } : { authenticated: false, redirectTo: '/login' },
  onError: async () => ({}),
  getIdentity: async () => ({ name: localStorage.getItem('user') }),
};

function Home() {
  return <Typography.Title level={3}>Welcome</Typography.Title>;
}

createRoot(document.getElementById('root')!).render(
  <HashRouter>
    <ConfigProvider>
      <AntdApp>
        <Refine
          routerProvider={routerProvider}
          authProvider={authProvider}
          notificationProvider={useNotificationProvider}
          resources={[{ name: 'home', list: '/' }]}
          options={{ disableTelemetry: true }}
        >
          <Routes>
            <Route path="/login" element={<AuthPage type="login" />} />
            <Route element={<Authenticated key="app" redirectOnFail="/login"><ThemedLayout><Outlet /></ThemedLayout></Authenticated>}>
              <Route index element={<Home />} />
            </Route>
          </Routes>
        </Refine>
      </AntdApp>
    </ConfigProvider>
  </HashRouter>,
);
`;

/** Writes and builds the minimal app; resolves with its build folder (index.html, #/login). */
export async function buildMinimalApp(nodeModules) {
  const root = await mkdtemp(join(tmpdir(), 'minimal-refine-'));
  await mkdir(join(root, 'src'));
  await writeFile(join(root, 'index.html'), INDEX_HTML);
  await writeFile(join(root, 'src', 'main.tsx'), MAIN_TSX);
  await symlink(nodeModules, join(root, 'node_modules'), 'dir');
  const { default: react } = await import('@vitejs/plugin-react');
  await build({
    root,
    configFile: false,
    base: './',
    plugins: [react()],
    logLevel: 'silent',
    build: { outDir: join(root, 'dist'), emptyOutDir: true, chunkSizeWarningLimit: 5000 },
  });
  return { root, outDir: join(root, 'dist') };
}
