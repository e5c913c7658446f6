import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { bodyLimitFor, tooLargeMessage } from './bodyLimits';
import { SERVER_ERROR, type ApiServer } from './apiServerHandler';

/** How long a refused upload may go on sending before its connection is closed. */
const DRAIN_MS = 2000;

/** The request's body, or 'too-large' as soon as it passes the limit (the rest is read and dropped). */
function readBody(incoming: IncomingMessage, limit: number): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      incoming.off('data', onData);
      chunks.length = 0;
      incoming.resume(); // what is still sent is read and dropped
      resolve('too-large');
    };
    incoming.on('data', onData);
    incoming.on('end', () => resolve(Buffer.concat(chunks)));
    incoming.on('error', reject);
  });
}

async function send(outgoing: ServerResponse, response: Response, close = false): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  outgoing.statusCode = response.status;
  response.headers.forEach((value, name) => outgoing.appendHeader(name, value));
  if (close) outgoing.setHeader('Connection', 'close');
  outgoing.end(body);
}

async function serveOne(api: ApiServer, incoming: IncomingMessage, outgoing: ServerResponse) {
  // The request target is a path: `//x/y` is the path //x/y (made canonical later), never the
  // host x; no handler reads the host, so the Host header is not trusted to build the address.
  const target = incoming.url ?? '/';
  const url = new URL(`http://localhost${target.startsWith('/') ? '' : '/'}${target}`);
  const method = incoming.method ?? 'GET';
  const headers = new Headers();
  for (let index = 0; index < incoming.rawHeaders.length; index += 2)
    headers.append(incoming.rawHeaders[index], incoming.rawHeaders[index + 1]);
  const bare = new Request(url, { method, headers });
  try {
    let body: ArrayBuffer | undefined;
    if (method !== 'GET' && method !== 'HEAD') {
      const limit = bodyLimitFor(headers.get('Content-Type'));
      const declared = Number(headers.get('Content-Length') ?? 0);
      const read = declared > limit ? 'too-large' : await readBody(incoming, limit);
      if (read === 'too-large') {
        await send(outgoing, api.refuse(bare, 413, tooLargeMessage(limit)), true);
        setTimeout(() => incoming.socket.destroy(), DRAIN_MS).unref();
        return;
      }
      body = read.buffer.slice(read.byteOffset, read.byteOffset + read.length) as ArrayBuffer;
    }
    const request = new Request(url, { method, headers, body });
    await send(outgoing, await api.answer(request, { address: incoming.socket.remoteAddress }));
  } catch {
    if (!outgoing.headersSent) await send(outgoing, api.refuse(bare, 500, SERVER_ERROR));
  }
}

/** The API server over HTTP on Node's own server: bodies read up to their limit, answers sent whole. */
export const createHttpServer = (api: ApiServer): Server =>
  createServer((incoming, outgoing) => void serveOne(api, incoming, outgoing));
