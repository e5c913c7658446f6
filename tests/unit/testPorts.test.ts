// The browser suites never reuse a server they did not start (playwright.config.ts,
// playwright.host.config.ts, tests/support/ports.ts): free ports unless named, and reuse only
// when E2E_REUSE_SERVER=1 asks for it.
import { createServer } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const NAMES = /^(E2E_(PORT|HOST_PORT|API_PORT|REUSE_SERVER|HOST_WORKERS)|TEST_PARALLEL_INDEX)/;
let saved: Record<string, string | undefined> = {};

beforeEach(() => {
  saved = { ...process.env };
  for (const name of Object.keys(process.env)) if (NAMES.test(name)) delete process.env[name];
  vi.resetModules();
});
afterEach(() => {
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
  Object.assign(process.env, saved);
  vi.resetModules();
});

/** Whether a port can be listened on now. */
const free = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

type WebServer = { reuseExistingServer?: boolean; url?: string };
async function webServers(): Promise<WebServer[]> {
  const mock = (await import('../../playwright.config')).default;
  const host = (await import('../../playwright.host.config')).default;
  return [mock.webServer, host.webServer].flat() as WebServer[];
}

describe('the browser suites’ servers', { timeout: 60_000 }, () => {
  it('a port not named is a free one, chosen once and written to the environment for the workers', async () => {
    const { portFrom } = await import('../support/ports');
    const port = portFrom('E2E_PORT');
    expect(process.env.E2E_PORT).toBe(String(port));
    expect(portFrom('E2E_PORT')).toBe(port);
    expect(await free(port)).toBe(true);
    process.env.E2E_API_PORT = '45678';
    expect(portFrom('E2E_API_PORT')).toBe(45678);
  });

  it('reuse no server they did not start, on ports of their own', async () => {
    const servers = await webServers();
    // The mock-mode preview, and per host lane (two by default) the API server and its preview.
    expect(servers).toHaveLength(5);
    expect(servers.map((server) => server.reuseExistingServer)).toEqual([false, false, false, false, false]);
    const ports = servers.map((server) => Number(new URL(server.url!).port));
    expect(new Set(ports).size).toBe(5);
    expect(ports).not.toContain(8787);
    expect(ports).not.toContain(4173);
  });

  it('reuse one only when E2E_REUSE_SERVER=1 asks for it', async () => {
    process.env.E2E_REUSE_SERVER = '1';
    expect((await webServers()).every((server) => server.reuseExistingServer === true)).toBe(true);
  });
});
