import { DECLARED_CALLS } from '../../calls/calls';
import { API_BASES, apiHost, CALL_TIMEOUT_MS, type ApiBase } from '../../config';
import { getToken, onSessionCleared } from '../session/session';
import { CallError } from './callError';
import { failureText, type Envelope } from './failure';
import { declaredAnswer } from './callAnswers';
import { readAnswer, type DeclaredAnswer } from './readAnswer';
import { HttpFailure, sendRequest, TimedOut, type ResponseType } from './request';
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
  responseType?: ResponseType;
  /** Declared shape of `data` (a JSON answer of another shape is a failed call). */
  answer?: DeclaredAnswer;
  /**
   * Another token than the session's, to check it (a token handed over in the address): its 401
   * is this call's failure only, never the end of the session.
   */
  token?: string;
  /** Request headers of the call's own (e.g. the version an update was made from); never Authorization. */
  headers?: Record<string, string>;
}

export { CallError };

/** The failure text of a call that got no answer in time. */
export const TIMED_OUT = `The server did not answer within ${CALL_TIMEOUT_MS / 1000} seconds`;

/**
 * Calls that may go out without a session (declared `access: 'public'` under the main base);
 * every other call carries the Authorization header.
 */
const PUBLIC_PATHS = new Set(
  DECLARED_CALLS.filter((declared) => declared.access === 'public' && !declared.base).map(
    (declared) => declared.path,
  ),
);
/** The failure of a signed-in call asked for after the session ended: never sent, never shown. */
export const SIGNED_OUT = 'Signed out';

const inFlight = new Set<AbortController>();

// The session ended in this tab: the signed-in calls still on their way are abandoned.
onSessionCleared(() => {
  inFlight.forEach((controller) => controller.abort());
  inFlight.clear();
});

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
 * error, a false success flag or an error field, an answer that is not of its declared shape, or
 * no answer in time, after the 3-second toast (unless silent).
 */
export async function call<T = unknown>(options: CallOptions): Promise<Envelope<T>> {
  const {
    base = 'main',
    method = 'GET',
    path,
    query,
    body,
    silent = false,
    responseType = 'json',
    answer,
  } = options;
  await apiReady();
  const token = options.token ?? getToken();
  if (!token && !PUBLIC_PATHS.has(path)) throw new CallError(SIGNED_OUT, 0, undefined);
  const controller = new AbortController();
  if (token) inFlight.add(controller);
  try {
    const response = await sendRequest({
      signal: controller.signal,
      timeoutMs: CALL_TIMEOUT_MS,
      url: callUrl(base, path),
      method,
      query: cleanQuery(query),
      body,
      responseType,
      headers: { ...options.headers, ...(token ? { Authorization: token } : {}) },
    });
    if (responseType !== 'json') return { success: true, data: response.data as T };
    return readAnswer<T>(response.data, response.status, answer ?? declaredAnswer(method, path));
  } catch (error) {
    if (controller.signal.aborted) throw new CallError(SIGNED_OUT, 0, undefined);
    const failure = toCallError(error);
    // A 401 ends a session; one to a call made without a session (a login) is just its failure.
    if (failure.statusCode === 401 && token && !options.token) {
      handleUnauthorized();
    } else if (!silent) {
      errorToast(failure.message);
    }
    throw failure;
  } finally {
    inFlight.delete(controller);
  }
}

function toCallError(error: unknown): CallError {
  if (error instanceof CallError) return error;
  if (error instanceof TimedOut) return new CallError(TIMED_OUT, 0, undefined);
  if (error instanceof HttpFailure) {
    const { status, data } = error.answer;
    return new CallError(failureText(data), status, data);
  }
  return new CallError(failureText(undefined, error), 0, undefined);
}
