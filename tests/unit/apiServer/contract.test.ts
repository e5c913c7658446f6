// npm run api serves the contract, docs/openapi.json, at GET /openapi.json: as committed, to a
// program or to a page of an allowed origin, with the server's headers; a missing document is a
// 404 that says what to run.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../../../src/common/securityHeaders';
import { handlers } from '../../../src/mocks/handlers';
import { createApiServer } from '../../../server/apiServerHandler';
import { CONTRACT_PATH, contractFile, NO_CONTRACT } from '../../../server/contract';
import { createHttpServer } from '../../../server/httpServer';
import { OPENAPI_JSON } from '../openapi/shippedContract';
import { listenOnFreePort, rawRequest } from './rawHttp';

const servers: Server[] = [];
/** The API server over HTTP on a free port, its contract read from `file`. */
async function serving(file: string): Promise<number> {
  const server = createHttpServer(
    createApiServer(handlers, { controlSecret: 'secret', contract: contractFile(file) }),
  );
  servers.push(server);
  return listenOnFreePort(server);
}
afterAll(() =>
  Promise.all(
    servers.map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  ),
);

let port: number;
beforeAll(async () => {
  port = await serving(OPENAPI_JSON);
});

describe('GET /openapi.json', () => {
  it('answers docs/openapi.json as it is committed, as JSON with the security headers, no sign-in needed', async () => {
    const answer = await rawRequest(port, { path: CONTRACT_PATH });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(answer.headers[name.toLowerCase()]).toBe(value);
    expect(answer.body).toBe(readFileSync(OPENAPI_JSON, 'utf8'));
    expect(JSON.parse(answer.body)).toMatchObject({
      openapi: '3.1.0',
      info: { title: 'Publisher console API' },
    });
  });

  it('lets a page of an allowed origin read it (CORS), and refuses a foreign one', async () => {
    const allowed = await rawRequest(port, {
      path: CONTRACT_PATH,
      headers: { Origin: 'http://localhost:4173' },
    });
    expect(allowed.status).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:4173');
    const foreign = await rawRequest(port, {
      path: CONTRACT_PATH,
      headers: { Origin: 'https://elsewhere.example' },
    });
    expect(foreign.status).toBe(403);
  });

  it('answers 404 saying what to run when the document is missing', async () => {
    const missing = await serving('/nonexistent/openapi.json');
    const answer = await rawRequest(missing, { path: CONTRACT_PATH });
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toEqual({ success: false, code: 404, msg: NO_CONTRACT });
    expect(NO_CONTRACT).toBe('docs/openapi.json is missing: npm run api:openapi writes it');
  });

  it('is served by npm run api itself (scripts/api.mjs), and named when it starts', async () => {
    const free = await new Promise<number>((resolve) => {
      const probe = createNetServer().listen(0, '127.0.0.1', () => {
        const { port: found } = probe.address() as AddressInfo;
        probe.close(() => resolve(found));
      });
    });
    const child = spawn(process.execPath, ['scripts/api.mjs', '--port', String(free)], {
      env: { ...process.env, API_CONTROL_SECRET: 'secret' },
    });
    try {
      const banner = await new Promise<string>((resolve, reject) => {
        let stdout = '';
        child.stdout.on('data', (chunk: Buffer) => {
          stdout += chunk.toString();
          if (stdout.includes('control calls')) resolve(stdout);
        });
        child.on('exit', (code) => reject(new Error(`npm run api exited with ${code}`)));
      });
      expect(banner).toContain(
        `  contract (OpenAPI 3.1, docs/openapi.json): http://localhost:${free}/openapi.json\n`,
      );
      const answer = await rawRequest(free, { path: CONTRACT_PATH });
      expect(answer.status).toBe(200);
      expect(answer.body).toBe(readFileSync(OPENAPI_JSON, 'utf8'));
    } finally {
      child.kill();
    }
  });
});
