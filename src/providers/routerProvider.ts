import baseRouterProvider from '@refinedev/react-router';
import type { GoConfig, ParseResponse, RouterProvider } from '@refinedev/core';
import { useCallback } from 'react';
import { FORM_PARAMS } from '../resources/formAddress';

/** Percent-encodes every string and number in a query, however deeply nested. */
export function encodeQueryValues(value: unknown): unknown {
  if (typeof value === 'string' || typeof value === 'number') return encodeURIComponent(String(value));
  if (Array.isArray(value)) return value.map(encodeQueryValues);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, encodeQueryValues(item)]));
  return value;
}

/** The parsed address without a form's parameters (`create`, `edit`, `view`). */
export function withoutFormParams(parsed: ParseResponse): ParseResponse {
  if (!parsed.params) return parsed;
  const params: Record<string, unknown> = { ...parsed.params };
  FORM_PARAMS.forEach((name) => delete params[name]);
  return { ...parsed, params };
}

/**
 * Refine puts every query parameter it parses into a list's meta, and so into the list's query
 * key: opening or closing a form (`?create`, `?edit=<id>`) would switch the list to another query
 * and show that query's cached rows, stale after a create. The form's parameters are left out
 * here; Refine's own address sync still keeps them, as it reads the location itself.
 */
function useParseWithoutForm() {
  const parse = baseRouterProvider.parse!();
  return useCallback(() => withoutFormParams(parse()), [parse]);
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
  parse: useParseWithoutForm,
};
