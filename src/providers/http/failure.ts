/** The response envelope of every call: { success, code, msg, error, data }. */
export interface Envelope<T = unknown> {
  success?: boolean;
  code?: number;
  msg?: string;
  error?: string;
  permission_msg?: string;
  data?: T;
}

export const SERVICE_ERROR = 'service error';

/** A body is a failure when its success flag is false or it carries an error field. */
export function isFailureBody(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const envelope = body as Envelope;
  return (
    envelope.success === false ||
    (envelope.error !== undefined && envelope.error !== null && envelope.error !== '')
  );
}

/**
 * The text shown for a failure: response msg, else response error, else 'service error';
 * with no response at all, the request error or the local error.
 */
export function failureText(body: unknown, requestError?: unknown): string {
  if (body && typeof body === 'object') {
    const envelope = body as Envelope;
    return envelope.msg || envelope.error || SERVICE_ERROR;
  }
  if (requestError instanceof Error && requestError.message) return requestError.message;
  if (typeof requestError === 'string' && requestError) return requestError;
  return SERVICE_ERROR;
}
