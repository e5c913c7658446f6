import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { resetDb } from '../db';
import { faultAnswer, isFaultKind, parseFaultRule, ruleMatches, type FaultRule } from './faults';

/** Admin calls of the API server; never part of the real service. */
export const FAULTS_PATH = '/__faults';
export const RESET_PATH = '/__reset';

const CORS_HEADERS = {
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, X-Fault',
  'Access-Control-Expose-Headers': 'Content-Disposition',
  'Access-Control-Max-Age': '600',
  Vary: 'Origin',
};

/** The answer with CORS headers for the calling page's origin (the console runs on another port). */
function withCors(response: Response, origin: string | null): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(CORS_HEADERS)) headers.set(name, value);
  if (origin) headers.set('Access-Control-Allow-Origin', origin);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** A rules list from an admin call's body; undefined when any rule is not one. */
function rulesFrom(body: unknown): FaultRule[] | undefined {
  const rules = (body as { rules?: unknown } | undefined)?.rules;
  if (!Array.isArray(rules)) return undefined;
  const valid = rules.every(
    (rule) => typeof (rule as FaultRule)?.call === 'string' && isFaultKind((rule as FaultRule)?.fault),
  );
  return valid ? (rules as FaultRule[]) : undefined;
}

async function adminAnswer(request: Request, rules: FaultRule[]): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname === RESET_PATH && request.method === 'POST') {
    rules.length = 0;
    await Promise.resolve(resetDb());
    return HttpResponse.json({ success: true, data: { rules } });
  }
  if (request.method === 'DELETE') rules.length = 0;
  if (request.method === 'POST') {
    const next = rulesFrom(await request.json().catch(() => undefined));
    if (!next)
      return HttpResponse.json(
        { success: false, msg: 'Send { rules: [{ call: "POST /login", fault: "500" }] }' },
        { status: 400 },
      );
    rules.splice(0, rules.length, ...next);
  }
  return HttpResponse.json({ success: true, data: { rules } });
}

/**
 * One catch-all handler in front of the embedded API's handlers: CORS and preflight, the admin
 * calls, then the fault of the first rule (or X-Fault header) naming the call, else the real answer.
 */
export function apiServerHandler(handlers: RequestHandler[], initialRules: FaultRule[] = []) {
  const rules = [...initialRules];
  return http.all('*', async ({ request }) => {
    const origin = request.headers.get('Origin');
    if (request.method === 'OPTIONS') return withCors(new Response(null, { status: 204 }), origin);
    const { pathname } = new URL(request.url);
    if (pathname === FAULTS_PATH || pathname === RESET_PATH)
      return withCors(await adminAnswer(request, rules), origin);

    const headerRule = parseFaultRule(`*=${request.headers.get('X-Fault') ?? ''}`);
    const rule = headerRule ?? rules.find((candidate) => ruleMatches(candidate, request.method, pathname));
    const real = () => getResponse(handlers, request);
    const answer = rule ? await faultAnswer(rule.fault, real) : await real();
    return withCors(
      answer ?? HttpResponse.json({ success: false, msg: `No such call: ${pathname}` }, { status: 404 }),
      origin,
    );
  });
}
