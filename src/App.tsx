import { Refine, type ResourceProps } from '@refinedev/core';
import { routerProvider } from './providers/router/routerProvider';
import { App as AntdApp } from 'antd';
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, createHashRouter, useLocation, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RouteErrorPage } from './pages/errors/RouteErrorPage';
import { ScreenErrorBoundary } from './pages/errors/ScreenErrorBoundary';
import type { LazyScreen } from './ui/lazyScreen';
import {
  loadAppShell,
  loadedAppShell,
  loadedHomePage,
  loadHomePage,
  loadSchemaList,
} from './pages/nextScreens';
import { PAGE_ROUTES, REDIRECTS, SEGMENT_LABELS } from './pages/routeTable';
import { ContentSkeleton } from './pages/shell/ContentSkeleton';
import { RouteGuard } from './pages/shell/RouteGuard';
import { SessionGate } from './pages/shell/SessionGate';
import { accessControlProvider } from './providers/access/accessControlProvider';
import { setKnownMenuPaths } from './providers/access/menu';
import { setMenuProbes } from './providers/access/menuProbes';
import { authProvider } from './providers/auth/authProvider';
import { createDataProvider } from './providers/data/dataProvider';
import { notificationProvider } from './providers/notifications/notificationProvider';
import { ToastHost } from './providers/notifications/ToastHost';
import { queryClient } from './providers/data/queryClient';
import { lookupTargetOf } from './model/lookups';
import type { ResourceSchema } from './model/types';
import { PAGE_SCREENS } from './pages/screens';
import { REPORT_SCREENS } from './reports/screens';
import { registry } from './schemas';
import { ThemeProvider } from './theme';
import { i18nProvider } from './providers/i18nProvider';
import { undoDelay } from './resources/undo/undoDelay';

// Every screen is its own chunk: the login screen's first load carries no layout or table code.
const LoginPage = lazy(() => import('./pages/auth/LoginPage'));
const FindPasswordPage = lazy(() => import('./pages/auth/FindPasswordPage'));
const LazyAppShell = lazy(loadAppShell);
const LazyHomePage = lazy(loadHomePage);

/**
 * The shell and Home: drawn in their first render when their chunks came already (fetched on the
 * login page), lazily otherwise; chosen once per mount, so a later render never swaps them.
 */
function AppShell({ labels }: { labels: Record<string, string> }) {
  const [Shell] = useState(() => loadedAppShell() ?? LazyAppShell);
  return <Shell labels={labels} />;
}
function HomePage() {
  const [Home] = useState(() => loadedHomePage() ?? LazyHomePage);
  return <Home />;
}
const SchemaList = lazy(() => loadSchemaList().then((module) => ({ default: module.SchemaList })));
const PlaceholderPage = lazy(() => import('./pages/PlaceholderPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

// Before the shell (its code, or the session, on the way): the content area's skeleton, page-wide.
// Not antd's Spin, which no first screen uses otherwise: 2.3 kB of gzip in every first load.
const fullPageLoading = (
  <div style={{ padding: 24 }}>
    <ContentSkeleton />
  </div>
);

const lazyElement = (screen: LazyScreen) => {
  const Screen = lazy(screen.load);
  return <Screen />;
};

/**
 * Screens from the schema registry and the lazily loaded screens (reports...), then the spec's
 * other routes served by neither, as placeholders.
 */
export function buildScreens(
  schemas: ResourceSchema[],
  lazyScreens: LazyScreen[] = [...REPORT_SCREENS, ...PAGE_SCREENS],
) {
  const routed = schemas.filter((schema): schema is ResourceSchema & { route: string } =>
    Boolean(schema.route),
  );
  const schemaScreens = routed.map((schema) => ({
    path: schema.route,
    title: schema.label,
    accessPath: schema.accessPath ?? schema.route,
    resource: schema.name,
    element: <SchemaList schema={schema} />,
  }));
  const otherScreens = lazyScreens.map((screen) => ({
    path: screen.path,
    title: screen.title,
    accessPath: screen.accessPath ?? screen.path,
    resource: screen.path,
    element: lazyElement(screen),
  }));
  const taken = new Set([...schemaScreens, ...otherScreens].map((screen) => screen.path));
  const pageScreens = PAGE_ROUTES.filter((page) => !taken.has(page.path)).map((page) => ({
    path: page.path,
    title: page.title,
    accessPath: page.accessPath ?? page.path,
    resource: page.path,
    element: page.kind === 'home' ? <HomePage /> : <PlaceholderPage title={page.title} kind={page.kind} />,
  }));
  return [...schemaScreens, ...otherScreens, ...pageScreens];
}

/** Every path a menu entry may name: the screens and the paths granting them, the groups, the labelled segments. */
export function menuPathsOf(screens: { path: string; accessPath: string }[]): string[] {
  return [
    ...screens.flatMap((screen) => [screen.path, screen.accessPath]),
    ...Object.keys(REDIRECTS),
    ...Object.keys(SEGMENT_LABELS),
  ];
}

export function breadcrumbLabels(screens: { path: string; title: string }[]): Record<string, string> {
  return { ...Object.fromEntries(screens.map((screen) => [screen.path, screen.title])), ...SEGMENT_LABELS };
}

export const refineResources = (schemas: ResourceSchema[]): ResourceProps[] =>
  schemas.map((schema) => ({
    name: schema.name,
    list: schema.route,
    // What references to this resource show (useLabelKey), and the list call and label lookups naming it default to (useLookupSpec).
    meta: { label: schema.label, ...lookupTargetOf(schema) },
  }));

function RefineRoot({ schemas, children }: { schemas: ResourceSchema[]; children: ReactNode }) {
  return (
    <ThemeProvider>
      <AntdApp>
        <ToastHost />
        <Refine
          routerProvider={routerProvider}
          dataProvider={createDataProvider(schemas)}
          authProvider={authProvider}
          accessControlProvider={accessControlProvider}
          notificationProvider={notificationProvider}
          i18nProvider={i18nProvider}
          resources={refineResources(schemas)}
          options={{
            syncWithLocation: true,
            disableTelemetry: true,
            reactQuery: { clientConfig: queryClient },
            // How long a delete or a status change waits with Undo (resources/undo).
            undoableTimeout: undoDelay(),
          }}
        >
          <Suspense fallback={fullPageLoading}>{children}</Suspense>
        </Refine>
      </AntdApp>
    </ThemeProvider>
  );
}

/**
 * Routes are exact matches (spec): react-router also takes a path with a trailing slash (or in
 * another case) for its route, so an address that is not the route's own shows the 404 screen.
 */
function Exact({ path, children }: { path: string; children: ReactNode }) {
  const { pathname } = useLocation();
  return pathname === path ? <>{children}</> : <NotFoundPage />;
}

/** What draws the signed-in screens: the shell (menu, header, breadcrumb) around an `<Outlet />`. */
export type ShellComponent = ComponentType<{ labels: Record<string, string> }>;

/**
 * The route tree: unauthenticated pages, then the shell with every screen behind the menu check.
 * A component test of one screen passes a bare `Shell` (an `<Outlet />` alone): the screen, its
 * guard and its error boundary as in the app, without the menu and header around it.
 */
export function buildRoutes(schemas: ResourceSchema[], Shell: ShellComponent = AppShell): RouteObject[] {
  const screens = buildScreens(schemas);
  const labels = breadcrumbLabels(screens);
  setKnownMenuPaths(menuPathsOf(screens));
  setMenuProbes(
    schemas.flatMap((schema) =>
      schema.route && schema.menu && schema.menu.probe ? [{ path: schema.route, call: schema.api.list }] : [],
    ),
  );
  return [
    {
      element: (
        <RefineRoot schemas={schemas}>
          <Outlet />
        </RefineRoot>
      ),
      errorElement: <RouteErrorPage />,
      children: [
        { path: '/login', element: <LoginPage /> },
        { path: '/signin', element: <LoginPage /> },
        { path: '/saas/login', element: <LoginPage /> },
        { path: '/findpwd', element: <FindPasswordPage /> },
        {
          element: (
            <SessionGate loading={fullPageLoading}>
              <Shell labels={labels} />
            </SessionGate>
          ),
          children: [
            ...Object.entries(REDIRECTS).map(([from, to]) => ({
              path: from,
              element: (
                <Exact path={from}>
                  <Navigate to={to} replace />
                </Exact>
              ),
            })),
            // Each screen in its own error boundary, inside the shell: a crash keeps the menu and header.
            ...screens.map((screen) => ({
              path: screen.path,
              element: (
                <Exact path={screen.path}>
                  <ScreenErrorBoundary key={screen.path} title={screen.title}>
                    <RouteGuard accessPath={screen.accessPath} resource={screen.resource}>
                      {screen.element}
                    </RouteGuard>
                  </ScreenErrorBoundary>
                </Exact>
              ),
            })),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}

export function App() {
  return <RouterProvider router={createHashRouter(buildRoutes(registry))} />;
}
