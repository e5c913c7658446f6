import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  /** Sent as is, in pieces of at most 64 KiB; `chunked` sends it without a Content-Length. */
  body?: Buffer | string;
  chunked?: boolean;
}

function parse(raw: Buffer): RawAnswer {
  const text = raw.toString('latin1');
  const end = text.indexOf('\r\n\r\n');
  const [statusLine, ...lines] = text.slice(0, end).split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return {
    status: Number(statusLine.split(' ')[1]),
    headers,
    body: Buffer.from(text.slice(end + 4), 'latin1').toString('utf8'),
  };
}

/**
 * One HTTP request over a plain socket. The unit tests' msw/node intercepts fetch and node:http
 * clients; a socket reaches the real server. The answer is whatever came before the server closed.
 */
export function rawRequest(port: number, request: RawRequest): Promise<RawAnswer> {
  const body = typeof request.body === 'string' ? Buffer.from(request.body) : request.body;
  const headers = {
    Host: `localhost:${port}`,
    Connection: 'close',
    ...(body && !request.chunked ? { 'Content-Length': String(body.length) } : {}),
    ...(body && request.chunked ? { 'Transfer-Encoding': 'chunked' } : {}),
    ...request.headers,
  };
  const head = [
    `${request.method ?? 'GET'} ${request.path} HTTP/1.1`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`${head}\r\n\r\n`);
      const piece = 64 * 1024;
      for (let at = 0; body && at < body.length; at += piece) {
        const part = body.subarray(at, at + piece);
        socket.write(
          request.chunked
            ? Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n')])
            : part,
        );
      }
      if (request.chunked) socket.write('0\r\n\r\n');
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined); // the server may close while the body is still being sent
    socket.on('close', () =>
      chunks.length ? resolve(parse(Buffer.concat(chunks))) : reject(new Error('no answer')),
    );
  });
}

/** Starts a server on a free port; resolves to the port. */
export const listenOnFreePort = (server: Server): Promise<number> =>
  new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
