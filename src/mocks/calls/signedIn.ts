import type { HttpResponseResolver, PathParams } from 'msw';
import { recordActivity } from '../activity/recorder';
import { authorize } from '../authorization/authorize';
import { unauthorized } from '../respond';
import type { MockUser } from '../store/seed';
import { callerOf } from '../users/session';

interface SignedInContext {
  request: Request;
  params: PathParams;
  user: MockUser;
  query: URLSearchParams;
}

/**
 * Wraps a handler so that it runs only for a signed-in user (others get a 401) whom the
 * authorization table grants the call and the record it names, with a session or, for the calls
 * an API Security token may make, that token (others get the permission refusal). What it changes
 * is recorded in the activity log.
 */
export function signedIn(
  handler: (context: SignedInContext) => Response | Promise<Response>,
): HttpResponseResolver {
  return async ({ request, params }) => {
    const caller = callerOf(request);
    if (!caller) return unauthorized();
    const refusal = await authorize(request, caller.user, caller.by);
    if (refusal) return refusal;
    // A change it makes is written to the activity log (src/mocks/activity).
    return recordActivity(request, caller.user, () =>
      handler({ request, params, user: caller.user, query: new URL(request.url).searchParams }),
    );
  };
}

/** A body field as text, trimmed ('' when it is not text). */
export const bodyText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A body field as the numbers of a list, or undefined when it is not a list. */
export const bodyIds = (value: unknown): number[] | undefined =>
  Array.isArray(value) ? value.map(Number).filter(Number.isFinite) : undefined;
