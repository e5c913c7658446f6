/**
 * One HTTP exchange over the browser's fetch: the address with its query, the body, a time limit,
 * and the answer read as JSON (or text when it is not JSON), text or a Blob. What the call layer
 * (client.ts) makes of the answer is decided there; this file only moves bytes.
 */

export type ResponseType = 'json' | 'blob' | 'text';

export interface RequestOptions {
  url: string;
  method: string;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
  responseType: ResponseType;
  timeoutMs: number;
  signal: AbortSignal;
}

export interface Answer {
  status: number;
  data: unknown;
}

/** An answer outside 2xx: its status and body (parsed as JSON when it is JSON). */
export class HttpFailure extends Error {
  constructor(readonly answer: Answer) {
    super(`HTTP ${answer.status}`);
  }
}

/** No answer in time. */
export class TimedOut extends Error {}

/** No answer at all (the server cannot be reached, or the browser refused the exchange). */
export const NETWORK_ERROR = 'Network Error';

function queryValue(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** `a=1&a=2` for a list (no brackets: the API reads repeated keys); empty values are left out. */
export function withQuery(url: string, query?: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) params.append(key, queryValue(item));
    }
  }
  const text = params.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

const SENT_AS_IS = [FormData, Blob, URLSearchParams, ArrayBuffer];

function requestBody(method: string, body: unknown): { body?: BodyInit; type?: string } {
  if (body === undefined || body === null || method === 'GET' || method === 'HEAD') return {};
  if (typeof body === 'string' || SENT_AS_IS.some((kind) => body instanceof kind))
    return { body: body as BodyInit };
  return { body: JSON.stringify(body), type: 'application/json' };
}

/** The body as the caller asked for it; a JSON answer that does not parse stays text. */
async function readBody(response: Response, responseType: ResponseType, ok: boolean): Promise<unknown> {
  if (ok && responseType === 'blob') return response.blob();
  const text = await response.text();
  if (ok && responseType === 'text') return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function sendRequest(options: RequestOptions): Promise<Answer> {
  const { method, responseType } = options;
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const { body, type } = requestBody(method, options.body);
  const headers: Record<string, string> = {
    ...(responseType === 'json' ? { Accept: 'application/json, text/plain, */*' } : {}),
    ...(type ? { 'Content-Type': type } : {}),
    ...options.headers,
  };
  try {
    const response = await fetch(withQuery(options.url, options.query), {
      method,
      headers,
      body,
      signal: AbortSignal.any([options.signal, timeout]),
    });
    const answer = { status: response.status, data: await readBody(response, responseType, response.ok) };
    if (!response.ok) throw new HttpFailure(answer);
    return answer;
  } catch (error) {
    if (error instanceof HttpFailure || options.signal.aborted) throw error;
    if (timeout.aborted) throw new TimedOut();
    throw new Error(NETWORK_ERROR, { cause: error });
  }
}
