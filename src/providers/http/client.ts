import axios, { AxiosError, type AxiosInstance } from 'axios';
import { API_BASES, apiHost, type ApiBase } from '../../config';
import { getToken } from '../session';
import { failureText, isFailureBody, type Envelope } from './failure';
import { apiReady } from './ready';
import { errorToast } from './toast';
import { handleUnauthorized } from './unauthorized';

export interface CallOptions {
  base?: ApiBase;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
  /** Skip the failure toast: the caller shows its own message. */
  silent?: boolean;
  responseType?: 'json' | 'blob' | 'text';
}

/** A failed call, as Refine expects it (message + statusCode), with the response body kept. */
export class CallError extends Error {
  readonly statusCode: number;
  readonly body: unknown;
  constructor(message: string, statusCode: number, body: unknown) {
    super(message);
    this.name = 'CallError';
    this.statusCode = statusCode;
    this.body = body;
  }
}

let instance: AxiosInstance | undefined;

function client(): AxiosInstance {
  instance ??= axios.create({ timeout: 60_000 });
  return instance;
}

export function callUrl(base: ApiBase, path: string): string {
  const cleanPath = path.startsWith('/') ? path : `/${path}`;
  return `${apiHost()}${API_BASES[base]}${cleanPath}`;
}

/** Drops empty filter values so the query carries only what the user set. */
function cleanQuery(query: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!query) return undefined;
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
}

/**
 * One call to the API. Resolves with the whole envelope; rejects with a CallError on an HTTP
 * error, a false success flag or an error field, after the 3-second toast (unless silent).
 */
export async function call<T = unknown>(options: CallOptions): Promise<Envelope<T>> {
  const { base = 'main', method = 'GET', path, query, body, silent = false, responseType = 'json' } = options;
  await apiReady();
  const token = getToken();
  try {
    const response = await client().request({
      url: callUrl(base, path),
      method,
      params: cleanQuery(query),
      paramsSerializer: { indexes: null },
      data: body,
      responseType,
      headers: token ? { Authorization: token } : {},
    });
    if (responseType !== 'json') return { success: true, data: response.data as T };
    if (isFailureBody(response.data)) {
      throw new CallError(failureText(response.data), response.status, response.data);
    }
    return response.data as Envelope<T>;
  } catch (error) {
    const failure = toCallError(error);
    if (failure.statusCode === 401) {
      handleUnauthorized();
    } else if (!silent) {
      errorToast(failure.message);
    }
    throw failure;
  }
}

function toCallError(error: unknown): CallError {
  if (error instanceof CallError) return error;
  if (error instanceof AxiosError) {
    const body = error.response?.data;
    const status = error.response?.status ?? 0;
    return new CallError(failureText(body, error.response ? undefined : error), status, body);
  }
  return new CallError(failureText(undefined, error), 0, undefined);
}
