// The response headers a host must send (no framing, no referrer): `npm run preview` sends them
// (vite.config.ts), `npm run api` too (tests/unit/apiServer/http.test.ts), and the ready
// configurations of docs/deploy.md name the same ones with the same values.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../../src/common/securityHeaders';
import { rawRequest } from './apiServer/rawHttp';

const ROOT = resolve(import.meta.dirname, '../..');

describe('npm run preview', () => {
  let server: PreviewServer;
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'console-preview-'));
    await writeFile(join(folder, 'index.html'), '<!doctype html><title>console</title>');
    await writeFile(join(folder, 'login.html'), '<!doctype html><title>login</title>');
    server = await preview({
      root: ROOT,
      configFile: join(ROOT, 'vite.config.ts'),
      build: { outDir: folder },
      preview: { port: 0, strictPort: false, host: '127.0.0.1', open: false },
      logLevel: 'silent',
    });
  });
  afterAll(async () => {
    await server.close();
    await rm(folder, { recursive: true, force: true });
  });

  it.each(['/', '/login.html'])('sends the security headers with %s', async (path) => {
    const port = (server.httpServer.address() as AddressInfo).port;
    const answer = await rawRequest(port, { path });
    expect(answer.status).toBe(200);
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(answer.headers[name.toLowerCase()], name).toBe(value);
  });
});

describe('docs/deploy.md', () => {
  it('configures nginx and a static host with every security header', async () => {
    const text = await readFile(join(ROOT, 'docs/deploy.md'), 'utf8');
    const blocks = [...text.matchAll(/```(\w+)\n([\s\S]*?)```/g)].map(([, language, body]) => ({
      language,
      body,
    }));
    const nginx = blocks.find((block) => block.language === 'nginx')?.body ?? '';
    const netlify =
      blocks.find((block) => block.language === 'text' && block.body.startsWith('/*'))?.body ?? '';
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(nginx).toContain(`add_header ${name} "${value}" always;`);
      expect(netlify).toContain(`  ${name}: ${value}\n`);
    }
  });
});
