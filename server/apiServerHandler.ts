import { getResponse, HttpResponse, type RequestHandler } from 'msw';
import * as calls from '../src/calls/calls';
import type { CallDeclaration } from '../src/calls/declare';
import { SECURITY_HEADERS } from '../src/common/securityHeaders';
import { API_BASES } from '../src/config';
import { jsonBody } from '../src/mocks/respond';
import { resetDb } from '../src/mocks/store/db';
import { bodyLimitFor, jsonTooDeep, TOO_DEEP, tooLargeMessage } from './bodyLimits';
import { contractAnswer, CONTRACT_PATH, NO_CONTRACT } from './contract';
import {
  CONTROL_REFUSAL,
  CONTROL_SECRET_HEADER,
  controlAnswer,
  FAULTS_PATH,
  isControlPath,
  sameSecret,
} from './control';
import { faultAnswer, parseFaultRule, ruleMatches, type FaultRule } from './faults';
import { LoginThrottle, TOO_MANY_LOGINS, TOO_MANY_RESETS } from './loginThrottle';
import { DEFAULT_ORIGINS, originAllowed } from './origins';
import { canonicalPath, caseOnlyMatch, MALFORMED_PATH } from './requestPath';

export { FAULTS_PATH, RESET_PATH } from './control';

const CORS_HEADERS = {
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  // Never the control secret's header: no page can send it (nor X-Fault, which acts only with it).
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, If-Unmodified-Since',
  'Access-Control-Expose-Headers': 'Content-Disposition',
  'Access-Control-Max-Age': '600',
};

export const FOREIGN_ORIGIN =
  'Requests from this origin are not accepted (npm run api --allow-origin adds one)';
export const SERVER_ERROR = 'Internal server error';

/** Where the request comes from, as the HTTP server knows it. */
export interface ClientInfo {
  address?: string;
}

export interface ApiServerOptions {
  /** The per-run secret control calls (`/__reset`, `/__faults`) carry in X-Control-Secret. */
  controlSecret: string;
  /**
   * Fault mode (`--fault-mode`, or a `--fault` rule): only then do fault rules act, and an
   * X-Fault header only on a request carrying the control secret. Off, no fault answers.
   */
  faultMode?: boolean;
  /** Fault rules from the command line. */
  rules?: FaultRule[];
  /** Origins allowed besides DEFAULT_ORIGINS (`--allow-origin`). */
  allowOrigins?: readonly string[];
  /** The contract served at GET /openapi.json (docs/openapi.json's text), read at each request. */
  contract?: () => string | undefined;
  now?: () => number;
}

export interface ApiServer {
  /** The answer to one request, every header included. */
  answer(request: Request, client?: ClientInfo): Promise<Response>;
  /** An error answer (JSON, the server's headers) for a request the server could not take in. */
  refuse(request: Request, status: number, msg: string): Response;
}

/** Every error of the server: the API's envelope, never a stack. */
export const errorAnswer = (status: number, msg: string, headers: HeadersInit = {}) =>
  HttpResponse.json({ success: false, code: status, msg }, { status, headers });

/** The answer with the security headers, and CORS headers for an allowed calling page. */
function finish(response: Response, corsOrigin: string | null): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
  headers.set('Vary', 'Origin');
  if (corsOrigin) {
    for (const [name, value] of Object.entries(CORS_HEADERS)) headers.set(name, value);
    headers.set('Access-Control-Allow-Origin', corsOrigin);
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Whether a request (its path canonical) is `POST <call>` of the main base. */
/** Whether a request makes this declared call (its method, and its base and path ending the pathname). */
const isCall = (request: Request, pathname: string, call: CallDeclaration) =>
  request.method === call.method && pathname.endsWith(`${API_BASES[call.base ?? 'main']}${call.path}`);

/** The email a login or password reset names, as a throttle key ('' when it is not text). */
const bodyEmail = async (request: Request) => {
  const { email } = await jsonBody(request);
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

export const FAULT_MODE_OFF = 'Fault mode is off: start the API server with --fault-mode to set fault rules';

/** The request at another address, body and headers kept. */
async function movedTo(request: Request, url: URL): Promise<Request> {
  const body = ['GET', 'HEAD'].includes(request.method) ? undefined : await request.arrayBuffer();
  return new Request(url, { method: request.method, headers: request.headers, body });
}

/**
 * The API server (`npm run api`) in front of the embedded API's handlers: the origin check, CORS
 * and preflight, the request path made canonical (requestPath.ts), the body limit, the control
 * calls (with the per-run secret), then in fault mode the fault of the first rule (or of the
 * X-Fault header, with the secret) naming the call, else the real answer, login and password
 * reset throttled.
 * Every answer carries the security headers; every error is JSON without a stack.
 */
export function createApiServer(handlers: RequestHandler[], options: ApiServerOptions): ApiServer {
  const rules = [...(options.rules ?? [])];
  const allowed = new Set([...DEFAULT_ORIGINS, ...(options.allowOrigins ?? [])]);
  const faultMode = options.faultMode === true;
  const throttle = new LoginThrottle(options.now);
  const resets = new LoginThrottle(options.now);
  const reset = () => {
    resetDb();
    throttle.clear();
    resets.clear();
  };

  const keysOf = async (request: Request, client: ClientInfo) => [
    `email:${await bodyEmail(request)}`,
    ...(client.address ? [`address:${client.address}`] : []),
  ];

  async function login(request: Request, client: ClientInfo, real: () => Promise<Response>) {
    const keys = await keysOf(request, client);
    const wait = throttle.waitSeconds(keys);
    if (wait) return errorAnswer(429, TOO_MANY_LOGINS, { 'Retry-After': String(wait) });
    const answer = await real();
    const { success } = await jsonBody(answer);
    if (success === false) throttle.failed(keys);
    if (success === true) throttle.succeeded(keys[0]);
    return answer;
  }

  /** A password reset request: every one counts, as the login's failures do. */
  async function findPassword(request: Request, client: ClientInfo, real: () => Promise<Response>) {
    const keys = await keysOf(request, client);
    const wait = resets.waitSeconds(keys);
    if (wait) return errorAnswer(429, TOO_MANY_RESETS, { 'Retry-After': String(wait) });
    resets.failed(keys);
    return real();
  }

  /** The fault of this request: none outside fault mode; X-Fault only with the control secret. */
  function faultOf(request: Request, pathname: string): FaultRule | undefined {
    if (!faultMode) return undefined;
    const secret = sameSecret(request.headers.get(CONTROL_SECRET_HEADER), options.controlSecret);
    const header = secret ? parseFaultRule(`*=${request.headers.get('X-Fault') ?? ''}`) : undefined;
    return header ?? rules.find((candidate) => ruleMatches(candidate, request.method, pathname));
  }

  async function route(sent: Request, client: ClientInfo): Promise<Response> {
    if (sent.method === 'OPTIONS') return new Response(null, { status: 204 });
    // One spelling of the path for everything below: the throttle, the faults, the handlers.
    const url = new URL(sent.url);
    const pathname = canonicalPath(url.pathname);
    if (pathname === undefined) return errorAnswer(400, MALFORMED_PATH);
    url.pathname = pathname;
    if (caseOnlyMatch(handlers, sent.method, url)) return errorAnswer(404, `No such call: ${pathname}`);
    const request = url.href === sent.url ? sent : await movedTo(sent, url);
    const declared = Number(request.headers.get('Content-Length') ?? 0);
    const limit = bodyLimitFor(request.headers.get('Content-Type'));
    if (declared > limit) return errorAnswer(413, tooLargeMessage(limit));
    if (request.headers.get('Content-Type')?.includes('json') && jsonTooDeep(await request.clone().text()))
      return errorAnswer(400, TOO_DEEP);
    if (pathname === CONTRACT_PATH && sent.method === 'GET') {
      const contract = options.contract?.();
      return contract === undefined ? errorAnswer(404, NO_CONTRACT) : contractAnswer(contract);
    }
    if (isControlPath(pathname)) {
      if (!sameSecret(request.headers.get(CONTROL_SECRET_HEADER), options.controlSecret))
        return errorAnswer(403, CONTROL_REFUSAL);
      if (!faultMode && pathname === FAULTS_PATH && request.method === 'POST')
        return errorAnswer(403, FAULT_MODE_OFF);
      return controlAnswer(request, rules, reset);
    }
    const handled = async () =>
      (await getResponse(handlers, request)) ?? errorAnswer(404, `No such call: ${pathname}`);
    // The throttles stand before the handler also when a fault needs its real answer.
    const real = isCall(request, pathname, calls.login)
      ? () => login(request, client, handled)
      : isCall(request, pathname, calls.findPassword)
        ? () => findPassword(request, client, handled)
        : handled;
    const rule = faultOf(request, pathname);
    return rule ? faultAnswer(rule.fault, real) : real();
  }

  return {
    async answer(request, client = {}) {
      const origin = request.headers.get('Origin');
      if (!originAllowed(origin, allowed)) return finish(errorAnswer(403, FOREIGN_ORIGIN), null);
      try {
        return finish(await route(request, client), origin);
      } catch {
        return finish(errorAnswer(500, SERVER_ERROR), origin);
      }
    },
    refuse(request, status, msg) {
      const origin = request.headers.get('Origin');
      return finish(errorAnswer(status, msg), originAllowed(origin, allowed) ? origin : null);
    },
  };
}
