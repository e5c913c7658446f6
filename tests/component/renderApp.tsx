import { cleanup, screen, waitFor, within, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, Outlet, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { message, Modal } from 'antd';
import { expect, onTestFinished } from 'vitest';
import { buildRoutes } from '../../src/App';
import { server } from '../../src/mocks/runtime/node';
import { DEMO_PASSWORD } from '../../src/mocks/store/seed';
import { authProvider } from '../../src/providers/auth/authProvider';
import { rearmUnauthorized } from '../../src/providers/http';
import { forgetMenu } from '../../src/providers/access/menu';
import { queryClient } from '../../src/providers/data/queryClient';
import type { ResourceSchema } from '../../src/model/types';
import { registry } from '../../src/schemas';
import { renderInHarness } from './harness';

export const ADMIN_EMAIL = 'admin@demo.test';
export const PUBLISHER_EMAIL = 'publisher@demo.test';

/** Generous wait for anything that needs the embedded API and lazy chunks. */
export const WAIT = { timeout: 30_000 };

/** Before each test: no cached menu or query, the 401 handling armed again. */
export function prepare(): void {
  forgetMenu();
  queryClient.removeQueries();
  rearmUnauthorized();
}

/**
 * After each test: the app unmounted, which takes its toasts (App context) along; static toasts
 * and modals live outside the rendered tree (document.body), so they are closed and awaited here;
 * otherwise a toast of one test could satisfy the next one's query.
 */
export async function tidy(): Promise<void> {
  cleanup();
  message.destroy();
  Modal.destroyAll();
  await waitFor(() => expect(document.querySelectorAll('.ant-message-notice')).toHaveLength(0), WAIT);
}

/** Signs in through the embedded API (POST /login, GET /saas/userinfo): token and user are stored. */
export async function signIn(email = ADMIN_EMAIL): Promise<void> {
  const result = await authProvider.login({ email, password: DEMO_PASSWORD });
  expect(result.success).toBe(true);
}

export interface RenderedApp extends RenderResult {
  user: UserEvent;
  router: ReturnType<typeof createMemoryRouter>;
}

/** Renders the real route tree at a path, with the given schema registry (default: the app's). */
export function renderApp(path: string, schemas: ResourceSchema[] = registry): RenderedApp {
  return renderRoutes(path, buildRoutes(schemas));
}

/** Without the shell: the screens draw straight into the route's outlet. */
const NoShell = () => <Outlet />;

/**
 * Renders the screen at a path as the app routes it (its session gate, menu check and error
 * boundary, the redirects), without the shell's menu, header and breadcrumb around it: a test of
 * what a screen shows and sends. In jsdom the shell was about a third of such a test's time (its
 * menu and header rendered, and searched by every role query). What the shell does is tested in
 * tests/component/shell.test.tsx and in the browser suite.
 */
export function renderScreen(path: string, schemas: ResourceSchema[] = registry): RenderedApp {
  return renderRoutes(path, buildRoutes(schemas, NoShell));
}

function renderRoutes(path: string, routes: RouteObject[]): RenderedApp {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const result = renderInHarness(<RouterProvider router={router} />);
  return { ...result, user, router };
}

/** The table row (tr) holding a cell with exactly this text. */
export async function findRow(text: string): Promise<HTMLElement> {
  const cell = await screen.findByRole('cell', { name: text }, WAIT);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row as HTMLElement;
}

/** The texts of one column of the list table, by its header title. */
export function columnTexts(title: string): string[] {
  const table = screen.getByRole('table');
  const headers = within(table).getAllByRole('columnheader');
  const index = headers.findIndex((header) => header.textContent === title);
  if (index < 0) throw new Error(`no column ${title}`);
  const body = table.querySelector('tbody') as HTMLElement;
  return Array.from(body.querySelectorAll('tr.ant-table-row')).map(
    (row) => (row.children[index] as HTMLElement).textContent ?? '',
  );
}

/** The data cells of a table row, without the selection checkbox's cell of a list with bulk actions. */
const dataCells = (row: Element): HTMLElement[] =>
  Array.from(row.children).filter(
    (cell): cell is HTMLElement => !cell.classList.contains('ant-table-selection-column'),
  );

/** The first-column texts of the data rows of the list table. */
export function rowKeys(): string[] {
  const table = screen.getByRole('table');
  return Array.from(table.querySelectorAll('tbody tr.ant-table-row')).map(
    (row) => dataCells(row)[0]?.textContent ?? '',
  );
}

/** Opens an antd Select (by its combobox) and picks the option with this text. */
export async function chooseOption(user: UserEvent, combobox: HTMLElement, text: string): Promise<void> {
  await user.click(combobox);
  const option = await waitFor(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).find(
      (element) => element.getAttribute('title') === text && !element.closest('.ant-select-dropdown-hidden'),
    );
    if (!found) throw new Error(`option ${text} not shown`);
    return found;
  }, WAIT);
  await user.click(option);
}

/** The open modal with this title. */
export async function findDialog(title: string): Promise<HTMLElement> {
  return screen.findByRole('dialog', { name: title }, WAIT);
}

/** A row's button once its lazily loaded part has replaced the disabled placeholder. */
export async function enabledButton(row: HTMLElement, name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const button = within(row).getByRole('button', { name });
    if (isDisabled(button)) throw new Error(`${name} still loading`);
    return button;
  }, WAIT);
}

/** Whether a control is disabled (a button, input or textarea). */
export function isDisabled(element: HTMLElement): boolean {
  return (element as HTMLButtonElement).disabled;
}

/** The value of an input or textarea. */
export function valueOf(element: HTMLElement): string {
  return (element as HTMLInputElement).value;
}

/** Records every request the embedded API receives (with JSON bodies) during the test, until stop(). */
export function recordRequests(): {
  requests: SeenRequest[];
  settled: () => Promise<void>;
  stop: () => void;
} {
  const requests: SeenRequest[] = [];
  const pending: Promise<void>[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const seen: SeenRequest = { method: request.method, pathname: url.pathname, query: url.searchParams };
    requests.push(seen);
    if (request.method !== 'GET') {
      pending.push(
        request
          .clone()
          .text()
          .then((text) => {
            seen.body = text ? jsonOrText(text) : undefined;
          }),
      );
    }
  };
  server.events.on('request:start', listener);
  const stop = () => server.events.removeListener('request:start', listener);
  // A test that fails before its stop() must not leave the recorder on for the files after it.
  onTestFinished(stop);
  return {
    requests,
    settled: async () => {
      await Promise.all(pending);
    },
    stop,
  };
}

/** A body as JSON, or as sent when it is not (a multipart upload). */
function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export interface SeenRequest {
  method: string;
  pathname: string;
  query: URLSearchParams;
  body?: unknown;
}
