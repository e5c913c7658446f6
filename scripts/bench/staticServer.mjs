// A static file server for the first-paint bench: gzip on the wire (like a real host), and a count
// of the bytes it sent, so a page's transfer is read from the server's side.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};
const COMPRESSED = new Set(['.html', '.js', '.css', '.json', '.svg']);

/**
 * Serves `dir` on a free port; `sent()` is the bytes sent since the last `reset()`, `files()` the
 * same by path; `sentFor(before, since)` the same two for the requests that reached the server
 * before the time `before` (ms since 1970, as `Date.now()`) and not before `since` (default: since
 * the reset), and the files asked for after it. `link` (`{ roundTripMs, bytesPerSecond }`, while set with `pace()`) delays each
 * answer by a round trip and by its turn on one shared link of that speed, as a slow phone network.
 */
export async function serveStatic(dir) {
  const cache = new Map();
  let sent = 0;
  let byPath = new Map();
  // Every answer since the last reset: its path, its bytes, when its request reached the server.
  let answers = [];
  let link;
  let linkFreeAt = 0;
  /** Waits until an answer of `bytes` has crossed the paced link. */
  const crossLink = async (bytes) => {
    if (!link) return;
    const now = Date.now();
    const start = Math.max(now + link.roundTripMs, linkFreeAt);
    linkFreeAt = start + (bytes / link.bytesPerSecond) * 1000;
    await new Promise((done) => setTimeout(done, linkFreeAt - now));
  };
  const server = createServer(async (request, response) => {
    const arrived = Date.now();
    const path = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    const file = normalize(join(dir, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(dir)) return response.writeHead(403).end();
    try {
      if (!cache.has(file)) {
        const raw = await readFile(file);
        const ext = extname(file);
        cache.set(file, { ext, body: COMPRESSED.has(ext) ? gzipSync(raw) : raw, gzip: COMPRESSED.has(ext) });
      }
      const { ext, body, gzip } = cache.get(file);
      await crossLink(body.length);
      response.writeHead(200, {
        'Content-Type': TYPES[ext] ?? 'application/octet-stream',
        'Content-Length': body.length,
        'Cache-Control': 'no-store',
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      });
      sent += body.length;
      byPath.set(path, (byPath.get(path) ?? 0) + body.length);
      answers.push({ path, bytes: body.length, arrived });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://localhost:${server.address().port}/`,
    sent: () => sent,
    files: () => new Map(byPath),
    sentFor: (before, since = 0) => {
      const files = new Map();
      const after = new Map();
      let bytes = 0;
      for (const answer of answers.filter(({ arrived }) => arrived >= since)) {
        const into = answer.arrived < before ? files : after;
        into.set(answer.path, (into.get(answer.path) ?? 0) + answer.bytes);
        if (answer.arrived < before) bytes += answer.bytes;
      }
      return { bytes, files, after };
    },
    pace: (next) => {
      link = next;
      linkFreeAt = 0;
    },
    reset: () => {
      sent = 0;
      byPath = new Map();
      answers = [];
    },
    close: () => new Promise((done) => server.close(done)),
  };
}
