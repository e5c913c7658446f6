import type { HttpResponseResolver, PathParams } from 'msw';
import { unauthorized } from './respond';
import type { MockUser } from './seed';
import { userOf } from './session';

interface SignedInContext {
  request: Request;
  params: PathParams;
  user: MockUser;
  query: URLSearchParams;
}

/** Wraps a handler so that it runs only for a signed-in user; others get a 401. */
export function signedIn(
  handler: (context: SignedInContext) => Response | Promise<Response>,
): HttpResponseResolver {
  return ({ request, params }) => {
    const user = userOf(request);
    if (!user) return unauthorized();
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
