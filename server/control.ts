import { HttpResponse } from 'msw';
import { isFaultKind, type FaultRule } from './faults';

/** Control calls of the API server (`npm run api`); never part of the real service. */
export const FAULTS_PATH = '/__faults';
export const RESET_PATH = '/__reset';

/**
 * The header a control call carries the server's per-run secret in. A page of another site cannot
 * send it: it is not among the headers a preflight allows, and the page does not know the secret.
 */
export const CONTROL_SECRET_HEADER = 'X-Control-Secret';

export const CONTROL_REFUSAL = `Control calls need the ${CONTROL_SECRET_HEADER} header printed when the API server started`;

export const isControlPath = (pathname: string) => pathname === FAULTS_PATH || pathname === RESET_PATH;

/** Compares every character, so the time taken does not tell how much of a guess was right. */
export function sameSecret(given: string | null, secret: string): boolean {
  if (given === null || given.length !== secret.length) return false;
  let difference = 0;
  for (let index = 0; index < secret.length; index += 1)
    difference |= given.charCodeAt(index) ^ secret.charCodeAt(index);
  return difference === 0;
}

/** A rules list from a control call's body; undefined when any rule is not one. */
function rulesFrom(body: unknown): FaultRule[] | undefined {
  const rules = (body as { rules?: unknown } | undefined)?.rules;
  if (!Array.isArray(rules)) return undefined;
  const valid = rules.every(
    (rule) => typeof (rule as FaultRule)?.call === 'string' && isFaultKind((rule as FaultRule)?.fault),
  );
  return valid ? (rules as FaultRule[]).map(({ call, fault }) => ({ call, fault })) : undefined;
}

/**
 * Answers a control call whose secret was checked: `POST /__reset` (fresh seeded data, no faults,
 * `reset` runs the server's own resets), `GET|POST|DELETE /__faults` (list, replace, clear rules).
 */
export async function controlAnswer(
  request: Request,
  rules: FaultRule[],
  reset: () => void,
): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname === RESET_PATH && request.method === 'POST') {
    rules.length = 0;
    reset();
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
