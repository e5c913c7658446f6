import { HttpResponse } from 'msw';
import type { CallDeclaration } from '../calls/declare';
import { CONFLICT_CODE, CONFLICT_MESSAGE } from '../model/recordVersion';

/** The envelope every call answers with. */
export const ok = (data: unknown = null) => HttpResponse.json({ success: true, code: 0, msg: 'ok', data });

/** A refused request: success false and a clear msg, HTTP 200 like the real service. */
export const fail = (msg: string, extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ success: false, code: 400, msg, ...extra });

/**
 * The refusal of an update made from an older version of the record (model/recordVersion.ts):
 * HTTP 409, code 409, and the record as it is now in `data`.
 */
export const conflict = (current: unknown) =>
  HttpResponse.json(
    { success: false, code: CONFLICT_CODE, msg: CONFLICT_MESSAGE, data: current },
    { status: CONFLICT_CODE },
  );

/** The message of the not-signed-in answer (HTTP 401). */
export const NOT_SIGNED_IN = 'Please log in again';

export const unauthorized = () =>
  HttpResponse.json({ success: false, code: 401, msg: NOT_SIGNED_IN }, { status: 401 });

/** Paging: the requested page of rows and the total. */
export function paginate<T>(rows: T[], page: unknown, size: unknown): { list: T[]; total: number } {
  const pageNumber = Math.max(1, Number(page) || 1);
  const pageSize = Math.max(1, Number(size) || 20);
  return { list: rows.slice((pageNumber - 1) * pageSize, pageNumber * pageSize), total: rows.length };
}

/**
 * The JSON object of a request or an answer, read from a copy (so it can be read again), or an
 * empty object when it has none or it is malformed.
 */
export async function jsonBody(message: Request | Response): Promise<Record<string, unknown>> {
  try {
    const body = (await message.clone().json()) as unknown;
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export const API = '*/gamebridge-manager/v1';
export const API_V2 = '*/gamebridge/v2';

/** The prefix of each call base's routes: the image base has none (any host). */
const ROUTE_BASES = { main: API, v2: API_V2, image: '*' } as const;

/** The route of a declared call for the handlers: its base and its path, `{name}` written as MSW's `:name`. */
export const route = (call: Pick<CallDeclaration, 'base' | 'path'>) =>
  `${ROUTE_BASES[call.base ?? 'main']}${call.path.replace(/\{(\w+)\}/g, ':$1')}`;
