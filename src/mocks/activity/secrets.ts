import { DECLARED_CALLS } from '../../calls/calls';
import type { ApiCall } from '../../model/types';
import { callPattern } from '../generic/matchCall';
import { bestMatch } from '../generic/pathMatch';

/** The declared calls (src/calls) that name secret fields, as patterns of their full paths. */
const withSecrets = () =>
  DECLARED_CALLS.filter((call) => call.secret?.length).map((call) => ({ call, ...callPattern(call) }));

/**
 * The fields a request's call declares secret: those of its schema call (`secret` of the schema's
 * api call, when it is one) and those of the declaration in src/calls naming its method and path
 * (a group's save is both). Hidden wherever the embedded API records what was sent, beside every
 * secret-named field (./changes.ts).
 */
export function declaredSecrets(method: string, pathname: string, schemaCall?: ApiCall): string[] {
  const declared = bestMatch(
    withSecrets().filter(({ call }) => call.method === method.toUpperCase()),
    pathname,
  )?.match.call.secret;
  return [...(schemaCall?.secret ?? []), ...(declared ?? [])];
}
