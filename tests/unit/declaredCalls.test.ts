import { describe, expect, it } from 'vitest';
import { DECLARED_CALLS } from '../../src/calls/calls';
import { handlers } from '../../src/mocks/handlers';
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
});
