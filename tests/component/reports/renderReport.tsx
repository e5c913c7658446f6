import { Refine } from '@refinedev/core';
import { routerProvider } from '../../../src/providers/router/routerProvider';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { App as AntdApp } from 'antd';
import type { ReactElement } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { expect } from 'vitest';
import { server } from '../../../src/mocks/runtime/node';
import { DEMO_PASSWORD } from '../../../src/mocks/store/seed';
import { accessControlProvider } from '../../../src/providers/access/accessControlProvider';
import { authProvider } from '../../../src/providers/auth/authProvider';
import { ToastHost } from '../../../src/providers/notifications/ToastHost';
import { createDataProvider } from '../../../src/providers/data/dataProvider';
import ReportPage from '../../../src/reports/ReportPage';
import type { ReportConfig } from '../../../src/reports/types';
import { renderInHarness } from '../harness';

export const WAIT = { timeout: 30_000 };

// Each report gets a fresh query cache without retries; settle() empties it.
let reportCache: QueryClient | undefined;

/**
 * After each test: the report unmounted (its timers and toasts with it) and its query cache
 * emptied (no garbage-collection timer left); tests/setup/api.ts then waits for every call's answer.
 */
export function settle(): void {
  cleanup();
  reportCache?.clear();
  reportCache = undefined;
}

export async function signIn(email: string): Promise<void> {
  const result = await authProvider.login({ email, password: DEMO_PASSWORD });
  expect(result.success).toBe(true);
}

/** ReportPage with a config, inside Refine and a memory router at `path` (query included). */
export function renderReport(config: ReportConfig, path = '/report') {
  return renderInRefine(<ReportPage config={config} />, path);
}

/**
 * A part of a screen inside Refine (data, auth and the menu's access control) and a memory router
 * at `path`, with a fresh query cache without retries; every address shows the part, so a link it
 * follows is read from `router.state.location`. `client`: that query cache instead (the app's, for
 * what the app puts in it before the part is drawn); the test empties it.
 */
export function renderInRefine(element: ReactElement, path = '/', client?: QueryClient) {
  reportCache = client ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <Refine
            routerProvider={routerProvider}
            dataProvider={createDataProvider([])}
            authProvider={authProvider}
            accessControlProvider={accessControlProvider}
            options={{
              disableTelemetry: true,
              reactQuery: { clientConfig: reportCache },
            }}
          >
            {element}
          </Refine>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  renderInHarness(
    <AntdApp>
      <ToastHost />
      <RouterProvider router={router} />
    </AntdApp>,
  );
  return { user, router };
}

/** The header titles of the report table. */
export function headers(): string[] {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent ?? '');
}

/** The texts of the first cell of each body row (the Total row first). */
export function firstCells(): string[] {
  return Array.from(document.querySelectorAll('tbody tr.ant-table-row')).map(
    (row) => (row.children[0] as HTMLElement).textContent ?? '',
  );
}

/** Report calls seen by the embedded API, with their JSON bodies. */
export function reportRequests() {
  const seen: { path: string; body: Record<string, unknown> }[] = [];
  const listener = async ({ request }: { request: Request }) => {
    if (request.method !== 'POST') return;
    const path = new URL(request.url).pathname;
    const text = await request.clone().text();
    seen.push({ path, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} });
  };
  server.events.on('request:start', listener);
  return { seen, stop: () => server.events.removeListener('request:start', listener) };
}
