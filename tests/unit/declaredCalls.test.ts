import { describe, expect, it } from 'vitest';
import { DECLARED_CALLS } from '../../src/calls/calls';
import type { RequestHandler } from 'msw';
import type { CallDeclaration } from '../../src/calls/declare';
import { API_BASES } from '../../src/config';
import { BEHAVIOURS, handlers, handWritten } from '../../src/mocks/handlers';
import { route } from '../../src/mocks/respond';
import { schemaCalls } from '../../src/mocks/authorization/schemaCalls';
import { baseOf } from '../../src/mocks/authorization/types';

/** In mock mode every declared call is answered by a handler on its route: its own, or the generic one of the schema whose call it is. */
describe('the declared calls in mock mode', () => {
  const routes = new Set(
    handlers.map((handler) => {
      const info = handler.info as { method?: unknown; path?: unknown };
      return `${String(info.method)} ${String(info.path)}`;
    }),
  );

  // The generic handler answers every schema call (one handler for all of them).
  const generic = new Set(schemaCalls().map((call) => `${call.method} ${call.base} ${call.path}`));

  it('has a handler for each declared call, on its method and its route, or is a schema call', () => {
    const unanswered = DECLARED_CALLS.filter(
      (call) =>
        !routes.has(`${call.method} ${route(call)}`) &&
        !generic.has(`${call.method} ${baseOf(call.base)} ${call.path}`),
    ).map((call) => `${call.method} ${call.path}`);
    expect(unanswered).toEqual([]);
  });

  it('routes {name} as MSW’s :name under the call’s base', () => {
    expect(route({ path: '/ssp_publisher/domain/{id}/verify_adstxt' })).toBe(
      '*/gamebridge-manager/v1/ssp_publisher/domain/:id/verify_adstxt',
    );
    expect(route({ base: 'v2', path: '/ssp_publisher/news' })).toBe('*/gamebridge/v2/ssp_publisher/news');
  });

  /** A request for the call, each placeholder filled with 1. */
  const sample = (call: CallDeclaration) =>
    new Request(`http://localhost${API_BASES[call.base ?? 'main']}${call.path.replace(/\{\w+\}/g, '1')}`, {
      method: call.method,
    });
  /** The handler that answers a request in mock mode: the first that matches it (MSW's rule). */
  async function answering(request: Request): Promise<RequestHandler | undefined> {
    for (const handler of handlers) if (await handler.test({ request: request.clone() })) return handler;
    return undefined;
  }
  const named: [string, RequestHandler[]][] = Object.entries(BEHAVIOURS);
  const handWrittenOnes: RequestHandler[] = handWritten;
  const behaviourOf = (handler: RequestHandler | undefined) =>
    handler === undefined
      ? 'none'
      : ((named.find(([, group]) => group.includes(handler))?.[0] ??
          (handWrittenOnes.includes(handler) ? 'an unnamed hand-written handler' : 'generic')) as string);

  it('is answered by the behaviour its declaration names (mock), or by the generic handler when it says generic', async () => {
    const wrong: string[] = [];
    for (const call of DECLARED_CALLS) {
      const answeredBy = behaviourOf(await answering(sample(call)));
      if (answeredBy !== call.mock)
        wrong.push(`${call.method} ${call.path}: declared ${call.mock}, answered by ${answeredBy}`);
    }
    expect(wrong).toEqual([]);
  });

  it('has every generic one among the schema calls, and every named behaviour among the hand-written handlers', () => {
    expect(
      DECLARED_CALLS.filter(
        (call) => call.mock === 'generic' && !generic.has(`${call.method} ${baseOf(call.base)} ${call.path}`),
      ).map((call) => call.path),
    ).toEqual([]);
    for (const group of Object.values(BEHAVIOURS))
      for (const handler of group) expect(handWritten).toContain(handler);
  });

  it('would notice a declaration naming the wrong behaviour', async () => {
    const login = DECLARED_CALLS.find((call) => call.path === '/login')!;
    const misnamed = { ...login, mock: 'inventory/sites' } as const;
    expect(behaviourOf(await answering(sample(misnamed)))).not.toBe(misnamed.mock);
    expect(
      behaviourOf(await answering(sample({ ...login, path: '/ssp_publisher/domain/list', method: 'GET' }))),
    ).toBe('generic');
  });
});
