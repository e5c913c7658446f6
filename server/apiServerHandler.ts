import { getResponse, HttpResponse, type RequestHandler } from 'msw';
import { SECURITY_HEADERS } from '../src/common/securityHeaders';
import { jsonBody } from '../src/mocks/respond';
import { resetDb } from '../src/mocks/store/db';
import { bodyLimitFor, jsonTooDeep, TOO_DEEP, tooLargeMessage } from './bodyLimits';
import { CONTROL_REFUSAL, CONTROL_SECRET_HEADER, controlAnswer, isControlPath, sameSecret } from './control';
import { faultAnswer, parseFaultRule, ruleMatches, type FaultRule } from './faults';
import { LoginThrottle, TOO_MANY_LOGINS } from './loginThrottle';
import { DEFAULT_ORIGINS, originAllowed } from './origins';

export { FAULTS_PATH, RESET_PATH } from './control';

const CORS_HEADERS = {
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  // Never the control secret's header: no page can send it.
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, X-Fault',
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
  /** Fault rules from the command line. */
  rules?: FaultRule[];
  /** Origins allowed besides DEFAULT_ORIGINS (`--allow-origin`). */
  allowOrigins?: readonly string[];
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

const isLogin = (request: Request, pathname: string) =>
  request.method === 'POST' && pathname.endsWith('/gamebridge-manager/v1/login');

const loginEmail = async (request: Request) =>
  String((await jsonBody(request)).email ?? '')
    .trim()
    .toLowerCase();

/**
 * The API server (`npm run api`) in front of the embedded API's handlers: the origin check, CORS
 * and preflight, the control calls (with the per-run secret), the body limit, login throttling,
 * then the fault of the first rule (or X-Fault header) naming the call, else the real answer.
 * Every answer carries the security headers; every error is JSON without a stack.
 */
export function createApiServer(handlers: RequestHandler[], options: ApiServerOptions): ApiServer {
  const rules = [...(options.rules ?? [])];
  const allowed = new Set([...DEFAULT_ORIGINS, ...(options.allowOrigins ?? [])]);
  const throttle = new LoginThrottle(options.now);
  const reset = () => {
    resetDb();
    throttle.clear();
  };

  async function login(request: Request, client: ClientInfo, real: () => Promise<Response>) {
    const email = await loginEmail(request);
    const keys = [`email:${email}`, ...(client.address ? [`address:${client.address}`] : [])];
    const wait = throttle.waitSeconds(keys);
    if (wait) return errorAnswer(429, TOO_MANY_LOGINS, { 'Retry-After': String(wait) });
    const answer = await real();
    const { success } = await jsonBody(answer);
    if (success === false) throttle.failed(keys);
    if (success === true) throttle.succeeded(keys[0]);
    return answer;
  }

  async function route(request: Request, client: ClientInfo): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (request.method === 'OPTIONS') return new Response(null, { status: 204 });
    const declared = Number(request.headers.get('Content-Length') ?? 0);
    const limit = bodyLimitFor(request.headers.get('Content-Type'));
    if (declared > limit) return errorAnswer(413, tooLargeMessage(limit));
    if (request.headers.get('Content-Type')?.includes('json') && jsonTooDeep(await request.clone().text()))
      return errorAnswer(400, TOO_DEEP);
    if (isControlPath(pathname)) {
      if (!sameSecret(request.headers.get(CONTROL_SECRET_HEADER), options.controlSecret))
        return errorAnswer(403, CONTROL_REFUSAL);
      return controlAnswer(request, rules, reset);
    }
    const headerRule = parseFaultRule(`*=${request.headers.get('X-Fault') ?? ''}`);
    const rule = headerRule ?? rules.find((candidate) => ruleMatches(candidate, request.method, pathname));
    const real = async () =>
      (await getResponse(handlers, request)) ?? errorAnswer(404, `No such call: ${pathname}`);
    if (rule) return faultAnswer(rule.fault, real);
    return isLogin(request, pathname) ? login(request, client, real) : real();
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
