import { delay, HttpResponse } from 'msw';

/**
 * Fault mode of the API server (`npm run api`): chosen calls answer with a fault instead of
 * their real answer, so that the console's handling of broken answers can be tested end to end.
 */
export const FAULT_KINDS = ['500', '502-html', 'malformed-json', 'wrong-types', '401', 'hang'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** `call` is "<METHOD> <path>" or "<path>"; the path matches the end of the request's path, `*` any call. */
export interface FaultRule {
  call: string;
  fault: FaultKind;
}

export const isFaultKind = (value: unknown): value is FaultKind => FAULT_KINDS.includes(value as FaultKind);

/** Reads "POST /login=500" (command line, X-Fault header); undefined when it is not one. */
export function parseFaultRule(text: string): FaultRule | undefined {
  const at = text.lastIndexOf('=');
  if (at < 1) return undefined;
  const call = text.slice(0, at).trim();
  const fault = text.slice(at + 1).trim();
  return isFaultKind(fault) ? { call, fault } : undefined;
}

/** Whether a rule's call names this request. */
export function ruleMatches(rule: FaultRule, method: string, pathname: string): boolean {
  const [first, second] = rule.call.trim().split(/\s+/);
  const ruleMethod = second === undefined ? undefined : first.toUpperCase();
  const rulePath = (second ?? first).replace(/\/+$/, '');
  if (ruleMethod && ruleMethod !== method.toUpperCase()) return false;
  return rulePath === '*' || pathname.replace(/\/+$/, '').endsWith(rulePath);
}

export const FAULT_MESSAGE_500 = 'Internal server error (fault mode)';
export const FAULT_MESSAGE_401 = 'Please log in again';
const BAD_GATEWAY_PAGE =
  '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>';

/**
 * One level of `data` with every value of the wrong type: a list becomes text, text a number,
 * a number a list, a flag text (so `data.list`, report `rows`, `user_name` and ids all break).
 */
export function wrongTypes(value: unknown, depth = 0): unknown {
  if (Array.isArray(value)) return 'not a list';
  if (typeof value === 'string') return 42;
  if (typeof value === 'number') return [];
  if (typeof value === 'boolean') return 'yes';
  if (value && typeof value === 'object' && depth === 0)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, wrongTypes(item, 1)]));
  return value === null || value === undefined ? 'nothing' : value;
}

/** The faulty answer; `real` gives the handler's own answer when the fault needs it. */
export async function faultAnswer(
  fault: FaultKind,
  real: () => Promise<Response | undefined>,
): Promise<Response> {
  switch (fault) {
    case '500':
      return HttpResponse.json({ success: false, code: 500, msg: FAULT_MESSAGE_500 }, { status: 500 });
    case '502-html':
      return HttpResponse.html(BAD_GATEWAY_PAGE, { status: 502 });
    case 'malformed-json':
      return new HttpResponse('{"success": true, "data": {"list": [', {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    case '401':
      return HttpResponse.json({ success: false, code: 401, msg: FAULT_MESSAGE_401 }, { status: 401 });
    case 'hang':
      await delay('infinite');
      return new HttpResponse(null, { status: 504 });
    case 'wrong-types': {
      const answer = await real();
      const body = (await answer?.json().catch(() => undefined)) as Record<string, unknown> | undefined;
      return HttpResponse.json({ success: true, code: 0, msg: 'ok', data: wrongTypes(body?.data) });
    }
  }
}
