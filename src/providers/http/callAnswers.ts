import type { ZodMiniType } from 'zod/mini';
import { DECLARED_CALLS } from '../../calls/calls';

/**
 * The declared answers of the calls no resource schema describes (the schemas' own calls get
 * theirs from the schema, in the dataProvider), by their declarations (src/calls/calls.ts). The
 * call layer checks every such call against the row that names it, whoever makes it, so no screen
 * reads an answer of another shape. A path's `{name}` stands for one segment.
 */
export const CALL_ANSWERS: readonly { method: string; path: string; answer: ZodMiniType }[] =
  DECLARED_CALLS.flatMap(({ method, path, answer }) => (answer ? [{ method, path, answer }] : []));

const pattern = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`);
const MATCHERS = CALL_ANSWERS.map((row) => ({ ...row, matches: pattern(row.path) }));

/** The declared answer of a call, by its method and path (without the query), if it has one. */
export function declaredAnswer(method: string, path: string): ZodMiniType | undefined {
  const bare = path.split('?')[0];
  return MATCHERS.find((row) => row.method === method.toUpperCase() && row.matches.test(bare))?.answer;
}
