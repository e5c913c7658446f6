import type { ZodMiniType } from 'zod/mini';
import {
  choicesAnswer,
  envelopeShape,
  isChoicesAnswer,
  NAMED_ANSWERS,
  type AnswerName,
  type ChoicesAnswer,
} from '../../calls/answers';
import { CallError } from './callError';
import { failureText, isFailureBody, type Envelope } from './failure';

export const CANNOT_READ = 'The server sent an answer the console cannot read';

/**
 * A JSON answer as the console may use it: an envelope object (unparsable JSON arrives as text and
 * fails here, whatever the HTTP status), not a failure, and `data` of the declared shape.
 */
/** A declared answer: a shape, a shape's name, or a plain description of a choices answer. */
export type DeclaredAnswer = ZodMiniType | AnswerName | ChoicesAnswer;

const choiceShapes = new Map<string, ZodMiniType>();
function shapeOf(declared: DeclaredAnswer | undefined): ZodMiniType | undefined {
  if (declared === undefined || typeof declared === 'string')
    return declared === undefined ? undefined : NAMED_ANSWERS[declared];
  if (!isChoicesAnswer(declared)) return declared;
  const key = JSON.stringify(declared.choices);
  const known = choiceShapes.get(key) ?? choicesAnswer(declared);
  choiceShapes.set(key, known);
  return known;
}

export function readAnswer<T>(body: unknown, status: number, shape?: DeclaredAnswer): Envelope<T> {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new CallError(CANNOT_READ, status, body);
  if (isFailureBody(body)) throw new CallError(failureText(body), status, body);
  const dataShape = shapeOf(shape);
  const envelope = envelopeShape.safeParse(body);
  const data = envelope.success && dataShape ? dataShape.safeParse(envelope.data.data) : envelope;
  if (!data.success) throw new CallError(CANNOT_READ, status, body);
  return body as Envelope<T>;
}
