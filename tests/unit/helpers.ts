import { expect } from 'vitest';
import { authProvider } from '../../src/providers/auth/authProvider';
import { server } from '../../src/mocks/runtime/node';
import { DEMO_PASSWORD } from '../../src/mocks/store/seed';

export const ADMIN_EMAIL = 'admin@demo.test';
export const PUBLISHER_EMAIL = 'publisher@demo.test';

/** Logs in through the embedded API (POST /login) and returns the stored token. */
export async function loginAs(email: string): Promise<string> {
  const result = await authProvider.login({ email, password: DEMO_PASSWORD });
  expect(result.success).toBe(true);
  const token = localStorage.getItem('token');
  expect(token).toBeTruthy();
  return token as string;
}

export interface SeenRequest {
  method: string;
  pathname: string;
  query: URLSearchParams;
  authorization: string | null;
  body: unknown;
}

/** Records every request the embedded API sees while it still answers them itself. */
export function recordRequests(): {
  requests: SeenRequest[];
  bodiesRead: () => Promise<unknown>;
  stop: () => void;
} {
  const requests: SeenRequest[] = [];
  const pending: Promise<void>[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const seen: SeenRequest = {
      method: request.method,
      pathname: url.pathname,
      query: url.searchParams,
      authorization: request.headers.get('Authorization'),
      body: undefined,
    };
    requests.push(seen);
    if (request.method !== 'GET') {
      pending.push(
        request
          .clone()
          .text()
          .then((text) => {
            seen.body = text ? (JSON.parse(text) as unknown) : undefined;
          }),
      );
    }
  };
  server.events.on('request:start', listener);
  return {
    requests,
    bodiesRead: () => Promise.all(pending),
    stop: () => server.events.removeListener('request:start', listener),
  };
}
