import { spawn } from 'node:child_process';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../../../src/common/securityHeaders';
import { handlers } from '../../../src/mocks/handlers';
import { createApiServer } from '../../../server/apiServerHandler';
import { createHttpServer } from '../../../server/httpServer';
import { listenOnFreePort, rawRequest } from './rawHttp';

const LOGIN = '/gamebridge-manager/v1/login';
const JSON_TOO_LARGE = { success: false, code: 413, msg: 'The request body is too large (at most 1 MB)' };
const UPLOAD_TOO_LARGE = { success: false, code: 413, msg: 'The request body is too large (at most 10 MB)' };

let server: Server;
let port: number;

beforeAll(async () => {
  server = createHttpServer(createApiServer(handlers, { controlSecret: 'secret' }));
  port = await listenOnFreePort(server);
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});

/** A JSON login body padded with a field to this many bytes. */
const paddedLogin = (bytes: number) => {
  const start = '{"email":"admin@demo.test","password":"Demo@1234","pad":"';
  return `${start}${'x'.repeat(bytes - start.length - 2)}"}`;
};

/** A multipart upload of a file of this many bytes. */
function upload(bytes: number) {
  const boundary = 'probe-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="units.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.alloc(bytes, 7),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    method: 'POST',
    path: '/gamebridge-manager/v1/ssp_publisher/adunit/import',
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    body,
  };
}

const json = (body: string) => JSON.parse(body) as unknown;

describe('npm run api over HTTP', () => {
  it('reads a JSON body up to 1 MB', async () => {
    const answer = await rawRequest(port, {
      method: 'POST',
      path: LOGIN,
      headers: { 'Content-Type': 'application/json' },
      body: paddedLogin(1024 * 1024),
    });
    expect(answer.status).toBe(200);
    expect(json(answer.body)).toMatchObject({ success: true });
  });

  it('refuses a larger JSON body with 413 and a JSON message, with or without its length', async () => {
    for (const chunked of [false, true]) {
      const answer = await rawRequest(port, {
        method: 'POST',
        path: LOGIN,
        headers: { 'Content-Type': 'application/json' },
        body: paddedLogin(1024 * 1024 + 1),
        chunked,
      });
      expect([answer.status, answer.headers['content-type'], json(answer.body)]).toEqual([
        413,
        'application/json',
        JSON_TOO_LARGE,
      ]);
    }
  });

  it('takes an upload up to 10 MB and refuses a larger one with 413', async () => {
    const fits = await rawRequest(port, upload(2 * 1024 * 1024));
    expect(fits.status).toBe(401); // read to the end, then refused for want of a session
    const tooLarge = await rawRequest(port, upload(10 * 1024 * 1024 + 1));
    expect([tooLarge.status, json(tooLarge.body)]).toEqual([413, UPLOAD_TOO_LARGE]);
    const twoHundredMegabytes = await rawRequest(port, {
      ...upload(0),
      headers: { ...upload(0).headers, 'Content-Length': String(200 * 1024 * 1024) },
    });
    expect([twoHundredMegabytes.status, json(twoHundredMegabytes.body)]).toEqual([413, UPLOAD_TOO_LARGE]);
  });

  it('sends the security headers and JSON with every answer, an unknown call included', async () => {
    const answer = await rawRequest(port, { path: '/nothing/here' });
    expect([answer.status, json(answer.body)]).toEqual([
      404,
      { success: false, code: 404, msg: 'No such call: /nothing/here' },
    ]);
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(answer.headers[name.toLowerCase()]).toBe(value);
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('npm run api on a port in use', () => {
  it('says so in one line and exits with code 1', async () => {
    const started = await new Promise<{ code: number | null; stderr: string; stdout: string }>((resolve) => {
      const child = spawn(process.execPath, ['scripts/api.mjs', '--port', String(port)], {
        env: { ...process.env },
      });
      let stderr = '';
      let stdout = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.on('exit', (code) => resolve({ code, stderr, stdout }));
    });
    expect(started).toEqual({
      code: 1,
      stdout: '',
      stderr: `Port ${port} is in use: stop what listens there or choose another with --port <n>\n`,
    });
  });
});
