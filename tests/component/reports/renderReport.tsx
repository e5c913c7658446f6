import '@ant-design/v5-patch-for-react-19';
import { Refine } from '@refinedev/core';
import { routerProvider } from '../../../src/providers/routerProvider';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp, ConfigProvider, message } from 'antd';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { expect } from 'vitest';
import { server } from '../../../src/mocks/node';
import { DEMO_PASSWORD } from '../../../src/mocks/seed';
import { authProvider } from '../../../src/providers/authProvider';
import { ToastHost } from '../../../src/providers/ToastHost';
import { createDataProvider } from '../../../src/providers/dataProvider';
import ReportPage from '../../../src/reports/ReportPage';
import type { ReportConfig } from '../../../src/reports/types';

// No motion: jsdom never ends a CSS animation, so closed modals would stay in the document.
const NO_MOTION = { token: { motion: false } };
ConfigProvider.config({ theme: NO_MOTION });

export const WAIT = { timeout: 10_000 };

// Calls the embedded API has received and not yet answered.
let inFlight = 0;
server.events.on('request:start', () => {
  inFlight += 1;
});
server.events.on('request:end', () => {
  inFlight -= 1;
});

/**
 * After each test: the report unmounted (its timers and toasts with it), any static toast closed
 * and every call answered, so that no timer or response outlives the test environment (a late
 * one fails the run with 'window is not defined' after the last test).
 */
export async function settle(): Promise<void> {
  cleanup();
  message.destroy();
  // Best effort within the hook's time: a slow machine may still be answering a call.
  await waitFor(() => expect(inFlight).toBe(0), { timeout: 5_000 }).catch(() => undefined);
}

export async function signIn(email: string): Promise<void> {
  const result = await authProvider.login({ email, password: DEMO_PASSWORD });
  expect(result.success).toBe(true);
}

/** ReportPage with a config, inside Refine and a memory router at `path` (query included). */
export function renderReport(config: ReportConfig, path = '/report') {
  const router = createMemoryRouter(
    [
      {
        path: '/report',
        element: (
          <Refine
            routerProvider={routerProvider}
            dataProvider={createDataProvider([])}
            authProvider={authProvider}
            options={{
              disableTelemetry: true,
              reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } },
            }}
          >
            <ReportPage config={config} />
          </Refine>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  render(
    <ConfigProvider theme={NO_MOTION}>
      <AntdApp>
        <ToastHost />
        <RouterProvider router={router} />
      </AntdApp>
    </ConfigProvider>,
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
