import baseRouterProvider from '@refinedev/react-router';
import type { GoConfig, RouterProvider } from '@refinedev/core';

/** Percent-encodes every string and number in a query, however deeply nested. */
export function encodeQueryValues(value: unknown): unknown {
  if (typeof value === 'string' || typeof value === 'number') return encodeURIComponent(String(value));
  if (Array.isArray(value)) return value.map(encodeQueryValues);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, encodeQueryValues(item)]));
  return value;
}

/**
 * Refine's react-router bindings write query values unencoded (qs with `encode: false`), so a
 * filter value such as 'UTC+08:00' came back as 'UTC 08:00' after a reload or Back, and '&', '#'
 * or '%' broke the address. These bindings encode the values first; reading decodes them as before.
 */
export const routerProvider: RouterProvider = {
  ...baseRouterProvider,
  go: () => {
    const go = baseRouterProvider.go!();
    return (config: GoConfig) => {
      // 'to' (the page to return to after login) is encoded by the bindings themselves.
      const { to, ...rest } = (config.query ?? {}) as Record<string, unknown>;
      const query = {
        ...(encodeQueryValues(rest) as Record<string, unknown>),
        ...(to === undefined ? {} : { to }),
      };
      return go({ ...config, query: config.query ? query : undefined });
    };
  },
};
