import type { ZodMiniType } from 'zod/mini';
import { NAMED_ANSWERS, envelopeShape, type AnswerName } from './answerShapes';
import { CallError } from './callError';
import { failureText, isFailureBody, type Envelope } from './failure';

export const CANNOT_READ = 'The server sent an answer the console cannot read';

/**
 * A JSON answer as the console may use it: an envelope object (unparsable JSON arrives as text and
 * fails here, whatever the HTTP status), not a failure, and `data` of the declared shape.
 */
export function readAnswer<T>(body: unknown, status: number, shape?: ZodMiniType | AnswerName): Envelope<T> {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new CallError(CANNOT_READ, status, body);
  if (isFailureBody(body)) throw new CallError(failureText(body), status, body);
  const dataShape = typeof shape === 'string' ? NAMED_ANSWERS[shape] : shape;
  const envelope = envelopeShape.safeParse(body);
  const data = envelope.success && dataShape ? dataShape.safeParse(envelope.data.data) : envelope;
  if (!data.success) throw new CallError(CANNOT_READ, status, body);
  return body as Envelope<T>;
}
