import type { HttpResponseResolver, PathParams } from 'msw';
import { authorize } from './authorization/authorize';
import { unauthorized } from './respond';
import type { MockUser } from './seed';
import { userOf } from './session';

interface SignedInContext {
  request: Request;
  params: PathParams;
  user: MockUser;
  query: URLSearchParams;
}

/**
 * Wraps a handler so that it runs only for a signed-in user (others get a 401) whom the
 * authorization table grants the call and the record it names (others get the permission refusal).
 */
export function signedIn(
  handler: (context: SignedInContext) => Response | Promise<Response>,
): HttpResponseResolver {
  return async ({ request, params }) => {
    const user = userOf(request);
    if (!user) return unauthorized();
    const refusal = await authorize(request, user);
    if (refusal) return refusal;
    return handler({ request, params, user, query: new URL(request.url).searchParams });
  };
}

/** The JSON body of a request, or an empty object when it has none or it is malformed. */
export async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const body = (await request.json()) as unknown;
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
